import { cv, experience, projects, site, skillGroups } from '@/content';
import type { CvContent, ExperienceEntry } from '@/content';
import { assertValidContent, ContentError, findCvProblems } from '@/lib/content/validate';
import { internshipFixture } from '@/lib/content/test-entries';

const sources = { site, experience, projects };

/** The test's own entries: the owner's CV may list no education, the site no experience. */
const degree: CvContent['education'][number] = {
  id: 'informatics-degree',
  institution: 'Fixture University',
  studyType: 'Bachelor of Computer Science',
  area: 'Informatics',
  start: '2019-08',
  end: '2023-09',
};
const internship: ExperienceEntry = internshipFixture;

function problemsFor(change: Partial<CvContent>, extra: Partial<typeof sources> = {}) {
  return findCvProblems(
    { ...cv, ...change },
    { ...sources, ...extra },
    {
      publicFileExists: (file) => file === '/files/mine.pdf',
    },
  );
}

describe('CV content validation', () => {
  it('names an end before its start, in experience and in education; a year ends with its months', () => {
    const backwards = { ...internship, start: '2021-05', end: '2021-02' };
    const schoolBackwards = { ...degree, start: '2019', end: '2017' };
    expect(problemsFor({ education: [schoolBackwards] }, { experience: [backwards] })).toEqual([
      'experience entry "studio-intern": field "end" (2021-02) is before "start" (2021-05)',
      'cv education "informatics-degree": field "end" (2017) is before "start" (2019)',
    ]);
    const sameYear = { ...internship, start: '2021-05', end: '2021' };
    const present = { ...internship, id: 'now', start: '2025-01', end: 'present' };
    expect(problemsFor({ education: [degree] }, { experience: [sameYear, present] })).toEqual([]);
  });

  it('accepts the shipped content, the CV and its files included', () => {
    const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
    const path = jest.requireActual<typeof import('node:path')>('node:path');
    expect(() =>
      assertValidContent(
        { projects, experience, skillGroups, site, cv },
        { publicFileExists: (file) => fs.existsSync(path.join(process.cwd(), 'public', file)) },
      ),
    ).not.toThrow();
  });

  it('stops the build on a broken CV entry, naming it', () => {
    const broken = { ...cv, summary: ' ' };
    expect(() =>
      assertValidContent({ projects, experience, skillGroups, site, cv: broken }),
    ).toThrow(ContentError);
  });

  it('names the education entry and field of an unreadable date', () => {
    const education = [{ ...degree, start: 'autumn 2019' }];
    expect(problemsFor({ education })).toContain(
      `cv education "informatics-degree": field "start" must be a month like 'Oct 2022', '2022-10' or a year (got "autumn 2019")`,
    );
  });

  it('accepts Present as an end date only', () => {
    const ongoing = [{ ...degree, end: 'Present' }];
    expect(problemsFor({ education: ongoing })).toEqual([]);
    const started = [{ ...degree, start: 'Present' }];
    expect(problemsFor({ education: started })).toContainEqual(
      expect.stringMatching(/field "start" must be a month/),
    );
  });

  it('names an empty field of a certificate and a relative URL', () => {
    // The test's own certificate: the owner may list none.
    const certificates = [
      {
        id: 'cloud-basics',
        name: 'Cloud Basics',
        issuer: '',
        date: 'Jun 2023',
        url: 'example.com/cert',
      },
    ];
    const problems = problemsFor({ certificates });
    expect(problems).toContain('cv certificate "cloud-basics": field "issuer" must not be empty');
    expect(problems).toContainEqual(
      expect.stringMatching(/field "url" must be an absolute http\(s\) URL/),
    );
  });

  it('names a language without its fluency', () => {
    expect(problemsFor({ languages: [{ language: 'German', fluency: '' }] })).toContain(
      'cv language "German": field "fluency" must not be empty',
    );
  });

  it('rejects a project id that does not exist, or twice', () => {
    const ids = projects.map((project) => project.id);
    const [id] = ids;
    const missing = Math.max(...ids) + 1;
    const problems = problemsFor({ projectIds: [id!, missing, id!] });
    // The message lists the first ten ids, then "…" (twenty projects would make a long line).
    const listed = ids.length > 10 ? `${ids.slice(0, 10).join(', ')}, …` : ids.join(', ');
    expect(problems).toContain(
      `cv: field "projectIds" names project ${missing}, which content/projects.ts does not have: remove it from content/cv.ts or use one of ${listed}`,
    );
    expect(problems).toContain(`cv: field "projectIds" lists project ${id} twice`);
  });

  it('rejects a profile network the site does not list', () => {
    const socials = site.socials.filter((social) => social.network !== 'linkedin');
    // The CV asks for LinkedIn whatever the owner's CV asks for.
    expect(
      problemsFor({ profileNetworks: ['linkedin'] }, { site: { ...site, socials } }),
    ).toContain('cv: field "profileNetworks" names "linkedin", which site.socials lacks');
  });

  it('names the quick facts that cannot be read', () => {
    const problems = problemsFor({
      quickFacts: {
        availability: { openToWork: true, from: 'next spring' },
        timeZone: 'Mars/Olympus',
        calendarUrl: 'cal.com/me',
        workAuthorisation: ' ',
      },
    });
    expect(problems).toEqual([
      `cv quickFacts: field "availability.from" must be a month like 'Oct 2022', '2022-10' or a year (got "next spring")`,
      `cv quickFacts: field "timeZone" must be an IANA time zone like 'Asia/Jakarta' (got "Mars/Olympus")`,
      'cv quickFacts: field "workAuthorisation" must not be empty; leave it out instead',
      'cv quickFacts: field "calendarUrl" must be an absolute http(s) URL (got "cal.com/me")',
    ]);
  });

  it('accepts no quick facts at all', () => {
    expect(problemsFor({ quickFacts: undefined })).toEqual([]);
  });

  it('checks the owner PDF: present, a PDF, and not the generated address', () => {
    expect(problemsFor({ ownPdfPath: '/files/mine.pdf' })).toEqual([]);
    expect(problemsFor({ ownPdfPath: '/files/gone.pdf' })).toContain(
      'cv: field "ownPdfPath" names a missing file public/files/gone.pdf',
    );
    expect(problemsFor({ ownPdfPath: '/cv/mine.pdf' })).toContainEqual(
      expect.stringMatching(/field "ownPdfPath" must not be in public\/cv\//),
    );
    expect(problemsFor({ ownPdfPath: 'my-cv.docx' })).toContainEqual(
      expect.stringMatching(/field "ownPdfPath" must be a path under public\/ ending in .pdf/),
    );
  });

  it('names an experience entry whose dates resume.json could not read', () => {
    const dated: ExperienceEntry[] = [{ ...internship, end: 'later' }];
    expect(problemsFor({}, { experience: dated })).toContain(
      `experience entry "studio-intern": field "end" must be a month like 'Oct 2022', '2022-10' or a year, or 'Present' (got "later")`,
    );
  });

  it('rejects a paper size other than A4 or Letter', () => {
    expect(problemsFor({ paperSize: 'A5' as CvContent['paperSize'] })).toContain(
      `cv: field "paperSize" must be 'A4' or 'LETTER' (got "A5")`,
    );
  });
});
