/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { languages, translations, writingCopy, type LanguageInfo } from '@/content';
import { fillTemplate } from '@/lib/content/copy';
import type { LanguageFallbacks } from '@/lib/writing/language-links';

/**
 * A note written in one language has no page in the other: the other language's link on its page
 * (and on the page of a tag only it uses) goes to that language's notes list and says why.
 */
const [first, second] = languages;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'language-links-'));
const note = (slug: string, lang: string, tags: string) => {
  fs.mkdirSync(path.join(dir, 'notes', slug), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'notes', slug, `${lang}.mdx`),
    `---\ntitle: T\nsummary: S\ndate: 2024-03-18\ntags: [${tags}]\n---\nText.\n`,
  );
};
if (first && second) {
  for (const { code } of languages) note('both', code, 'React');
  note('only-first', first.code, 'React, Lonelytag');
}

function fallbacksFor(code: string, notesDir = dir): LanguageFallbacks | undefined {
  let result: LanguageFallbacks | undefined;
  jest.isolateModules(() => {
    process.env.WRITING_CONTENT_DIR = notesDir;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the fixture
    result = require('@/lib/writing/language-links').languageFallbacks(code);
  });
  return result;
}

/** Notes written in the first language only: no other language has a notes list. */
const firstOnlyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'language-links-first-only-'));
if (first) {
  fs.mkdirSync(path.join(firstOnlyDir, 'notes', 'alone'), { recursive: true });
  fs.writeFileSync(
    path.join(firstOnlyDir, 'notes', 'alone', `${first.code}.mdx`),
    `---\ntitle: T\nsummary: S\ndate: 2024-03-18\ntags: [Solo]\n---\nText.\n`,
  );
}

afterAll(() => {
  for (const folder of [dir, firstOnlyDir]) fs.rmSync(folder, { recursive: true, force: true });
});

// With one language listed there is no other language to link to.
const describeWithTwo = second ? describe : describe.skip;

describeWithTwo(
  second
    ? 'language links of pages in one language'
    : `language links of pages in one language: skipped, content/languages.ts lists only ${first?.name}`,
  () => {
    it('lead to each other language’s notes list, saying the page is only in this language', () => {
      /** The link to `other`'s notes list, in its words, naming the first language in them. */
      const fallback = (other: LanguageInfo) => {
        const words = translations[other.code]!.copy.writingCopy;
        const named = new Intl.DisplayNames([other.locale], { type: 'language' }).of(first!.code);
        return {
          href: `/${other.code}/notes`,
          label: fillTemplate(words.onlyInLanguage, { page: words.notesTitle, language: named! }),
          // The note, and the tag only it uses; the shared tag and note have their twins.
          paths: ['/notes/only-first', '/tags/lonelytag'],
        };
      };
      expect(fallbacksFor(first!.code)).toEqual(
        Object.fromEntries(languages.slice(1).map((other) => [other.code, fallback(other)])),
      );
      expect(translations[second!.code]!.copy.writingCopy.onlyInLanguage).not.toBe(
        writingCopy.onlyInLanguage,
      );
    });

    it('lead to the home page of a language without notes, from the notes list too', () => {
      // Its notes list does not exist: the list's own link would be a dead end (a third language
      // added without notes linked /fr/notes from every notes list).
      expect(fallbacksFor(first!.code, firstOnlyDir)).toEqual(
        Object.fromEntries(
          languages.slice(1).map((other) => {
            const words = translations[other.code]!.copy.writingCopy;
            const named = new Intl.DisplayNames([other.locale], { type: 'language' }).of(
              first!.code,
            );
            return [
              other.code,
              {
                href: `/${other.code}`,
                label: fillTemplate(words.onlyInLanguage, { page: other.name, language: named! }),
                // Its notes list and every note by one flag; the tag only the note uses.
                paths: ['/tags/solo'],
                withoutNotes: true,
              },
            ];
          }),
        ),
      );
    });

    it('are not needed where every page has its twin', () => {
      expect(fallbacksFor(second!.code)).toBeUndefined();
    });
  },
);
