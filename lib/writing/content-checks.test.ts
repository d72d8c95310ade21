import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { site } from '@/content';
import { getCaseStudyProjectIds, orphanCaseStudyProblems } from '@/lib/writing/case-studies';
import { findWritingProblems } from '@/lib/writing/check';
import { localImageProblem } from '@/lib/writing/figure';

// The MDX parser is ESM only, which Jest cannot load here (lib/content/check.test.ts proves the
// text's rules through `npm run check`); the front matter is read without it.
jest.mock('@/lib/writing/mdx', () => ({ findMdxProblems: () => [] }));

/**
 * Runs `check` with content/notes/ and content/case-studies/ read from a fixture holding `files`
 * (paths from content/), removed after.
 */
function withWritingFixture(files: Record<string, string>, check: (fixture: string) => void) {
  const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'writing-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    fs.writeFileSync(path.join(fixture, file), text);
  }
  process.env.WRITING_CONTENT_DIR = fixture;
  try {
    check(fixture);
  } finally {
    delete process.env.WRITING_CONTENT_DIR;
    fs.rmSync(fixture, { recursive: true, force: true });
  }
}

/** A note of the fixture: its front matter with these lines too, and a line of text. */
const noteText = (...frontMatter: string[]) =>
  [
    '---',
    'title: First week',
    'summary: What I learned.',
    'date: 2026-01-05',
    ...frontMatter,
    '---',
    '',
    'Text.',
    '',
  ].join('\n');

