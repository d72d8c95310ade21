import {
  cv as ownerCv,
  languages,
  site as ownerSite,
  skillGroups as ownerSkillGroups,
  translations,
} from '@/content';

/**
 * The owner's name is typed once: sentences that name the owner take it from `site.firstName` in
 * every language, so changing the name changes every sentence. Runs on the owner's languages
 * (one or several); the sentences it fills are the owner's own, read here with their placeholders.
 */
const codes = languages.map((language) => language.code);
const [defaultCode = ''] = codes;

/** A sentence as the owner typed it in a language, placeholders and all. */
function typed(code: string, pick: (words: { greeting: string; summary: string }) => string) {
  const words =
    code === defaultCode
      ? { greeting: ownerSite.greeting, summary: ownerCv.summary }
      : {
          greeting: translations[code]?.site.greeting ?? '',
          summary: translations[code]?.cv.summary ?? '',
        };
  return pick(words);
}

/** The test's own summary for the default language, so every placeholder is present. */
const fixtureSummary = '{role} with {experienceCount} internships and {projectCount} projects.';

function mockDefaultSummary() {
  jest.doMock('@/content/cv', () => {
    const { cv } = jest.requireActual('@/content/cv');
    return { cv: { ...cv, summary: fixtureSummary } };
  });
}

describe('sentences that name the owner', () => {
  // A mock factory outlives the module registry: drop each, so no test sees another's fixture.
  afterEach(() => {
    for (const file of ['site', 'cv', 'projects', 'experience']) jest.dontMock(`@/content/${file}`);
    jest.resetModules();
  });

  it('follow the name, role and location of site.ts in every language', () => {
    jest.isolateModules(() => {
      jest.doMock('@/content/site', () => {
        const { site } = jest.requireActual('@/content/site');
        return {
          site: {
            ...site,
            firstName: 'Budi',
            fullName: 'Budi Santoso',
            role: 'Web Developer',
            location: 'Medan, Indonesia',
          },
        };
      });
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mock
      const { contentFor } = require('@/lib/i18n/content');
      for (const code of codes) {
        const content = contentFor(code);
        // The greeting may name her by either name, or her role (the README allows each).
        expect(content.site.greeting).toBe(
          typed(code, (words) => words.greeting)
            .replaceAll('{firstName}', 'Budi')
            .replaceAll('{fullName}', 'Budi Santoso')
            .replaceAll('{role}', 'Web Developer'),
        );
        expect(content.site.photoAlt).toContain('Budi');
        // Facts typed once in site.ts reach every language.
        expect(content.site.role).toBe('Web Developer');
        expect(content.site.location).toBe('Medan, Indonesia');
        expect(JSON.stringify(content.site)).not.toContain(ownerSite.firstName);
        expect(content.cvModel.name).toBe('Budi Santoso');
        expect(content.cvModel.pdf.fileName).toMatch(/^Budi-Santoso-CV(-[A-Z]+)?\.pdf$/);
      }
    });
  });

  it('fill the role of the language into its sentences', () => {
    jest.isolateModules(() => {
      mockDefaultSummary();
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mock
      const { contentFor } = require('@/lib/i18n/content');
      expect(contentFor(defaultCode).cvModel.summary.startsWith(`${ownerSite.role} with `)).toBe(
        true,
      );
      for (const code of codes) {
        const content = contentFor(code);
        if (typed(code, (words) => words.summary).includes('{role}')) {
          expect(content.cvModel.summary).toContain(content.site.role);
        }
        expect(JSON.stringify(content)).not.toMatch(/\{(firstName|fullName|role)\}/);
      }
    });
  });

  it('counts the projects and the experience in the CV summary from the lists, in words', () => {
    jest.isolateModules(() => {
      mockDefaultSummary();
      // Six projects of the test's own, made from the owner's first (the owner may have one).
      jest.doMock('@/content/projects', () => {
        const { projects } = jest.requireActual('@/content/projects');
        return {
          projects: [101, 102, 103, 104, 105, 106].map((id) => ({ ...projects[0], id })),
        };
      });
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mock
      const { contentFor } = require('@/lib/i18n/content');
      for (const code of codes) {
        const content = contentFor(code);
        // A count in words where the language lists them (its numberWords), else in digits.
        const inWords = (count: number) =>
          content.commonCopy.numberWords[count] ??
          new Intl.NumberFormat(content.language.locale).format(count);
        const summary = typed(code, (typedWords) => typedWords.summary);
        if (code === defaultCode || summary.includes('{projectCount}')) {
          expect(content.cvModel.summary).toContain(inWords(6));
        }
        if (code === defaultCode || summary.includes('{experienceCount}')) {
          expect(content.cvModel.summary).toContain(inWords(content.experience.length));
        }
        expect(JSON.stringify(content)).not.toMatch(/\{(projectCount|experienceCount)\}/);
      }
    });
  });

  // The period of an entry from October 2022 to January 2023, as each locale writes it.
  const periods: Record<string, string> = {
    'en-US': 'Oct 2022 – Jan 2023',
    'id-ID': 'Okt 2022 – Jan 2023',
  };
  const dated = languages.filter((language) => language.locale in periods);
  (dated.length > 0 ? it : it.skip)(
    dated.length > 0
      ? 'writes CV dates in the language: Okt 2022 – Jan 2023'
      : `writes CV dates in the language: skipped, no locale of content/languages.ts (${languages
          .map((language) => language.locale)
          .join(', ')}) has its period here`,
    () => {
      jest.isolateModules(() => {
        // A fixture entry of the test's own: the owner's dates may be anything.
        jest.doMock('@/content/experience', () => {
          const { experience } = jest.requireActual('@/content/experience');
          return { experience: [{ ...experience[0], start: '2022-10', end: '2023-01' }] };
        });
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mock
        const { contentFor } = require('@/lib/i18n/content');
        for (const language of dated) {
          expect(contentFor(language.code).cvModel.experience[0].period).toBe(
            periods[language.locale],
          );
        }
      });
    },
  );
});

