import { findLanguageProblems } from '@/lib/i18n/check';
import type { LanguageInfo } from '@/content/languages';

const english: LanguageInfo = { code: 'en', name: 'English', locale: 'en-US', ogLocale: 'en_US' };
const indonesian: LanguageInfo = {
  code: 'id',
  name: 'Bahasa Indonesia',
  locale: 'id-ID',
  ogLocale: 'id_ID',
};

describe('the check names a mistake in content/languages.ts', () => {
  it("finds nothing in the owner's list or in a valid one", () => {
    expect(findLanguageProblems()).toEqual([]);
    expect(findLanguageProblems([english, indonesian])).toEqual([]);
  });

  it('names a locale Intl refuses, with the form it takes', () => {
    // Intl's own words for it named no file: "Incorrect locale information provided".
    expect(() => new Intl.DateTimeFormat('id_ID')).toThrow(RangeError);
    expect(findLanguageProblems([english, { ...indonesian, locale: 'id_ID' }])).toEqual([
      `content/languages.ts: language "id": field "locale" "id_ID" is not a locale; write it with a dash, e.g. 'id-ID'`,
    ]);
    expect(findLanguageProblems([{ ...english, locale: 'en US' }])).toEqual([
      `content/languages.ts: language "en": field "locale" "en US" is not a locale; write it with a dash, e.g. 'en-US'`,
    ]);
  });

  it('takes a locale Intl reads, whatever its letter case', () => {
    expect(findLanguageProblems([{ ...indonesian, locale: 'id-id' }])).toEqual([]);
  });

  it('names a code that is not a lower-case language subtag', () => {
    expect(
      findLanguageProblems([english, { ...indonesian, code: 'ID' }, { ...english, code: 'en-US' }]),
    ).toEqual([
      `content/languages.ts: language "ID": field "code" "ID" is not a language code; write the language's two or three letters in lower case, e.g. 'id'`,
      `content/languages.ts: language "en-US": field "code" "en-US" is not a language code; write the language's two or three letters in lower case, e.g. 'en'`,
    ]);
    expect(findLanguageProblems([{ ...english, code: '' }])).toEqual([
      `content/languages.ts: language 1: field "code" is missing; write the language's two or three letters in lower case, e.g. 'en'`,
    ]);
  });

  it("names an Open Graph locale not in Open Graph's form", () => {
    expect(
      findLanguageProblems([
        { ...english, ogLocale: 'en-US' },
        { ...indonesian, ogLocale: 'id' },
      ]),
    ).toEqual([
      `content/languages.ts: language "en": field "ogLocale" "en-US" is not an Open Graph locale; write it with an underscore, e.g. 'en_US'`,
      `content/languages.ts: language "id": field "ogLocale" "id" is not an Open Graph locale; write it with an underscore, e.g. 'id_ID'`,
    ]);
  });

  it('names a field left out, and a list without a language', () => {
    const withoutLocale = { ...indonesian, locale: undefined } as unknown as LanguageInfo;
    expect(findLanguageProblems([withoutLocale])).toEqual([
      `content/languages.ts: language "id": field "locale" is missing; write it with a dash, e.g. 'en-US'`,
    ]);
    expect(findLanguageProblems([])).toEqual([
      `content/languages.ts: no language at all: list one, e.g. { code: 'en', name: 'English', locale: 'en-US', ogLocale: 'en_US' }`,
    ]);
  });

  it('names a code listed twice once, at the repeat, and no other field of it', () => {
    // The switcher and the footer showed "Bahasa Indonesia" twice.
    expect(findLanguageProblems([english, indonesian, { ...indonesian, locale: 'id_ID' }])).toEqual(
      ['content/languages.ts: language "id" is listed twice: keep one'],
    );
    expect(findLanguageProblems([english, english, indonesian, english])).toEqual([
      'content/languages.ts: language "en" is listed 3 times: keep one',
    ]);
  });

  it("names a language's name left empty, with its name in itself", () => {
    expect(findLanguageProblems([english, { ...indonesian, name: ' ' }])).toEqual([
      `content/languages.ts: language "id": field "name" is missing; write the language's name in itself, e.g. 'Indonesia'`,
    ]);
    const withoutName = { ...english, name: undefined } as unknown as LanguageInfo;
    expect(findLanguageProblems([withoutName])).toEqual([
      `content/languages.ts: language "en": field "name" is missing; write the language's name in itself, e.g. 'English'`,
    ]);
  });
});
