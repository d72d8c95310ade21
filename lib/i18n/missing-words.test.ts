import { projects, translations } from '@/content';
import { findMissingWords } from '@/lib/i18n/missing-words';

const [project] = projects;

// The words of the content's second language, if it has one, stand in for a new language's.
const [, second] = Object.entries(translations)[0] ?? [];

describe('a missing translation stops the build naming its place', () => {
  (second ? it : it.skip)(
    second
      ? 'names the language, the file, the entry and the field'
      : 'names the language, the file, the entry and the field (skipped: content/languages.ts lists one language)',
    () => {
      const words = JSON.parse(JSON.stringify(second)) as NonNullable<typeof second>;
      delete (words.projects as Record<number, unknown>)[project!.id];
      (words.copy.homeCopy.work as { title: string }).title = '';
      expect(findMissingWords('fr', words)).toEqual(
        expect.arrayContaining([
          `language "fr", content/translations/fr/projects.ts: project ${project!.id} "${project!.name}": field "description" is not translated`,
          'language "fr", content/translations/fr/copy/home.ts: homeCopy: field "work.title" is not translated',
        ]),
      );
      for (const [code, languageWords] of Object.entries(translations)) {
        expect(findMissingWords(code, languageWords)).toEqual([]);
      }
    },
  );
});
