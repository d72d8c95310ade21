/**
 * The languages' part of the content check: each entry of `content/languages.ts` checked before
 * anything formats a date or a number with it. A locale `Intl` refuses (`'id_ID'`) would otherwise
 * stop the check with Intl's own words ("Incorrect locale information provided"), naming no file
 * or field. Pure; it reads the list alone, not the rest of the content.
 */
import { languages as listedLanguages, type LanguageInfo } from '@/content/languages';

const FILE = 'content/languages.ts';

/** A language subtag (`<html lang>`, the URL prefix): two or three lower-case letters. */
const LANGUAGE_CODE = /^[a-z]{2,3}$/;

/** Open Graph's form: the language and the region joined by an underscore ('id_ID'). */
const OG_LOCALE = /^[a-z]{2,3}_[A-Z]{2}$/;

/** The locale `Intl` makes of `value`, or undefined when it refuses it. */
function canonicalLocale(value: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(value)[0];
  } catch {
    return undefined;
  }
}

const asText = (value: unknown) => String(value ?? '');

/** `field "locale" "id_ID" is not a locale`, or `field "locale" is missing` when it is empty. */
const notA = (field: string, value: string, what: string) =>
  value ? `field "${field}" "${value}" is not ${what}` : `field "${field}" is missing`;

/** What a mistyped locale most likely meant: 'id_ID' → 'id-ID'; a generic example otherwise. */
function suggestedLocale(value: string): string {
  return canonicalLocale(value.trim().replace(/[_\s]+/g, '-')) ?? 'en-US';
}

/** What a mistyped code most likely meant: 'ID' → 'id', 'id-ID' → 'id'; 'en' otherwise. */
function suggestedCode(value: string): string {
  const [language = ''] = value.trim().split(/[-_\s]/);
  return LANGUAGE_CODE.test(language.toLowerCase()) ? language.toLowerCase() : 'en';
}

/** What a mistyped Open Graph locale most likely meant: 'id-ID' or 'id_id' → 'id_ID'. */
function suggestedOgLocale(value: string, locale: string): string {
  const [language = '', region = ''] = value.trim().split(/[-_\s]+/);
  const fixed = `${language.toLowerCase()}_${region.toUpperCase()}`;
  if (OG_LOCALE.test(fixed)) return fixed;
  const fromLocale = canonicalLocale(locale)?.replace('-', '_');
  return fromLocale && OG_LOCALE.test(fromLocale) ? fromLocale : 'en_US';
}

/** The name a language has in itself, as `Intl` knows it ('id' → 'Indonesia'); 'English' otherwise. */
function nameInItself(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    // A code Intl does not know comes back as it is: no name to offer.
    return name && name !== code ? name : 'English';
  } catch {
    return 'English';
  }
}

/**
 * Every mistake in `content/languages.ts`, one line each naming the language and the field and
 * what to write instead; empty when every entry can be used.
 */
export function findLanguageProblems(
  languages: readonly LanguageInfo[] = listedLanguages,
): string[] {
  if (languages.length === 0) {
    return [
      `${FILE}: no language at all: list one, e.g. { code: 'en', name: 'English', locale: 'en-US', ogLocale: 'en_US' }`,
    ];
  }
  return languages.flatMap((language, index) => {
    // A field left out is checked as empty, so its line names it instead of the check stopping.
    const code = asText(language.code);
    const name = asText(language.name);
    const locale = asText(language.locale);
    const ogLocale = asText(language.ogLocale);
    const entry = `${FILE}: language ${code ? `"${code}"` : index + 1}`;
    // A code listed again would be a second switcher link and footer entry of the same language;
    // its line is said once, at the repeat, which is the entry to delete.
    const before = languages.slice(0, index).filter((other) => asText(other.code) === code).length;
    if (code && before > 0) {
      const times = languages.filter((other) => asText(other.code) === code).length;
      return before === 1
        ? [`${entry} is listed ${times === 2 ? 'twice' : `${times} times`}: keep one`]
        : [];
    }
    const problems: string[] = [];
    if (!LANGUAGE_CODE.test(code)) {
      problems.push(
        `${entry}: ${notA('code', code, 'a language code')}; write the language's two or three letters in lower case, e.g. '${suggestedCode(code)}'`,
      );
    }
    if (!name.trim()) {
      // The switcher and the footer show it: an empty one is a link with no words.
      problems.push(
        `${entry}: field "name" is missing; write the language's name in itself, e.g. '${nameInItself(code)}'`,
      );
    }
    if (!canonicalLocale(locale)) {
      problems.push(
        `${entry}: ${notA('locale', locale, 'a locale')}; write it with a dash, e.g. '${suggestedLocale(locale)}'`,
      );
    }
    if (!OG_LOCALE.test(ogLocale)) {
      problems.push(
        `${entry}: ${notA('ogLocale', ogLocale, 'an Open Graph locale')}; write it with an underscore, e.g. '${suggestedOgLocale(ogLocale, locale)}'`,
      );
    }
    return problems;
  });
}
