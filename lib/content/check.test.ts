/**
 * @jest-environment node
 */
/**
 * The content check lists every mistake of one run together: typed modules, rules across
 * entries, files, translations, front matter and the writing's text, each line naming its file.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { languages, site } from '@/content';
import { findAllContentProblems, currentSources } from '@/lib/content/check';
import { findUndrawableWords, undrawableLine, undrawableLines } from '@/lib/content/drawable';
import { TEST_FONT } from '@/test/owner-fonts';
import { readCopyFields } from '@/lib/i18n/read-copy-fields';

/** The fixture's notes are written in the owner's default language, the one every site has. */
const lang = languages[0]?.code ?? '';

// The MDX parser is ESM only, which Jest cannot load here: the text's rules are proven through
// `npm run check` below, which loads the real one.
jest.mock('@/lib/writing/mdx', () => ({ findMdxProblems: () => [] }));

/** A writing folder with two broken notes and a case study of a project that does not exist. */
function writingFixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write(
    `notes/bad-date/${lang}.mdx`,
    '---\ntitle: T\nsummary: S\ndate: 18 March 2024\n---\nText.\n',
  );
  write(
    `notes/runs-code/${lang}.mdx`,
    "---\ntitle: T\nsummary: S\ndate: 2024-03-18\n---\n\nimport x from 'y'\n\nText.\n",
  );
  write(`case-studies/99/${lang}.mdx`, '---\ntitle: T\nsummary: S\n---\nText.\n');
  // Markdown's own pictures: alone on a line and in public/images (the owner's photo, which every
  // site has), a figure; inside a sentence, or on another site, named.
  write(
    `notes/pictures/${lang}.mdx`,
    [
      '---\ntitle: T\nsummary: S\ndate: 2024-03-18\n---\n',
      `![What the photo shows](/images/${site.photo}.jpg "A caption")\n`,
      `Text with ![a picture](${site.photo}) in it.\n`,
      '![A photo from elsewhere](https://example.com/photo.jpg)\n',
      // Links to pages the site does not have, and a figure written as its file.
      'See [a project](/portofolio/99) and [a note](/notes/no-such-note).\n',
      `<Figure src="${site.photo}.webp" alt="The photo" />\n`,
    ].join('\n'),
  );
  return dir;
}

