import { languageAlternates, languagePath, splitLanguagePath } from '@/lib/i18n/languages';
import { formatMonthYear, pluralForm } from '@/lib/i18n/format';

// The test's own two languages: the routes are proved whatever the owner lists (one language or
// others); the owner's own list is checked by the content check.
jest.mock('@/content/languages', () => {
  const english = { code: 'en', name: 'English', locale: 'en-US', ogLocale: 'en_US' };
  const indonesian = { code: 'id', name: 'Bahasa Indonesia', locale: 'id-ID', ogLocale: 'id_ID' };
  const listed = { now: [english, indonesian] };
  return {
    get languages() {
      return listed.now;
    },
    listed,
    english,
    indonesian,
  };
});

describe('language routes', () => {
  it('keeps the default language at the root and puts another under its code', () => {
    expect(languagePath('en', '/cv')).toBe('/cv');
    expect(languagePath('id', '/cv')).toBe('/id/cv');
    expect(languagePath('id', '/')).toBe('/id');
    expect(languagePath('id', '/#skills')).toBe('/id#skills');
  });

  it('reads a path back into its language and route', () => {
    expect(splitLanguagePath('/id/portofolio/3')).toEqual({
      language: 'id',
      path: '/portofolio/3',
    });
    expect(splitLanguagePath('/id')).toEqual({ language: 'id', path: '/' });
    expect(splitLanguagePath('/cv')).toEqual({ language: 'en', path: '/cv' });
  });

  it('lists a page in every language it exists in, and none for a page in one language', () => {
    expect(languageAlternates('/cv')).toEqual([
      { language: 'en', path: '/cv' },
      { language: 'id', path: '/id/cv' },
    ]);
    expect(languageAlternates('/notes/a', ['id'])).toEqual([]);
  });

  it('keeps every page at the root, with no alternates, when one language is listed', () => {
    const fixture = jest.requireMock('@/content/languages');
    fixture.listed.now = [fixture.indonesian];
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mock
      const routes = require('@/lib/i18n/languages') as typeof import('@/lib/i18n/languages');
      expect(routes.languagePath('id', '/cv')).toBe('/cv');
      expect(routes.splitLanguagePath('/cv')).toEqual({ language: 'id', path: '/cv' });
      expect(routes.languageAlternates('/cv')).toEqual([]);
    });
    fixture.listed.now = [fixture.english, fixture.indonesian];
  });
});

describe('dates and counts in the page language', () => {
  it('writes month names through Intl', () => {
    expect(formatMonthYear('2022-10', 'en-US')).toBe('Oct 2022');
    expect(formatMonthYear('2022-10', 'id-ID')).toBe('Okt 2022');
    expect(formatMonthYear('2021', 'id-ID')).toBe('2021');
  });

  it('picks the plural form by the language rules', () => {
    const forms = { one: 'one internship', other: 'many internships' };
    expect(pluralForm(forms, 1, 'en-US')).toBe('one internship');
    expect(pluralForm(forms, 2, 'en-US')).toBe('many internships');
    // Indonesian has no plural forms, but a sentence about exactly one thing is its own.
    expect(pluralForm(forms, 1, 'id-ID')).toBe('one internship');
    expect(pluralForm(forms, 2, 'id-ID')).toBe('many internships');
    expect(pluralForm(forms, 21, 'id-ID')).toBe('many internships');
    // Where the rules say 'one' of more than 1, they still decide.
    expect(pluralForm(forms, 0, 'fr-FR')).toBe('one internship');
    expect(pluralForm(forms, 0, 'en-US')).toBe('many internships');
  });
});
