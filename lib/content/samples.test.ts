import { cv, experience, projects, site, skillGroups, type Project } from '@/content';
import {
  contentFields,
  findSampleValues,
  isSampleContent,
  sampleFields,
  sampleFieldsLeft,
  sampleWarningBlock,
  NAMES_SHOWN_SHORT,
  type SampleManifest,
  type SampleSources,
} from '@/lib/content/samples';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  contentFingerprint,
  hashSampleFolders,
  isUnchangedSampleFile,
  sampleManifest,
} from '@/lib/content/sample-files';

/** The content as it is (the sample's, or an owner's): every test below takes it as it comes. */
const current: SampleSources = { site, projects, experience, skillGroups, cv };

/** A deep copy to change (the content is plain data). */
const copyOf = (sources: SampleSources): SampleSources => JSON.parse(JSON.stringify(sources));

/** A manifest recording the current content as the sample, and three sample files. */
const manifest: SampleManifest = {
  values: sampleFields(current),
  files: {
    aaa: 'public/images/profile.webp',
    bbb: 'public/images/projects/one.webp',
    ddd: 'app/icon.svg',
  },
  content: 'the fingerprint of the current content',
};

/** A copy in which every text field is the owner's own (unique, and no placeholder). */
function ownersCopy(): SampleSources {
  const own = copyOf(current);
  contentFields(own).forEach((field, index) => field.set(`Siti's own value ${index}`));
  return own;
}

/**
 * The content files with a field to compare: every one, but experience.ts before a first job and
 * skills.ts with no skill listed (an owner may have neither yet).
 */
const filesWithFields = [
  'content/site.ts',
  'content/projects.ts',
  ...(experience.length > 0 ? ['content/experience.ts'] : []),
  ...(skillGroups.some((group) => group.items.length > 0) ? ['content/skills.ts'] : []),
  'content/cv.ts',
];

const fieldNames = (fields: readonly { file: string; path: string }[]) =>
  fields.map(({ file, path }) => `${file} ${path}`);

