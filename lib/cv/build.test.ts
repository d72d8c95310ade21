import { cv, cvCopy, experience, site, skillGroups } from '@/content';
import type { QuickFacts } from '@/content';
import {
  buildCv,
  buildQuickFacts,
  displayUrl,
  formatPeriod,
  generatedCvPath,
  isoDate,
  parseCvDate,
  timeZoneOffset,
} from '@/lib/cv/build';
import { projects } from '@/lib/content/projects';
import { cvDownloadName, cvFileName } from '@/lib/cv/file-name';
import { internshipFixture } from '@/lib/content/test-entries';

const today = new Date('2026-11-23T12:00:00Z');
const sources = { site, cv, experience, skillGroups, projects, copy: cvCopy };

describe('CV dates', () => {
  it.each([
    ['Oct 2022', '2022-10'],
    ['October 2022', '2022-10'],
    ['Sept 2021', '2021-09'],
    ['2022-10', '2022-10'],
    ['2022-10-05', '2022-10-05'],
    ['2022', '2022'],
  ])('reads "%s" as %s', (text, iso) => {
    expect(parseCvDate(text)).toEqual({ iso });
  });

  it('reads Present only where an end date may be ongoing', () => {
    expect(parseCvDate('Present', true)).toBe('present');
    expect(parseCvDate('Present')).toBeUndefined();
    expect(isoDate('Present')).toBeUndefined();
  });

  it.each(['Octember 2022', '10/2022', '2022-13', 'soon', ''])('rejects "%s"', (text) => {
    expect(parseCvDate(text, true)).toBeUndefined();
  });

  it('shows periods in the owner words, with the copy word for an ongoing end', () => {
    expect(formatPeriod('Aug 2019', 'now', cvCopy)).toBe(`Aug 2019 – ${cvCopy.present}`);
    expect(formatPeriod('Oct 2022', 'Jan 2023', cvCopy)).toBe('Oct 2022 – Jan 2023');
  });
});

describe('the CV model', () => {
  const model = buildCv(sources, today);

  it('takes name, role, location and contact from site.ts, never from the CV content', () => {
    expect(model).toMatchObject({
      name: site.fullName,
      role: site.role,
      location: site.location,
      email: site.email,
    });
    expect(model.links[0]).toEqual({
      label: cvCopy.emailLabel,
      href: `mailto:${site.email}`,
      text: site.email,
    });
    expect(model.profiles.map((profile) => profile.network)).toEqual(cv.profileNetworks);
  });

  it('lists every experience entry with its period and machine dates', () => {
    expect(model.experience.map((entry) => entry.id)).toEqual(experience.map((entry) => entry.id));
    // The dates of an entry of the test's own: the owner's may be anything, or none.
    const internship = { ...internshipFixture, start: '2022-10', end: '2023-01' };
    expect(buildCv({ ...sources, experience: [internship] }, today).experience[0]).toMatchObject({
      period: 'Oct 2022 – Jan 2023',
      startDate: '2022-10',
      endDate: '2023-01',
    });
  });

  it('groups every skill by its group, in order', () => {
    expect(model.skillGroups.map((group) => group.title)).toEqual(
      skillGroups.map((group) => group.title),
    );
    expect(model.skillGroups.flatMap((group) => group.skills)).toEqual(
      skillGroups.flatMap((group) => group.items.map((item) => item.name)),
    );
  });

  it('picks the chosen projects in the chosen order, linked to their pages', () => {
    expect(model.projects.map((project) => project.id)).toEqual(cv.projectIds);
    const first = projects.find((project) => project.id === cv.projectIds[0])!;
    expect(model.projects[0]).toMatchObject({
      name: first.name,
      description: first.description,
      stack: first.stack,
      path: `/portofolio/${first.id}`,
    });
  });

  it("carries a project's site and source, and none for a project without them", () => {
    const base = projects[0]!;
    const linked = buildCv(
      {
        ...sources,
        cv: { ...cv, projectIds: [81, 82] },
        projects: [
          { ...base, id: 81, site: 'https://a.example.com', source: 'https://gitlab.com/me/a' },
          { ...base, id: 82, site: undefined, source: undefined },
        ],
      },
      today,
    );
    expect(linked.projects[0]).toMatchObject({
      site: 'https://a.example.com',
      source: 'https://gitlab.com/me/a',
    });
    expect(linked.projects[1]).not.toHaveProperty('site');
    expect(linked.projects[1]).not.toHaveProperty('source');
  });

  it('serves the generated PDF under the owner file name, unless the owner brings their own', () => {
    expect(model.pdf).toEqual({
      path: generatedCvPath(cvFileName(site.fullName)),
      fileName: cvFileName(site.fullName),
      downloadName: cvDownloadName(site.fullName),
      generated: true,
      paperSize: cv.paperSize,
    });
    const own = buildCv({ ...sources, cv: { ...cv, ownPdfPath: '/files/mine.pdf' } }, today);
    expect(own.pdf).toMatchObject({ path: '/files/mine.pdf', generated: false });
  });

  it('saves the PDF under a name in its own letters, its address in Latin ones', () => {
    const named = buildCv({ ...sources, site: { ...site, fullName: '山田 花子' } }, today);
    expect(named.pdf).toMatchObject({
      path: '/cv/CV.pdf',
      fileName: 'CV.pdf',
      downloadName: '山田-花子-CV.pdf',
    });
  });

  it('prints addresses without their scheme', () => {
    expect(displayUrl('https://www.linkedin.com/in/x/')).toBe('linkedin.com/in/x');
    expect(displayUrl('mailto:a@b.c')).toBe('a@b.c');
  });
});