describe('the writing names what it points at', () => {
  it('names a figure or cover image that is not in public/', () => {
    expect(localImageProblem(site.photo)).toBeUndefined();
    expect(localImageProblem('case-studies/no-such-figure')).toBe(
      'names public/images/case-studies/no-such-figure.jpg (or .jpeg, .png, .webp, .avif), which does not exist',
    );
  });

  it('finds a figure saved as a phone names it (.JPG), and names one in a type the site cannot read', () => {
    const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'figures-'));
    fs.mkdirSync(path.join(fixture, 'public', 'images', 'notes'), { recursive: true });
    for (const file of ['IMG_2041.JPG', 'IMG_2042.heic', 'IMG_2042-crop.png']) {
      fs.writeFileSync(path.join(fixture, 'public', 'images', 'notes', file), '');
    }
    const cwd = jest.spyOn(process, 'cwd').mockReturnValue(fixture);
    try {
      expect(localImageProblem('notes/IMG_2041')).toBeUndefined();
      // A figure's name with a space (or %20 in a Markdown image, decoded) would break its srcset.
      expect(localImageProblem('notes/IMG 2041')).toBe(
        "has a space or one of # % ? in its name, which breaks the picture's address: rename the file and write 'notes/IMG-2041' (got 'notes/IMG 2041')",
      );
      expect(localImageProblem('notes/IMG_2042')).toBe(
        'names public/images/notes/IMG_2042.jpg (or .jpeg, .png, .webp, .avif), which does not exist (public/images/notes/IMG_2042.heic is there, in a type the site does not read: save the picture as .jpg, .jpeg, .png, .webp or .avif)',
      );
    } finally {
      cwd.mockRestore();
      fs.rmSync(fixture, { recursive: true, force: true });
    }
  });

  it('names two files of one figure or cover, which stop the image step, and keeps one', () => {
    const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'figures-'));
    fs.mkdirSync(path.join(fixture, 'public', 'images', 'notes'), { recursive: true });
    for (const file of ['google-login-flow.png', 'google-login-flow.webp', 'chart.PNG']) {
      fs.writeFileSync(path.join(fixture, 'public', 'images', 'notes', file), '');
    }
    const cwd = jest.spyOn(process, 'cwd').mockReturnValue(fixture);
    try {
      expect(localImageProblem('notes/google-login-flow')).toBe(
        'names public/images/notes/google-login-flow.png and public/images/notes/google-login-flow.webp, which are one image: keep one of them',
      );
      expect(localImageProblem('notes/chart')).toBeUndefined();
    } finally {
      cwd.mockRestore();
      fs.rmSync(fixture, { recursive: true, force: true });
    }
  });

  it('tells a figure or cover written with its folder or extension the id to write, as covers are told', () => {
    expect(localImageProblem('notes/first-code-review.webp')).toBe(
      "names the image under public/images/ without its folder or extension: write 'notes/first-code-review' (got 'notes/first-code-review.webp')",
    );
    expect(localImageProblem('/images/notes/first-code-review')).toBe(
      "names the image under public/images/ without its folder or extension: write 'notes/first-code-review' (got '/images/notes/first-code-review')",
    );
  });

  it('names a case-study folder that is not a project id, and what to do', () => {
    // A content folder of its own: case studies of projects 3, 4 and 7.
    const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'case-studies-'));
    for (const id of [3, 4, 7]) {
      fs.mkdirSync(path.join(fixture, 'case-studies', String(id)), { recursive: true });
      fs.writeFileSync(path.join(fixture, 'case-studies', String(id), 'en.mdx'), '');
    }
    process.env.WRITING_CONTENT_DIR = fixture;
    try {
      expect(orphanCaseStudyProblems([3, 4, 7])).toEqual([]);
      expect(orphanCaseStudyProblems([3, 4])).toEqual([
        'content/case-studies/7: there is no project 7 in content/projects.ts: delete the folder, or rename it to the id of its project (3, 4)',
      ]);
    } finally {
      delete process.env.WRITING_CONTENT_DIR;
      fs.rmSync(fixture, { recursive: true, force: true });
    }
  });

  it('names a case-study folder written other than as its id, and the name to give it', () => {
    const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'case-studies-'));
    for (const name of ['03', '4', '7.0', '0x8']) {
      fs.mkdirSync(path.join(fixture, 'case-studies', name), { recursive: true });
      fs.writeFileSync(path.join(fixture, 'case-studies', name, 'en.mdx'), '');
    }
    process.env.WRITING_CONTENT_DIR = fixture;
    try {
      expect(orphanCaseStudyProblems([3, 4, 7, 8])).toEqual([
        "content/case-studies/03: the site reads project 3's case study from content/case-studies/3/: rename the folder to '3'",
        "content/case-studies/0x8: the site reads project 8's case study from content/case-studies/8/: rename the folder to '8'",
        "content/case-studies/7.0: the site reads project 7's case study from content/case-studies/7/: rename the folder to '7'",
      ]);
      expect(getCaseStudyProjectIds()).toEqual([4]);
    } finally {
      delete process.env.WRITING_CONTENT_DIR;
      fs.rmSync(fixture, { recursive: true, force: true });
    }
  });

  it("names a note's tag whose page could have no address, and takes one in another alphabet", () => {
    const file = 'notes/first-week/en.mdx';
    withWritingFixture({ [file]: noteText('tags: [Доступность, 日本語, ꦗꦮ]') }, (fixture) => {
      expect(findWritingProblems([{ id: 1, stack: ['React'] }], ['en'])).toEqual([
        `${path.relative(process.cwd(), path.join(fixture, file))}: field "tags[2]" "ꦗꦮ" has letters its page address cannot spell (ꦗ ꦮ): write the tag in letters of another script (Latin, or the script of another language)`,
      ]);
    });
  });

  it("names a note's tag repeated in another spelling, and a cover written as a file", () => {
    const file = 'notes/first-week/en.mdx';
    const frontMatter = [
      'tags: [React, Next.js, react]',
      'cover:',
      '  src: /images/notes/first-week.webp',
      '  alt: A desk',
    ];
    withWritingFixture({ [file]: noteText(...frontMatter) }, (fixture) => {
      const written = path.relative(process.cwd(), path.join(fixture, file));
      expect(findWritingProblems([{ id: 1, stack: ['React'] }], ['en'])).toEqual([
        `${written}: field "tags[2]" "react" repeats "React" (tags[0]), which has the same tag page: remove one`,
        `${written}: field "cover.src" names the image under public/images/ without its folder or extension: write 'notes/first-week' (got '/images/notes/first-week.webp')`,
      ]);
    });
  });

  it("takes projects as they come, a stack left out named by the projects' check, not a crash", () => {
    const withoutStack = { id: 1, stack: undefined } as unknown as { id: number; stack: string[] };
    expect(() => findWritingProblems([withoutStack], ['en'])).not.toThrow();
  });

  it('names a note or case study written only in a language the site does not publish', () => {
    // An Indonesian-only owner's own note, still named en.mdx as the sample's are: it would vanish.
    const caseStudy = (title: string) => `---\ntitle: ${title}\nsummary: S.\n---\n\nText.\n`;
    const files = {
      'notes/bus-tracker-map/en.mdx': noteText(),
      'case-studies/1/en.mdx': caseStudy('How'),
      'case-studies/1/fr.mdx': caseStudy('Comment'),
    };
    withWritingFixture(files, (fixture) => {
      expect(findWritingProblems([{ id: 1, stack: ['React'] }], ['id'])).toEqual([
        'content/notes/bus-tracker-map: never published, as it has no file in a language of content/languages.ts (id), only en.mdx: write it as content/notes/bus-tracker-map/id.mdx, or list its language in content/languages.ts',
        'content/case-studies/1: never published, as it has no file in a language of content/languages.ts (id), only en.mdx and fr.mdx: write it as content/case-studies/1/id.mdx, or list its language in content/languages.ts',
      ]);
      // With one file in a listed language, the others are its unpublished twins: nothing vanishes.
      fs.writeFileSync(path.join(fixture, 'notes/bus-tracker-map/id.mdx'), noteText());
      expect(findWritingProblems([{ id: 1, stack: ['React'] }], ['id']).join('\n')).not.toContain(
        'bus-tracker-map',
      );
    });
  });

  it('names a note or case-study file the site never reads, and how to name it', () => {
    // An Indonesian-only site: its English note file stays, unpublished by design.
    const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'misnamed-'));
    const files: Record<string, string> = {
      'notes/first-week/id.mdx': '---\ntitle: Minggu pertama\nsummary: S.\ndate: 2026-01-05\n---\n',
      'notes/first-week/en.mdx': 'Not read: the site is not published in English.',
      'notes/first-week/.DS_Store': '',
      'notes/.DS_Store': '',
      'notes/my-first-note/index.mdx': '',
      'notes/my-first-note.mdx': '',
      'notes/x/en.md': '',
      'case-studies/3.mdx': '',
      'case-studies/4/ID.mdx': '',
    };
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
      fs.writeFileSync(path.join(fixture, file), text);
    }
    const shown = (file: string) => path.relative(process.cwd(), path.join(fixture, file));
    process.env.WRITING_CONTENT_DIR = fixture;
    try {
      expect(
        findWritingProblems(
          [
            { id: 3, stack: [] },
            { id: 4, stack: [] },
          ],
          ['id'],
        ),
      ).toEqual([
        `${shown('notes/my-first-note.mdx')}: never published, as the site reads only content/notes/<slug>/<code>.mdx files, <code> a language of content/languages.ts (id): rename it, e.g. to content/notes/my-first-note/id.mdx`,
        `${shown('notes/my-first-note/index.mdx')}: never published, as the site reads only content/notes/<slug>/<code>.mdx files, <code> a language of content/languages.ts (id): rename it, e.g. to content/notes/my-first-note/id.mdx`,
        `${shown('notes/x/en.md')}: never published, as the site reads only content/notes/<slug>/<code>.mdx files, <code> a language of content/languages.ts (id): rename it, e.g. to content/notes/x/id.mdx`,
        `${shown('case-studies/3.mdx')}: never published, as the site reads only content/case-studies/<id>/<code>.mdx files, <code> a language of content/languages.ts (id): rename it, e.g. to content/case-studies/3/id.mdx`,
        `${shown('case-studies/4/ID.mdx')}: never published, as the site reads only content/case-studies/<id>/<code>.mdx files, <code> a language of content/languages.ts (id): rename it, e.g. to content/case-studies/4/id.mdx`,
      ]);
    } finally {
      delete process.env.WRITING_CONTENT_DIR;
      fs.rmSync(fixture, { recursive: true, force: true });
    }
  });
});