describe('the sample values warning', () => {
  it('lists each content file with the sample fields still in it, and the sample files by folder', () => {
    const warnings = findSampleValues(current, manifest, [
      { path: 'public/images/projects/one.webp', sha256: 'bbb' },
      { path: 'public/images/profile.webp', sha256: 'aaa' },
      { path: 'public/images/projects/two.webp', sha256: 'ccc' },
      { path: 'app/icon.svg', sha256: 'ddd' },
    ]);
    const fields = contentFields(current);
    const siteFields = fields.filter((field) => field.file === 'content/site.ts');
    expect(warnings[0]).toBe(
      `content/site.ts: ${siteFields.length} sample fields (${siteFields.map((field) => field.path).join(', ')})`,
    );
    for (const file of filesWithFields) {
      expect(warnings.some((line) => line.startsWith(`${file}: `))).toBe(true);
    }
    // The photo first (the folder's own file), the owner's own cover not at all.
    expect(warnings).toContain('public/images/: 2 sample files (profile.webp, projects/one.webp)');
    expect(warnings).toContain('app/: 1 sample file (icon.svg)');
  });

  it('catches each fact of the content until it is changed, one field at a time', () => {
    const fields = contentFields(current);
    // Identity, links, location, projects, experience, skills and the CV are all compared.
    expect(new Set(fields.map((field) => field.file))).toEqual(new Set(filesWithFields));
    expect(fieldNames(sampleFieldsLeft(current, manifest))).toEqual(fieldNames(fields));
    fields.forEach(({ file, path, value }, index) => {
      const changed = copyOf(current);
      // The copy has the same fields in the same order.
      contentFields(changed)[index]?.set(`Siti's own value ${index}`);
      const left = fieldNames(sampleFieldsLeft(changed, manifest));
      // A value the content gives two fields of one kind stays the sample's in the other one.
      const twice = fields.filter((field) => field.file === file && field.value === value);
      if (twice.length === 1) expect(left).not.toContain(`${file} ${path}`);
      expect(left).toHaveLength(fields.length - 1);
    });
  });

  it('finds a sample project renumbered, and a sample sentence moved to another entry', () => {
    const own = ownersCopy();
    // The content has one project at least (the content check requires it).
    const [first, second] = current.projects as [Project, Project?];
    const [ownFirst, ownSecond, ...rest] = own.projects as [Project, Project?, ...Project[]];
    own.projects = [{ ...ownFirst, id: 999, name: first.name }, ...(ownSecond ? [ownSecond] : [])];
    expect(fieldNames(sampleFieldsLeft(own, manifest))).toEqual([
      'content/projects.ts projects[999].name',
    ]);
    if (!second || !ownSecond) return; // One project: nothing to move a sentence to.
    own.projects = [
      own.projects[0] as Project,
      { ...ownSecond, description: first.description },
      ...rest,
    ];
    expect(fieldNames(sampleFieldsLeft(own, manifest))).toEqual([
      'content/projects.ts projects[999].name',
      `content/projects.ts projects[${second.id}].description`,
    ]);
  });

  it('says nothing once every value and file is the owner’s', () => {
    expect(
      findSampleValues(ownersCopy(), manifest, [
        { path: 'public/images/profile.webp', sha256: 'zzz' },
      ]),
    ).toEqual([]);
    expect(sampleWarningBlock([])).toBe('');
  });

  it('names example addresses and placeholder handles even when they are not the sample’s', () => {
    const own = ownersCopy();
    own.site.email = 'me@mail.example.org';
    own.site.socials = [
      { network: 'github', label: 'GitHub', href: 'https://github.com/your_username' },
    ];
    own.site.chatUrl = 'https://chat.example.com/siti';
    own.cv.quickFacts = { calendarUrl: 'https://cal.com/your-handle' };
    expect(findSampleValues(own, manifest, [])).toEqual([
      'content/site.ts: 3 sample fields (site.email, site.socials[github].href, site.chatUrl)',
      'content/cv.ts: 1 sample field (cv.quickFacts.calendarUrl)',
    ]);
  });

  it('keeps the build’s block short: a line shows four names and how many more', () => {
    const files = Array.from({ length: 10 }, (_, index) => ({
      path: `public/images/projects/p${index}.webp`,
      sha256: `h${index}`,
    }));
    const many = {
      ...manifest,
      files: Object.fromEntries(files.map((file) => [file.sha256, file.path])),
    };
    const warnings = findSampleValues(ownersCopy(), many, files, NAMES_SHOWN_SHORT);
    expect(warnings).toEqual([
      'public/images/: 10 sample files (projects/p0.webp, projects/p1.webp, projects/p2.webp, projects/p3.webp, and 6 more)',
    ]);
    expect(sampleWarningBlock(warnings).split('\n')).toHaveLength(2);
    // `npm run check` names them all.
    expect(findSampleValues(ownersCopy(), many, files)[0]).toContain('projects/p9.webp');
  });
});

describe('whether content/ is still the sample', () => {
  it('is while the fingerprint of the whole content is the one the manifest records', () => {
    expect(isSampleContent(manifest, 'the fingerprint of the current content')).toBe(true);
  });

  it('is not once anything differs', () => {
    expect(isSampleContent(manifest, 'the fingerprint of an edited copy')).toBe(false);
  });

  // Written to the disk as an owner would: a copy of the content with one change at a time.
  describe('its fingerprint', () => {
    let root: string;
    beforeEach(() => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'fingerprint-'));
      for (const [file, text] of Object.entries({
        'content/site.ts': "export const site = { fullName: 'Raka Pratama' };\n",
        'content/languages.ts': "export const languages = [{ code: 'en' }, { code: 'id' }];\n",
        'content/copy/home.ts': "export const homeCopy = { lead: 'Selected projects' };\n",
        'content/notes/first/en.mdx': '# First\n',
        'public/images/projects/one.webp': 'cover bytes',
      })) {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), text);
      }
    });
    afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

    it('stays the same for the same files, and changes with any edit an owner makes', () => {
      const sample = contentFingerprint(root);
      expect(contentFingerprint(root)).toBe(sample);
      const edits: [string, () => void][] = [
        ['a word of the data', () => fs.appendFileSync(path.join(root, 'content/site.ts'), '//')],
        [
          'an interface word',
          () => fs.appendFileSync(path.join(root, 'content/copy/home.ts'), '//'),
        ],
        ['a note deleted', () => fs.rmSync(path.join(root, 'content/notes/first/en.mdx'))],
        [
          'a note added',
          () => fs.writeFileSync(path.join(root, 'content/notes/first/id.mdx'), '#'),
        ],
        [
          'a cover replaced',
          () => fs.writeFileSync(path.join(root, 'public/images/projects/one.webp'), 'x'),
        ],
        [
          'a cover renamed',
          () =>
            fs.renameSync(
              path.join(root, 'public/images/projects/one.webp'),
              path.join(root, 'public/images/projects/two.webp'),
            ),
        ],
      ];
      const seen = new Set([sample]);
      for (const [edit, apply] of edits) {
        apply();
        const after = contentFingerprint(root);
        expect({ edit, changed: !seen.has(after) }).toEqual({ edit, changed: true });
        seen.add(after);
      }
    });
  });
});