describe('recruiter quick facts', () => {
  const facts = (quickFacts: QuickFacts | undefined, on = today) =>
    buildQuickFacts(quickFacts, site, cvCopy, on);

  it('shows nothing when no fact is set', () => {
    expect(facts(undefined)).toEqual([]);
    expect(facts({})).toEqual([]);
    expect(facts({ rolesWanted: [' '] })).toEqual([]);
  });

  it('shows only the facts that are set, in order', () => {
    expect(facts({ calendarUrl: 'https://cal.com/x', workAuthorisation: 'EU citizen' })).toEqual([
      { id: 'authorisation', label: cvCopy.authorisationLabel, value: 'EU citizen' },
      {
        id: 'calendar',
        label: cvCopy.calendarLabel,
        value: cvCopy.calendarLink,
        href: 'https://cal.com/x',
      },
    ]);
  });

  it('says "from <month>" for a future start and "now" once that day has come', () => {
    const from = { availability: { openToWork: true, from: 'Jan 2027' } };
    expect(facts(from)[0]!.value).toBe(cvCopy.openFrom.replace('{date}', 'Jan 2027'));
    expect(facts(from, new Date('2027-01-01T00:00:00Z'))[0]!.value).toBe(cvCopy.openNow);
    expect(facts({ availability: { openToWork: true } })[0]).toMatchObject({
      value: cvCopy.openNow,
      positive: true,
    });
    expect(facts({ availability: { openToWork: false } })[0]).toMatchObject({
      value: cvCopy.notLooking,
      positive: false,
    });
  });

  it('shows the location from site.ts with the time zone offset', () => {
    expect(facts({ timeZone: 'Asia/Jakarta' })).toEqual([
      {
        id: 'location',
        label: cvCopy.locationLabel,
        value: `${site.location} (${cvCopy.utcOffset.replace('{offset}', '+7')})`,
      },
    ]);
    expect(timeZoneOffset('Asia/Kolkata', today)).toBe('+5:30');
    expect(timeZoneOffset('America/St_Johns', new Date('2026-01-15T12:00:00Z'))).toBe('-3:30');
    expect(timeZoneOffset('UTC', today)).toBe('+0');
    expect(timeZoneOffset('Not/AZone', today)).toBeUndefined();
  });

  it('joins the roles wanted', () => {
    expect(facts({ rolesWanted: ['Frontend Developer', 'React Developer'] })[0]!.value).toBe(
      'Frontend Developer · React Developer',
    );
  });
});