describe('the content check', () => {
  const saved = process.env.WRITING_CONTENT_DIR;
  let fixture: string;
  beforeAll(() => {
    fixture = writingFixture();
    process.env.WRITING_CONTENT_DIR = fixture;
  });
  afterAll(() => {
    process.env.WRITING_CONTENT_DIR = saved;
    fs.rmSync(fixture, { recursive: true, force: true });
  });

  it('lists six different mistakes in one run, each naming its file', () => {
    const sources = currentSources();
    // The owner's first project, and a second of the test's own (the owner may have one).
    const [first, ...rest] = sources.projects;
    if (!first) throw new Error('content/projects.ts lists no project');
    const second = {
      ...first,
      id: Math.max(...sources.projects.map((project) => project.id)) + 1,
      name: 'Second Fixture',
    };
    // A language the owner has neither listed nor written words for (the sample has no French; an
    // owner who added it has no German).
    const wordless = ['fr', 'de', 'es', 'nl', 'pt'].find(
      (code) =>
        !sources.languages.some((language) => language.code === code) &&
        !fs.existsSync(path.join(process.cwd(), 'content', 'translations', code)),
    )!;
    const problems = findAllContentProblems(
      {
        ...sources,
        // 1. a field out of its range (schema), 2. a cover file that is not there
        projects: [
          { ...first, factoryX: 0.9, source: 'github.com/someone/repo' },
          ...rest,
          { ...second, image: 'projects/not-there' },
        ],
        // 3. a CV entry naming a project that does not exist (across entries)
        cv: { ...sources.cv!, projectIds: [...sources.cv!.projectIds, 999] },
        // 4. a language listed without its words
        languages: [...sources.languages, { code: wordless }],
      },
      { publicFileExists: (file) => !file.includes('not-there') },
    );
    const expected = [
      `content/projects.ts: project ${first.id} "${first.name}": field "factoryX"`,
      `content/projects.ts: project ${first.id} "${first.name}": field "source" must be an absolute https:// URL (got "github.com/someone/repo"; write "https://github.com/someone/repo")`,
      `content/projects.ts: project ${second.id} "${second.name}": field "image" names a missing file`,
      'content/cv.ts: cv: field "projectIds" names project 999',
      `language "${wordless}": no words at all: add content/translations/${wordless}/`,
      // 5. front matter, 6. a case study of no project
      `notes/bad-date/${lang}.mdx: field "date"`,
      'content/case-studies/99: there is no project 99',
    ];
    for (const line of expected) {
      expect(problems).toContainEqual(expect.stringContaining(line));
    }
  });

  it('finds nothing in the shipped content', () => {
    process.env.WRITING_CONTENT_DIR = saved;
    try {
      expect(findAllContentProblems()).toEqual([]);
    } finally {
      process.env.WRITING_CONTENT_DIR = fixture;
    }
  });

  it("names a placeholder of the default language's interface words that nothing fills", () => {
    // The home page showed "{Cuont} things I designed…"; the same typo in another language's
    // words was named, not in the default's.
    const sources = currentSources();
    const defaultCopy = JSON.parse(
      JSON.stringify(sources.defaultCopy),
    ) as typeof sources.defaultCopy;
    defaultCopy.homeCopy.work.lead.other = '{Cuont} things I designed.';
    process.env.WRITING_CONTENT_DIR = saved;
    try {
      expect(
        findAllContentProblems({ ...sources, defaultCopy, copyFields: readCopyFields() }),
      ).toEqual([
        `content/translations/${lang}/copy/home.ts: homeCopy: field "work.lead.other" has {Cuont}, which is not filled in: use {Count}, {n} or {count}`,
      ]);
    } finally {
      process.env.WRITING_CONTENT_DIR = fixture;
    }
  });

  it('says nothing of a language listed twice but what lib/i18n/check.ts says', () => {
    // A second default ('en' again) was said to have no words at all: add content/translations/en/.
    const sources = currentSources();
    const [first] = sources.languages;
    if (!first) throw new Error('content/languages.ts lists no language');
    process.env.WRITING_CONTENT_DIR = saved;
    try {
      expect(
        findAllContentProblems({ ...sources, languages: [...sources.languages, first] }),
      ).toEqual([]);
    } finally {
      process.env.WRITING_CONTENT_DIR = fixture;
    }
  });

  it('prints the same list from `npm run check`, without a build, and fails', () => {
    const result = spawnSync(process.execPath, ['scripts/check/index.mjs'], {
      cwd: process.cwd(),
      env: { ...process.env, WRITING_CONTENT_DIR: fixture },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/✖ content\/: 8 problems/);
    expect(result.stderr).toContain(`notes/bad-date/${lang}.mdx: field "date"`);
    expect(result.stderr).toContain(
      `notes/runs-code/${lang}.mdx:7: import and export are not allowed`,
    );
    expect(result.stderr).toContain('content/case-studies/99: there is no project 99');
    expect(result.stderr).toContain(
      `notes/pictures/${lang}.mdx:9: an image inside a sentence is not available`,
    );
    expect(result.stderr).toContain(
      `notes/pictures/${lang}.mdx:11: ![A photo from elsewhere](https://example.com/photo.jpg) is on another site`,
    );
    expect(result.stderr).toContain(
      `notes/pictures/${lang}.mdx:13: the link to /portofolio/99 goes to no page of the site: link one of its pages`,
    );
    expect(result.stderr).toContain(
      `notes/pictures/${lang}.mdx:13: the link to /notes/no-such-note goes to no page of the site`,
    );
    expect(result.stderr).toContain(
      `notes/pictures/${lang}.mdx:15 <Figure>: field "src" names the image under public/images/ without its folder or extension: write '${site.photo}' (got '${site.photo}.webp')`,
    );
    expect(result.stderr).not.toContain(`notes/pictures/${lang}.mdx:7`);
    // No framework stack trace around the list.
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('the content check of the words the build draws', () => {
  it('names a note title that no font of the share images draws, and no draft', () => {
    // A note of the test's own, whose title is in Japanese: the pages would show it, but its share
    // image is drawn in Inter, which has no Japanese letters.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'));
    const note = (slug: string, frontMatter: string) => {
      fs.mkdirSync(path.join(dir, 'notes', slug), { recursive: true });
      fs.writeFileSync(
        path.join(dir, 'notes', slug, `${lang}.mdx`),
        `---\n${frontMatter}summary: S\ndate: 2024-03-18\n---\nText.\n`,
      );
    };
    note('first-note', 'title: 日本語のメモ 📝\n');
    // A draft: a production build draws no card for it.
    note('draft-note', 'title: 下書き\ndraft: true\n');
    // The lines of these notes' titles alone: the owner's own words (a city in her script) may
    // have lines of their own, as the test's folder hides her fonts.
    const linesOfTheNotes = () =>
      findUndrawableWords().filter((line) =>
        ['日本語のメモ', '下書き'].some((title) => line.includes(`"${title}"`)),
      );
    const saved = process.env.WRITING_CONTENT_DIR;
    process.env.WRITING_CONTENT_DIR = dir;
    try {
      // The emoji is left out of the image, so only the letters are named.
      expect(linesOfTheNotes()).toEqual([
        'content/: "日本語のメモ" has 日 本 語 の メ モ, which the share images cannot draw: Inter has Latin, Greek, Cyrillic and Vietnamese letters only: add a font that has them to content/fonts/ (a .ttf or .otf file, such as Noto Sans JP, SC, KR, Arabic, Hebrew or Devanagari from fonts.google.com)',
      ]);
      // With a font that has some (the test font has 日本語 but not the kana), what it lacks, and
      // that her font lacks it.
      fs.mkdirSync(path.join(dir, 'fonts'));
      fs.copyFileSync(TEST_FONT, path.join(dir, 'fonts', 'NotoSansJP-Regular.ttf'));
      expect(linesOfTheNotes()).toEqual([
        'content/: "日本語のメモ" has の メ モ, which the share images cannot draw: no font in content/fonts/ (NotoSansJP-Regular.ttf) has them: add one that has them, or write them otherwise',
      ]);
    } finally {
      if (saved === undefined) delete process.env.WRITING_CONTENT_DIR;
      else process.env.WRITING_CONTENT_DIR = saved;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('asks for a font, not Latin letters, for a script Satori could not lay out (Devanagari)', () => {
    // Its vowel signs reorder and its consonants stack: Pango lays it out in a font of hers.
    expect(
      undrawableLine('नमस्ते', ['न', 'म', 'स', '्', 'त', 'े'], ['the CV PDF', 'the share images']),
    ).toBe(
      'content/: "नमस्ते" has न म स ् त े, which the CV PDF and the share images cannot draw: Inter has Latin, Greek, Cyrillic and Vietnamese letters only: add a font that has them to content/fonts/ (a .ttf or .otf file, such as Noto Sans JP, SC, KR, Arabic, Hebrew or Devanagari from fonts.google.com); the CV can be your own PDF instead (cv.ownPdfPath in content/cv.ts)',
    );
    // Arabic in the CV PDF alone: a font of hers mends it.
    expect(undrawableLine('محمد', ['م', 'ح', 'د'], ['the CV PDF'])).toBe(
      'content/: "محمد" has م ح د, which the CV PDF cannot draw: Inter has Latin, Greek, Cyrillic and Vietnamese letters only: add a font that has them to content/fonts/ (a .ttf or .otf file, such as Noto Sans JP, SC, KR, Arabic, Hebrew or Devanagari from fonts.google.com); the CV can be your own PDF instead (cv.ownPdfPath in content/cv.ts)',
    );
  });

  it('names many texts with one remedy in one line, and a few a line each', () => {
    const cvText = (text: string, characters: string[]) => ({
      text,
      characters,
      files: ['the CV PDF'],
    });
    const projects = Array.from({ length: 5 }, (_, index) =>
      cvText(`プロジェクト 0${index + 1}`, ['プ', 'ロ', 'ジ', 'ェ', 'ク', 'ト']),
    );
    const pdfRemedy =
      'which the CV PDF cannot draw: Inter has Latin, Greek, Cyrillic and Vietnamese letters only: add a font that has them to content/fonts/ (a .ttf or .otf file, such as Noto Sans JP, SC, KR, Arabic, Hebrew or Devanagari from fonts.google.com); the CV can be your own PDF instead (cv.ownPdfPath in content/cv.ts)';
    expect(
      undrawableLines(
        [...projects, { text: '東京', characters: ['東', '京'], files: ['the share images'] }],
        [],
      ),
    ).toEqual([
      `content/: 5 texts (such as "プロジェクト 01", "プロジェクト 02", "プロジェクト 03") have プ ロ ジ ェ ク ト, ${pdfRemedy}`,
      'content/: "東京" has 東 京, which the share images cannot draw: Inter has Latin, Greek, Cyrillic and Vietnamese letters only: add a font that has them to content/fonts/ (a .ttf or .otf file, such as Noto Sans JP, SC, KR, Arabic, Hebrew or Devanagari from fonts.google.com)',
    ]);
    // Three texts are named a line each.
    expect(undrawableLines(projects.slice(0, 3), [])).toEqual([
      `content/: "プロジェクト 01" has プ ロ ジ ェ ク ト, ${pdfRemedy}`,
      `content/: "プロジェクト 02" has プ ロ ジ ェ ク ト, ${pdfRemedy}`,
      `content/: "プロジェクト 03" has プ ロ ジ ェ ク ト, ${pdfRemedy}`,
    ]);
  });

  it('names the first twenty letters of many texts, and how many more', () => {
    const letters = [...'あいうえおかきくけこさしすせそたちつてとなにぬ'];
    const texts = letters.map((letter) => ({
      text: letter,
      characters: [letter],
      files: ['the share images'],
    }));
    expect(undrawableLines(texts, ['NotoSansJP-Regular.ttf', 'NotoSansJP-Bold.ttf'])).toEqual([
      'content/: 23 texts (such as "あ", "い", "う") have あ い う え お か き く け こ さ し す せ そ た ち つ て と and 3 more, which the share images cannot draw: no font in content/fonts/ (NotoSansJP-Regular.ttf, NotoSansJP-Bold.ttf) has them: add one that has them, or write them otherwise',
    ]);
  });
});