describe('the shipped sample manifest', () => {
  const paths = Object.entries(sampleManifest.values).flatMap(([file, fields]) =>
    Object.keys(fields).map((path) => `${file} ${path}`),
  );

  it('records the sample’s location, booking link and CV summary, and every kind of fact', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        'content/site.ts site.fullName',
        'content/site.ts site.location',
        'content/site.ts site.chatUrl',
        'content/cv.ts cv.summary',
        'content/cv.ts cv.quickFacts.calendarUrl',
      ]),
    );
    for (const file of ['projects', 'experience', 'skills']) {
      expect(paths.some((path) => path.startsWith(`content/${file}.ts `))).toBe(true);
    }
  });

  it('records no interface word: the navigation, the greeting and the button labels are the site’s', () => {
    expect(
      paths.filter((path) => /\b(?:nav|greeting|contactLabel|chatLabel)\b/.test(path)),
    ).toEqual([]);
  });

  // For the sample's maintainers: while the content is the shipped sample to the byte, the manifest
  // records every fact and file it ships, so the warning names them all. Any change to content/
  // skips these, as it does the budgets' exact figures: an owner's first edit (a project's words, a
  // note deleted, before her name) is her content, not a stale manifest. So a maintainer who
  // changes the sample records it again (`node scripts/check/sample-manifest.mjs`); a clean
  // checkout shows these two as run, not skipped.
  const isSample = isSampleContent(sampleManifest, contentFingerprint());

  (isSample ? it : it.skip)(
    'records every fact of the shipped sample as it is (after changing the sample: node scripts/check/sample-manifest.mjs)',
    () => {
      expect(sampleManifest.values).toEqual(sampleFields(current));
    },
  );

  (isSample ? it : it.skip)('records every file of the shipped sample', () => {
    const unrecorded = hashSampleFolders()
      .filter((file) => !sampleManifest.files[file.sha256])
      .map((file) => file.path);
    expect(unrecorded).toEqual([]);
  });
});

/** A note or case study of the sample still on the disk unchanged, if the owner kept one. */
const keptSampleWriting = Object.values(sampleManifest.files)
  .filter((file) => /^content\/(?:notes|case-studies)\/.+\.mdx$/.test(file))
  .map((file) => ({ file, bytes: fs.existsSync(file) ? fs.readFileSync(file) : undefined }))
  .find(({ file, bytes }) => bytes && isUnchangedSampleFile(file.slice('content/'.length), bytes));

describe('an unchanged sample file of the writing', () => {
  (keptSampleWriting ? it : it.skip)(
    'is known by its path and text, whatever its line ends, and not once changed or moved',
    () => {
      const { file, bytes } = keptSampleWriting!;
      const inContent = file.slice('content/'.length);
      const withCrlf = Buffer.from(bytes!.toString('utf8').replace(/\n/g, '\r\n'));
      expect(isUnchangedSampleFile(inContent, withCrlf)).toBe(true);
      expect(isUnchangedSampleFile(inContent, Buffer.concat([bytes!, Buffer.from('x')]))).toBe(
        false,
      );
      expect(isUnchangedSampleFile(`moved/${inContent}`, bytes!)).toBe(false);
    },
  );
});
