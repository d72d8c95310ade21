/**
 * The check's compiler pass over content/, on a made-up project folder (inside node_modules/.cache,
 * so the compiler finds the project's type packages): each error named by file, line, entry and
 * what is wrong; nothing for content that compiles.
 */
import fs from 'node:fs';
import path from 'node:path';
import { findContentTypeProblems } from '@/lib/content/type-check';

const SHAPE = `export interface HomeCopy {
  work: { title: string; lead: { one: string; other: string } };
}
`;

let root: string;

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

beforeEach(() => {
  const cache = path.join(process.cwd(), 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  root = fs.mkdtempSync(path.join(cache, 'type-check-'));
  write('tsconfig.json', JSON.stringify({ compilerOptions: { strict: true, noEmit: true } }));
  write('content/copy/home.ts', SHAPE);
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the check names what the compiler would reject in content/', () => {
  it('finds nothing in content that compiles', () => {
    write(
      'content/translations/id/copy/home.ts',
      `import type { HomeCopy } from '../../../copy/home';
export const homeCopy: HomeCopy = { work: { title: 'Karya Saya', lead: { one: 'a', other: 'b' } } };
`,
    );
    expect(findContentTypeProblems(root)).toEqual([]);
  }, 30_000);

  it('names the file, the line and the entry of a missing word and of a word of the wrong type', () => {
    write(
      'content/translations/id/copy/home.ts',
      `import type { HomeCopy } from '../../../copy/home';
export const homeCopy: HomeCopy = {
  work: {
    title: 3,
    lead: { one: 'Satu karya' },
  },
};
`,
    );
    expect(findContentTypeProblems(root)).toEqual([
      "content/translations/id/copy/home.ts:4: homeCopy.work.title: Type 'number' is not assignable to type 'string'.",
      expect.stringMatching(
        /^content\/translations\/id\/copy\/home\.ts:5: homeCopy\.work\.lead: Property 'other' is missing/,
      ),
    ]);
  }, 30_000);

  it('names an array entry by its position', () => {
    write(
      'content/skills.ts',
      `export const skillGroups: { id: string; title: string }[] = [
  { id: 'a', title: 'Bahasa' },
  { id: 'b', title: 'Lainnya', colour: 'red' },
];
`,
    );
    expect(findContentTypeProblems(root)).toEqual([
      expect.stringMatching(/^content\/skills\.ts:3: skillGroups\[1\]\.colour: Object literal/),
    ]);
  }, 30_000);
});
