/**
 * The one loader of the languages' words (content/translations/index.ts), run against made-up
 * language lists: only listed folders are read, the default language's interface words come from
 * its own folder, and a language that is not listed may be missing altogether.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LanguageInfo } from '@/content/languages';

type Loader = typeof import('@/content/translations');

const translationsDir = path.join(process.cwd(), 'content', 'translations');

const LANGUAGES: Record<string, LanguageInfo> = {
  en: { code: 'en', name: 'English', locale: 'en-US', ogLocale: 'en_US' },
  id: { code: 'id', name: 'Bahasa Indonesia', locale: 'id-ID', ogLocale: 'id_ID' },
  fr: { code: 'fr', name: 'Français', locale: 'fr-FR', ogLocale: 'fr_FR' },
};

/** The language files read while the loader loaded, as '<code>/copy' or '<code>/index'. */
const read: string[] = [];
/** Every module mocked by a test, unmocked after it. */
const mocked: string[] = [];

/** Mocks a language file, whether or not it exists on disk (the shipped `en` has no `index.ts`). */
function mockFile(file: string, factory: () => unknown) {
  const modulePath = path.join(translationsDir, file);
  mocked.push(modulePath);
  jest.doMock(modulePath, factory, { virtual: !fs.existsSync(`${modulePath}.ts`) });
}

/** Every module of a language folder the loader may ask for, as a made-up module. */
function fakeLanguage(code: string, { data = true } = {}) {
  mockFile(path.join(code, 'copy', 'index'), () => {
    read.push(`${code}/copy`);
    return { homeCopy: { work: { title: `work title in ${code}` } } };
  });
  mockFile(path.join(code, 'index'), () => {
    // Without data words whatever the disk holds (an owner may have written this language's).
    if (!data) throw new Error(`Cannot find module './${code}/index'`);
    read.push(`${code}/index`);
    return { words: { site: { greeting: `greeting in ${code}` } } };
  });
}

/** A language folder that must not be read: reading it fails the test. */
function forbiddenLanguage(code: string) {
  for (const file of [path.join(code, 'copy', 'index'), path.join(code, 'index')]) {
    mockFile(file, () => {
      throw new Error(`read the folder of ${code}, which is not listed`);
    });
  }
}

/** The loader, loaded afresh with `codes` as the content of content/languages.ts. */
function loadWith(codes: string[]): Loader {
  let loader: Loader | undefined;
  jest.isolateModules(() => {
    jest.doMock('@/content/languages', () => ({
      languages: codes.map(
        (code) => LANGUAGES[code] ?? { code, name: code, locale: code, ogLocale: code },
      ),
    }));
    loader = jest.requireActual<Loader>('@/content/translations');
  });
  return loader!;
}

afterEach(() => {
  for (const modulePath of mocked.splice(0)) jest.dontMock(modulePath);
  read.length = 0;
  jest.resetModules();
});

describe('the language loader', () => {
  it('reads only the listed languages: an Indonesian-only site never reads English', () => {
    fakeLanguage('id');
    forbiddenLanguage('en');
    const loader = loadWith(['id']);
    expect(Object.keys(loader.interfaceWords)).toEqual(['id']);
    expect(loader.defaultCopy.homeCopy.work.title).toBe('work title in id');
    // The default language's data words are content/site.ts itself: its overlay is not read.
    expect(loader.translations).toEqual({});
    expect(read).toEqual(['id/copy']);
  });

  it("takes an English-only site's words from English and never reads Indonesian", () => {
    fakeLanguage('en');
    forbiddenLanguage('id');
    const loader = loadWith(['en']);
    expect(loader.defaultCopy.homeCopy.work.title).toBe('work title in en');
    expect(read).toEqual(['en/copy']);
  });

  it('reads the data words of every language but the default, in the listed order', () => {
    fakeLanguage('id');
    fakeLanguage('en');
    fakeLanguage('fr');
    const loader = loadWith(['id', 'en', 'fr']);
    expect(loader.defaultCopy.homeCopy.work.title).toBe('work title in id');
    expect(Object.keys(loader.translations)).toEqual(['en', 'fr']);
    expect(loader.translations.fr?.site.greeting).toBe('greeting in fr');
    expect(loader.translations.en?.copy.homeCopy.work.title).toBe('work title in en');
    expect(read).not.toContain('id/index');
  });

  it('leaves out a second language without data words, for the check to name', () => {
    fakeLanguage('en');
    fakeLanguage('fr', { data: false });
    const loader = loadWith(['en', 'fr']);
    expect(Object.keys(loader.interfaceWords)).toEqual(['en', 'fr']);
    expect(loader.translations).toEqual({});
  });

  it('names an empty language list instead of failing on a blank code', () => {
    expect(() => loadWith([])).toThrow('content/languages.ts lists no language: list at least one');
  });

  it('names the folder to add for a listed language without interface words', () => {
    expect(() => loadWith(['xx'])).toThrow(
      'Language "xx" (content/languages.ts) has no interface words: add content/translations/xx/copy/',
    );
  });
});

const shipped = ['en', 'id'].every((code) =>
  fs.existsSync(path.join(translationsDir, code, 'copy', 'index.ts')),
);

describe('the shipped language folders', () => {
  (shipped ? it : it.skip)(
    shipped
      ? 'give each shipped language its own interface words'
      : 'give each shipped language its own interface words (skipped: content/translations/ lacks en or id)',
    () => {
      const loader = loadWith(['id', 'en']);
      const indonesian = jest.requireActual('@/content/translations/id/copy/index');
      const english = jest.requireActual('@/content/translations/en/copy/index');
      expect(loader.defaultCopy.homeCopy).toEqual(indonesian.homeCopy);
      expect(loader.interfaceWords.en?.homeCopy).toEqual(english.homeCopy);
      expect(loader.defaultCopy.homeCopy.work.title).not.toBe(english.homeCopy.work.title);
    },
  );
});
