import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import schema from '@jsonresume/schema/schema.json';
import { cv, cvCopy, experience, site, skillGroups } from '@/content';
import { buildCv } from '@/lib/cv/build';
import { toJsonResume } from '@/lib/cv/resume';
import { projects } from '@/lib/content/projects';

const origin = 'https://example.com';
const absoluteUrl = (route: string) => `${origin}${route}`;
const model = buildCv(
  { site, cv, experience, skillGroups, projects, copy: cvCopy },
  new Date('2026-11-23T12:00:00Z'),
);

// The schema ships in @jsonresume/schema: no network at test time. It declares draft-07, which
// Ajv 8 validates by default.
function validator() {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv.compile(schema);
}

describe('resume.json', () => {
  const resume = toJsonResume(model, {
    absoluteUrl,
    photoUrl: `${origin}/images/profile.webp`,
    lastModified: new Date('2026-11-23T12:00:00Z'),
  });

  it('is valid against the JSON Resume schema', () => {
    const validate = validator();
    expect(validate(resume) ? [] : validate.errors).toEqual([]);
  });

  it('fails the schema with a date it cannot read (the check can fail)', () => {
    const validate = validator();
    const broken = { ...resume, work: [{ name: 'X', startDate: 'Oct 2022' }] };
    expect(validate(broken)).toBe(false);
  });

  it('carries the same owner, jobs, schools, skills and projects as the CV', () => {
    expect(resume).toMatchObject({
      basics: {
        name: site.fullName,
        label: site.role,
        email: site.email,
        url: `${origin}/`,
        summary: cv.summary,
      },
      meta: { canonical: `${origin}/resume.json`, lastModified: '2026-11-23T12:00:00' },
    });
    expect(resume.work).toEqual(
      experience.map((entry) =>
        expect.objectContaining({
          name: entry.company,
          position: entry.role,
          summary: entry.description,
        }),
      ),
    );
    expect(resume.education).toHaveLength(cv.education.length);
    expect(resume.certificates).toHaveLength(cv.certificates.length);
    expect(resume.languages).toEqual(cv.languages);
    expect(resume.skills).toHaveLength(skillGroups.length);
    expect(resume.projects).toEqual(
      cv.projectIds.map((id) => {
        const project = projects.find((entry) => entry.id === id)!;
        return expect.objectContaining({ name: project.name, keywords: project.stack });
      }),
    );
  });

  it("links each project's running site, else its code, else its page here", () => {
    const base = projects[0]!;
    const fixtures = [
      { ...base, id: 71, site: 'https://shop.example.com', source: 'https://github.com/me/shop' },
      { ...base, id: 72, site: undefined, source: 'https://codeberg.org/me/blog' },
      { ...base, id: 73, site: undefined, source: undefined },
    ];
    const linked = toJsonResume(
      buildCv(
        {
          site,
          cv: { ...cv, projectIds: [71, 72, 73] },
          experience,
          skillGroups,
          projects: fixtures,
          copy: cvCopy,
        },
        new Date('2026-11-23T12:00:00Z'),
      ),
      { absoluteUrl, photoUrl: `${origin}/p.webp`, lastModified: new Date('2026-11-23') },
    );
    expect((linked.projects as { url: string }[]).map((project) => project.url)).toEqual([
      'https://shop.example.com',
      'https://codeberg.org/me/blog',
      `${origin}/portofolio/73`,
    ]);
    const validate = validator();
    expect(validate(linked) ? [] : validate.errors).toEqual([]);
  });

  it("splits the owner's location into a city and the rest", () => {
    const locatedIn = (location: string) =>
      (
        toJsonResume(
          buildCv(
            { site: { ...site, location }, cv, experience, skillGroups, projects, copy: cvCopy },
            new Date('2026-11-23T12:00:00Z'),
          ),
          { absoluteUrl, photoUrl: `${origin}/images/profile.webp`, lastModified: new Date() },
        ) as { basics: { location?: unknown } }
      ).basics.location;
    expect(locatedIn('Yogyakarta, Indonesia')).toEqual({ city: 'Yogyakarta', region: 'Indonesia' });
    expect(locatedIn('Bandung, West Java, Indonesia')).toEqual({
      city: 'Bandung',
      region: 'West Java, Indonesia',
    });
    expect(locatedIn('Lisbon')).toEqual({ city: 'Lisbon' });
  });
});
