import type { DataWords } from '@/content';
import { findLeftoverWords, type TranslatedEntries } from '@/lib/i18n/leftover-words';

/** The default language's entries, as the test's own: two of each. */
const content = {
  site: {
    nav: [
      { sectionId: 'summary', label: 'Summary', overlayLabel: 'SUMMARY' },
      { sectionId: 'skills', label: 'Skills', overlayLabel: 'SKILLS' },
    ],
  },
  projects: [{ id: 1 }, { id: 2 }],
  experience: [{ id: 'studio-intern' }, { id: 'village-app' }],
  skillGroups: [
    { id: 'language', items: [{ id: 'html' }, { id: 'css' }] },
    { id: 'tools', items: [{ id: 'git' }] },
  ],
  cv: {
    education: [{ id: 'informatics-degree' }],
    certificates: [{ id: 'frontend-expert' }, { id: 'react-basics' }],
  },
} as unknown as TranslatedEntries;

/** Another language's words for exactly those entries. */
function words(): DataWords {
  return {
    site: {
      greeting: 'Hai',
      intro: 'Intro',
      photoAlt: 'Foto',
      contactLabel: 'Hubungi',
      nav: {
        summary: { label: 'Ringkasan', overlayLabel: 'RINGKASAN' },
        skills: { label: 'Keahlian', overlayLabel: 'KEAHLIAN' },
      },
    },
    projects: {
      1: { alt: 'A', kind: 'K', description: 'D' },
      2: { alt: 'A', kind: 'K', description: 'D' },
    },
    experience: {
      'studio-intern': { role: 'Magang', description: 'D' },
      'village-app': { role: 'Magang', description: 'D' },
    },
    skills: {
      groups: { language: { title: 'Bahasa' }, tools: { title: 'Alat' } },
      items: {
        html: { description: 'Markup.' },
        css: { description: 'Gaya.' },
        git: { description: 'Riwayat.' },
      },
    },
    cv: {
      summary: 'Ringkasan',
      education: { 'informatics-degree': { studyType: 'S.Kom.', area: 'Informatika' } },
      languages: [],
      certificates: { 'frontend-expert': {}, 'react-basics': {} },
    },
  };
}

describe("a language's words for an entry the default language's content does not have", () => {
  it('finds none when every entry is one of the content', () => {
    expect(findLeftoverWords('id', words(), content)).toEqual([]);
    expect(findLeftoverWords('id', undefined, content)).toEqual([]);
  });

  it('names each one with its file and entry, and the ids to use, as the projects are named', () => {
    const leftover = words();
    Object.assign(leftover.site.nav, { blog: { label: 'Blog', overlayLabel: 'BLOG' } });
    Object.assign(leftover.projects, { 7: { alt: 'A', kind: 'K', description: 'D' } });
    Object.assign(leftover.experience, { 'old-job': { role: 'Magang', description: 'D' } });
    Object.assign(leftover.skills.groups, { databases: { title: 'Basis data' } });
    Object.assign(leftover.skills.items, { cobol: { description: 'Sistem lama.' } });
    Object.assign(leftover.cv.education, { 'high-school': { studyType: 'SMA', area: 'IPA' } });
    Object.assign(leftover.cv.certificates, { 'old-course': {} });
    expect(findLeftoverWords('id', leftover, content)).toEqual([
      'content/translations/id/site.ts: nav "blog" is not in content/site.ts: remove its entry, or give it the sectionId of one of "summary", "skills"',
      'content/translations/id/projects.ts: project 7 is not in content/projects.ts: remove its entry, or give it the id of one of 1, 2',
      'content/translations/id/experience.ts: experience "old-job" is not in content/experience.ts: remove its entry, or give it the id of one of "studio-intern", "village-app"',
      'content/translations/id/skills.ts: skill group "databases" is not in content/skills.ts: remove its entry, or give it the id of one of "language", "tools"',
      'content/translations/id/skills.ts: skill "cobol" is not in content/skills.ts: remove its entry, or give it the id of one of "html", "css", "git"',
      'content/translations/id/cv.ts: education "high-school" is not in content/cv.ts: remove its entry, or give it the id of one of "informatics-degree"',
      'content/translations/id/cv.ts: certificate "old-course" is not in content/cv.ts: remove its entry, or give it the id of one of "frontend-expert", "react-basics"',
    ]);
  });

  it('says to remove the entry when the content has none of its kind', () => {
    // An owner before a first job: experience.ts lists none.
    expect(findLeftoverWords('id', words(), { ...content, experience: [] })).toEqual([
      'content/translations/id/experience.ts: experience "studio-intern" is not in content/experience.ts: remove its entry (content/experience.ts lists none)',
      'content/translations/id/experience.ts: experience "village-app" is not in content/experience.ts: remove its entry (content/experience.ts lists none)',
    ]);
  });
});
