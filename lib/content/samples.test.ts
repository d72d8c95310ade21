import { cv, experience, site } from '@/content';
import {
  findSampleValues,
  sampleFields,
  sampleWarningBlock,
  NAMES_SHOWN_SHORT,
  type SampleManifest,
} from '@/lib/content/samples';
import { hashSampleFolders, sampleManifest } from '@/lib/content/sample-files';

/** A manifest recording the shipped content as the sample, and two sample files. */
const manifest: SampleManifest = {
  values: sampleFields({ site, experience, cv }),
  files: {
    aaa: 'public/images/profile.webp',
    bbb: 'public/images/projects/one.webp',
    ddd: 'app/icon.svg',
  },
};

const ownSite = {
  ...site,
  firstName: 'Siti',
  fullName: 'Siti Rahma',
  email: 'siti@rahma.dev',
  chatUrl: 'https://wa.me/628123456789',
  socials: site.socials.map((social) => ({
    ...social,
    href: social.href.replace(/[^/]+$/, 'siti-rahma'),
  })),
};
const ownExperience = experience.map((entry) => ({ ...entry, company: `${entry.company} Baru` }));
const ownCv = {
  ...cv,
  education: cv.education.map((entry) => ({ ...entry, institution: 'Universitas Siti' })),
};

describe('the sample values warning', () => {
  it('lists each content file with the sample fields still in it, and the sample files by folder', () => {
    const warnings = findSampleValues({ site, experience, cv }, manifest, [
      { path: 'public/images/projects/one.webp', sha256: 'bbb' },
      { path: 'public/images/profile.webp', sha256: 'aaa' },
      { path: 'public/images/projects/two.webp', sha256: 'ccc' },
      { path: 'app/icon.svg', sha256: 'ddd' },
    ]);
    expect(warnings[0]).toBe(
      `content/site.ts: fields firstName, fullName, email, chatUrl, ${site.socials.map((social) => `socials.${social.network}`).join(', ')}`,
    );
    expect(warnings).toContain(
      `content/experience.ts: fields ${experience.map((entry) => `${entry.id}.company`).join(', ')}`,
    );
    // The photo first (the folder's own file), the owner's own cover not at all.
    expect(warnings).toContain('public/images/: 2 sample files (profile.webp, projects/one.webp)');
    expect(warnings).toContain('app/: 1 sample file (icon.svg)');
  });

  it('says nothing once every value and file is the owner’s', () => {
    const own = { site: ownSite, experience: ownExperience, cv: ownCv };
    expect(
      findSampleValues(own, manifest, [{ path: 'public/images/profile.webp', sha256: 'zzz' }]),
    ).toEqual([]);
    expect(sampleWarningBlock([])).toBe('');
  });

  it('names example addresses and placeholder handles even when they are not the sample’s', () => {
    const warnings = findSampleValues(
      {
        site: {
          ...ownSite,
          email: 'me@mail.example.org',
          socials: [
            { network: 'github', label: 'GitHub', href: 'https://github.com/your_username' },
          ],
        },
        experience: ownExperience,
        cv: ownCv,
      },
      manifest,
      [],
    );
    expect(warnings).toEqual(['content/site.ts: fields email, socials.github']);
  });

  it('keeps the build’s block short: a folder shows four names and how many more', () => {
    const files = Array.from({ length: 10 }, (_, index) => ({
      path: `public/images/projects/p${index}.webp`,
      sha256: `h${index}`,
    }));
    const many = {
      ...manifest,
      files: Object.fromEntries(files.map((file) => [file.sha256, file.path])),
    };
    const own = { site: ownSite, experience: ownExperience, cv: ownCv };
    const warnings = findSampleValues(own, many, files, NAMES_SHOWN_SHORT);
    expect(warnings).toEqual([
      'public/images/: 10 sample files (projects/p0.webp, projects/p1.webp, projects/p2.webp, projects/p3.webp, and 6 more)',
    ]);
    expect(sampleWarningBlock(warnings).split('\n')).toHaveLength(2);
    // `npm run check` names them all.
    expect(findSampleValues(own, many, files)[0]).toContain('projects/p9.webp');
  });
});

describe('the sample manifest', () => {
  // For the sample's maintainers: while the content is still the sample's, every file the sample
  // ships is recorded, so the warning names them all (`node scripts/check/sample-manifest.mjs`
  // records them again). An owner's content skips this: it is no longer the sample.
  const isSample = sampleManifest.values['content/site.ts']?.fullName === site.fullName;
  (isSample ? it : it.skip)('records every file of the shipped sample', () => {
    const unrecorded = hashSampleFolders()
      .filter((file) => !sampleManifest.files[file.sha256])
      .map((file) => file.path);
    expect(unrecorded).toEqual([]);
  });
});
