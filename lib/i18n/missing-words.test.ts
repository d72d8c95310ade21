import { cv, defaultCopy, projects, translations } from '@/content';
import { readCopyFields } from '@/lib/i18n/read-copy-fields';
import { findEmptyDefaultCopy, findMissingWords } from '@/lib/i18n/missing-words';

const [project] = projects;

// The words of the content's second language, if it has one, stand in for a new language's.
const [, second] = Object.entries(translations)[0] ?? [];

/** The fields of the copy types, read once (the compiler takes a second). */
const copyFields = readCopyFields();

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

/** A deep copy of the words, for a test to break. */
const copyOf = <T>(words: T): T => JSON.parse(JSON.stringify(words)) as T;

// The owner's first certificate and education entry, if the CV has them.
const [certificate] = cv.certificates;
const [education] = cv.education;

describe('a word a language may leave out, given blank', () => {
  (second ? it : it.skip)(
    'is named with its file, entry and field: the page would show it blank',
    () => {
      if (!second) return;
      const words = copyOf(second);
      // /fr had an empty <h1> and `<title>Raka Pratama · </title>`; the facts lost their roles.
      Object.assign(words.site, { role: ' ' });
      Object.assign(words.cv, { quickFacts: { ...words.cv.quickFacts, rolesWanted: ['', ' '] } });
      expect(findMissingWords('fr', words)).toEqual([
        `language "fr", content/translations/fr/site.ts: site: field "role" is empty: write it, or leave it out to show content/site.ts's`,
        `language "fr", content/translations/fr/cv.ts: quick facts: field "rolesWanted[0]" is empty: write it, or leave the list out to show content/cv.ts's`,
        `language "fr", content/translations/fr/cv.ts: quick facts: field "rolesWanted[1]" is empty: write it, or leave the list out to show content/cv.ts's`,
      ]);
    },
  );

  (second && certificate && education ? it : it.skip)(
    "names a certificate's name and an education's score given blank",
    () => {
      if (!second || !certificate || !education) return;
      const words = copyOf(second);
      Object.assign(words.cv, {
        certificates: { ...words.cv.certificates, [certificate.id]: { name: '' } },
        education: {
          ...words.cv.education,
          [education.id]: { ...words.cv.education[education.id], score: '' },
        },
      });
      expect(findMissingWords('fr', words)).toEqual([
        `language "fr", content/translations/fr/cv.ts: education "${education.id}": field "score" is empty: write it, or leave it out to show content/cv.ts's`,
        `language "fr", content/translations/fr/cv.ts: certificate "${certificate.id}": field "name" is empty: write it, or leave it out to show the name as issued`,
      ]);
    },
  );
});

describe("an emptied word of the default language's interface words", () => {
  it('is named with its file, module and field', () => {
    const copy = copyOf(defaultCopy);
    copy.homeCopy.work.title = '';
    copy.cvCopy.present = '  ';
    expect(findEmptyDefaultCopy('en', copy)).toEqual([
      'content/translations/en/copy/home.ts: homeCopy: field "work.title" must not be empty',
      'content/translations/en/copy/cv.ts: cvCopy: field "present" must not be empty',
    ]);
  });

  it('names an empty word in a list, not a list left empty (counts are then written in digits)', () => {
    const copy = copyOf(defaultCopy);
    copy.commonCopy.numberWords = [];
    expect(findEmptyDefaultCopy('en', copy)).toEqual([]);
    copy.commonCopy.numberWords = ['zero', ''];
    expect(findEmptyDefaultCopy('en', copy)).toEqual([
      'content/translations/en/copy/common.ts: commonCopy: field "numberWords[1]" must not be empty',
    ]);
  });

  it("finds none in the owner's words", () => {
    expect(findEmptyDefaultCopy('en', defaultCopy, copyFields)).toEqual([]);
  });
});

describe("a field mistyped in the default language's interface words", () => {
  (second ? it : it.skip)('is not a word the other language lacks, once the types are read', () => {
    const typo = copyOf(defaultCopy);
    const experience = typo.homeCopy.experience as Partial<typeof typo.homeCopy.experience>;
    Object.assign(experience, { eyebrw: experience.eyebrow });
    delete experience.eyebrow;
    jest.isolateModules(() => {
      jest.doMock('@/content', () => ({ ...jest.requireActual('@/content'), defaultCopy: typo }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mock
      const { findMissingWords: withTypo } = require('@/lib/i18n/missing-words');
      // Without the types, the typo is blamed on the other language, which has the right field.
      expect(withTypo('fr', second)).toEqual([
        'language "fr", content/translations/fr/copy/home.ts: homeCopy: field "experience.eyebrw" is not translated',
      ]);
      expect(withTypo('fr', second, copyFields)).toEqual([]);
    });
    jest.dontMock('@/content');
  });

  (second ? it : it.skip)('leaves a word the other language lacks named', () => {
    const words = copyOf(second!);
    delete (words.copy.homeCopy.experience as Partial<typeof words.copy.homeCopy.experience>)
      .eyebrow;
    expect(findMissingWords('fr', words, copyFields)).toEqual([
      'language "fr", content/translations/fr/copy/home.ts: homeCopy: field "experience.eyebrow" is not translated',
    ]);
  });
});
