/**
 * The check's compiler pass over content/, on a made-up project folder (inside node_modules/.cache,
 * so the compiler finds the project's type packages): each error named by file, line, entry and
 * what is wrong; nothing for content that compiles.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  findContentTypeProblems,
  plainCompilerMessage,
  problemFile,
} from '@/lib/content/type-check';

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
      'content/translations/id/copy/home.ts:5: homeCopy.work.lead: field "other" is missing',
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
      'content/skills.ts:3: skillGroups[1].colour: unknown field "colour"',
    ]);
  }, 30_000);
});

describe("the compiler's messages in the check's words", () => {
  // Literal messages of TypeScript 5.9 on broken copies of content/translations/id/, details one a
  // line and indented as flattenDiagnosticMessageText gives them.
  it('names a missing field first, where the first line spelt out the whole object type', () => {
    expect(
      plainCompilerMessage(
        "Type '{ eyebrow: string; title: string; lead: { one: string; other: string; }; panelLabel: { range: string; single: string; }; panelIndicator: string; previousPanel: string; nextPanel: string; quickView: string; allProjects: string; }' is not assignable to type 'SectionHeadingCopy & { lead: CountedText; panelLabel: { range: string; single: string; }; panelIndicator: string; sliderLabel: string; previousPanel: string; nextPanel: string; quickView: string; allProjects: string; }'.\n" +
          "  Property 'sliderLabel' is missing in type '{ eyebrow: string; title: string; lead: { one: string; other: string; }; panelLabel: { range: string; single: string; }; panelIndicator: string; previousPanel: string; nextPanel: string; quickView: string; allProjects: string; }' but required in type '{ lead: CountedText; panelLabel: { range: string; single: string; }; panelIndicator: string; sliderLabel: string; previousPanel: string; nextPanel: string; quickView: string; allProjects: string; }'.",
      ),
    ).toBe('field "sliderLabel" is missing');
    expect(
      plainCompilerMessage(
        "Property 'photoAlt' is missing in type '{ greeting: string; intro: string; chatLabel: string; contactLabel: string; nav: { summary: { label: string; overlayLabel: string; }; 'my-work': { label: string; overlayLabel: string; }; experience: { label: string; overlayLabel: string; }; skills: { ...; }; }; }' but required in type 'SiteWords'.",
      ),
    ).toBe('field "photoAlt" is missing');
  });

  it('names several missing fields', () => {
    expect(
      plainCompilerMessage(
        "Type '{ nav: { summary: { label: string; overlayLabel: string; }; 'my-work': { label: string; overlayLabel: string; }; experience: { label: string; overlayLabel: string; }; skills: { label: string; overlayLabel: string; }; }; }' is missing the following properties from type 'SiteWords': greeting, intro, photoAlt, contactLabel",
      ),
    ).toBe('fields "greeting", "intro", "photoAlt", "contactLabel" are missing');
    expect(
      plainCompilerMessage(
        "Type '{ title: string; }' is missing the following properties from type 'CvCopy': pageTitle, eyebrow, contactLabel, emailLabel, and 27 more.",
      ),
    ).toBe('fields "pageTitle", "eyebrow", "contactLabel", "emailLabel" and 27 more are missing');
  });

  it('names a missing field inside another by both names', () => {
    expect(
      plainCompilerMessage(
        "Type '{ eyebrow: string; title: string; lead: string; groupCount: { one: string; }; usedIn: { one: string; other: string; }; usedInName: string; hint: string; }' is not assignable to type 'SectionHeadingCopy & { lead: string; groupCount: CountedText; hint: string; usedIn: CountedText; usedInName: string; }'.\n" +
          "  Type '{ eyebrow: string; title: string; lead: string; groupCount: { one: string; }; usedIn: { one: string; other: string; }; usedInName: string; hint: string; }' is not assignable to type '{ lead: string; groupCount: CountedText; hint: string; usedIn: CountedText; usedInName: string; }'.\n" +
          "    Types of property 'groupCount' are incompatible.\n" +
          "      Property 'other' is missing in type '{ one: string; }' but required in type 'CountedText'.",
      ),
    ).toBe('field "groupCount.other" is missing');
  });

  it('names an unknown field, and the field the compiler guesses it meant', () => {
    expect(
      plainCompilerMessage(
        "Object literal may only specify known properties, but 'eyebrw' does not exist in type 'SectionHeadingCopy & { lead: CountedText; withoutEntries: { eyebrow: string; lead: string; }; cvLink: string; cvFormat: string; }'. Did you mean to write 'eyebrow'?",
      ),
    ).toBe('unknown field "eyebrw" (did you mean "eyebrow"?)');
    expect(
      plainCompilerMessage(
        "Object literal may only specify known properties, and 'colour' does not exist in type '{ id: string; title: string; }'.",
      ),
    ).toBe('unknown field "colour"');
  });

  it("says how a count's words are written, for one text in their place", () => {
    expect(plainCompilerMessage("Type 'string' is not assignable to type 'CountedText'.")).toBe(
      "write the words for a count as { one: '…', other: '…' }: one for a count of 1, other for any other count",
    );
  });

  it('keeps any other message as it is', () => {
    expect(plainCompilerMessage("Type 'number' is not assignable to type 'string'.")).toBe(
      undefined,
    );
    expect(plainCompilerMessage("Cannot find name 'projcts'.")).toBe(undefined);
  });
});

describe('the file a problem line names', () => {
  it('finds it first in a line of the rules and of the compiler, after a language', () => {
    expect(problemFile('content/projects.ts: projects[2].image: must not be empty')).toBe(
      'content/projects.ts',
    );
    expect(
      problemFile(
        'language "id", content/translations/id/site.ts: site: field "photoAlt" is not translated',
      ),
    ).toBe('content/translations/id/site.ts');
    expect(
      problemFile('content/translations/id/site.ts:8: site: field "photoAlt" is missing'),
    ).toBe('content/translations/id/site.ts');
  });

  it('takes the first path of a line naming two, and a folder', () => {
    expect(
      problemFile(
        'content/case-studies/7: there is no project 7 in content/projects.ts: delete the folder',
      ),
    ).toBe('content/case-studies/7');
    expect(problemFile('language "fr": no words at all: add content/translations/fr/')).toBe(
      'content/translations/fr/',
    );
  });

  it('finds none in a line naming no content file', () => {
    expect(problemFile('public/images/projects/x.webp is too small')).toBe(undefined);
  });
});