describe('an owner with no experience and no skill listed yet', () => {
  afterEach(() => {
    for (const file of ['experience', 'skills']) jest.dontMock(`@/content/${file}`);
    jest.resetModules();
  });

  it('has no link to Skills in any language, and a CV without experience or skills', () => {
    jest.isolateModules(() => {
      jest.doMock('@/content/experience', () => ({ experience: [] }));
      jest.doMock('@/content/skills', () => {
        const { skillGroups } = jest.requireActual('@/content/skills');
        return {
          skillGroups: skillGroups.map((group: { items: unknown[] }) => ({ ...group, items: [] })),
        };
      });
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mock
      const { contentFor } = require('@/lib/i18n/content');
      for (const code of codes) {
        const content = contentFor(code);
        const linked = content.site.nav.map((item: { sectionId: string }) => item.sectionId);
        // Experience stays: it carries the home page's CV download.
        expect({
          code,
          experience: linked.includes('experience'),
          skills: linked.includes('skills'),
        }).toEqual({
          code,
          experience: ownerSite.nav.some((item) => item.sectionId === 'experience'),
          skills: false,
        });
        expect(content.cvModel.experience).toEqual([]);
        expect(content.cvModel.skillGroups).toEqual([]);
      }
    });
  });

  it("keeps every section link the owner's content gives something to show", () => {
    const shown = ownerSite.nav
      .map((item) => item.sectionId)
      .filter((id) => id !== 'skills' || ownerSkillGroups.some((group) => group.items.length > 0));
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the real content, fresh
    const { contentFor } = require('@/lib/i18n/content');
    for (const code of codes) {
      expect(
        contentFor(code).site.nav.map((item: { sectionId: string }) => item.sectionId),
      ).toEqual(shown);
    }
  });
});
