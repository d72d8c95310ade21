import { projects, translations } from '@/content';
import { findMissingWords } from '@/lib/i18n/missing-words';

const [project] = projects;

describe('a missing translation stops the build naming its place', () => {
  it('names the language, the file, the entry and the field', () => {
    const words = JSON.parse(JSON.stringify(translations.id)) as typeof translations.id & object;
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
  });
});
