import { caseStudyFrontMatterSchema, noteFrontMatterSchema } from '@/lib/content/schema';
import { WritingError } from '@/lib/writing/errors';
import { parseWritingFile, readingMinutes } from '@/lib/writing/source';

const FILE = 'content/notes/x/en.mdx';

const note = (frontMatter: string, body = 'Some text.') => `---\n${frontMatter}\n---\n${body}`;

/** The problems a file's front matter is rejected with. */
function problemsOf(source: string): string[] {
  try {
    parseWritingFile(source, FILE, noteFrontMatterSchema);
  } catch (error) {
    if (error instanceof WritingError) return error.problems;
    throw error;
  }
  return [];
}

const valid = 'title: A note\nsummary: What it is about.\ndate: 2024-03-18\ntags: [React, Next.js]';

describe('note front matter', () => {
  it('accepts a valid note, with defaults for tags and draft', () => {
    const file = parseWritingFile(
      note('title: T\nsummary: S\ndate: 2024-03-18'),
      FILE,
      noteFrontMatterSchema,
    );
    expect(file.data).toEqual({
      title: 'T',
      summary: 'S',
      date: '2024-03-18',
      tags: [],
      draft: false,
    });
  });

  it('keeps dates as the written YYYY-MM-DD strings (YAML would make them Date objects)', () => {
    expect(parseWritingFile(note(valid), FILE, noteFrontMatterSchema).data.date).toBe('2024-03-18');
  });

  it('names the file and the field of a malformed date', () => {
    expect(problemsOf(note(valid.replace('2024-03-18', '18/03/2024')))).toEqual([
      'content/notes/x/en.mdx: field "date" must be YYYY-MM-DD',
    ]);
    expect(problemsOf(note(valid.replace('2024-03-18', '2024-02-30')))).toEqual([
      'content/notes/x/en.mdx: field "date" must be YYYY-MM-DD',
    ]);
  });

  it('names missing and empty fields', () => {
    expect(problemsOf(note('summary: "  "\ndate: 2024-03-18'))).toEqual([
      'content/notes/x/en.mdx: field "title" must not be empty',
      'content/notes/x/en.mdx: field "summary" must not be empty',
    ]);
  });

  it('names a nested cover field and an unknown field', () => {
    const problems = problemsOf(
      note(`${valid}\ncover:\n  src: notes/x\n  alt: " "\n  width: 1200\nauthor: me`),
    );
    expect(problems).toEqual([
      'content/notes/x/en.mdx: field "cover.alt" must describe the image',
      // The build reads an image's size from its file: a typed one is refused, not ignored.
      'content/notes/x/en.mdx: unknown field "cover.width"',
      'content/notes/x/en.mdx: unknown field "author"',
    ]);
  });

  it('rejects an update dated before the note', () => {
    expect(problemsOf(note(`${valid}\nupdated: 2024-01-01`))).toEqual([
      'content/notes/x/en.mdx: field "updated" must not be before "date"',
    ]);
  });

  it('rejects a file without front matter, or with broken YAML', () => {
    expect(problemsOf('Just text')).toEqual([
      'content/notes/x/en.mdx: front matter missing (YAML between --- lines)',
    ]);
    expect(problemsOf(note('title: [unclosed'))[0]).toMatch(
      /^content\/notes\/x\/en\.mdx: front matter is not valid YAML/,
    );
  });

  it('keeps the body on its own line numbers, so later errors point into the file', () => {
    const file = parseWritingFile(note(valid, 'Line five.'), FILE, noteFrontMatterSchema);
    expect(file.body.split('\n')[6]).toBe('Line five.');
  });
});

describe('case study front matter', () => {
  it('defaults toc to false and rejects a non-boolean', () => {
    const source = '---\ntitle: T\nsummary: S\n---\nText';
    expect(parseWritingFile(source, FILE, caseStudyFrontMatterSchema).data.toc).toBe(false);
    expect(() =>
      parseWritingFile(
        source.replace('summary: S', 'summary: S\ntoc: yes please'),
        FILE,
        caseStudyFrontMatterSchema,
      ),
    ).toThrow('field "toc" must be true or false');
  });
});

describe('readingMinutes', () => {
  it('counts 200 words a minute, at least one', () => {
    expect(readingMinutes('word '.repeat(50))).toBe(1);
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
  });
});
