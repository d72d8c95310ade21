/**
 * Which languages the site speaks and where each one's pages live. Pure and small: safe in client
 * components (it carries the language list, never a language's words).
 */
import { languages } from '@/content/languages';
import type { LanguageInfo } from '@/content/languages';
import { textDirection, type TextDirection } from '@/lib/i18n/direction';

/** A language code of `content/languages.ts` ('en', 'id'). */
export type Language = string;

/** The default language: the first of the list, served at the site's root. */
export const defaultLanguage: Language = languages[0]!.code;

/** Every language code, the default first. */
export const languageCodes: readonly Language[] = languages.map((language) => language.code);

/** The languages served under their own prefix (`/id/...`). */
export const prefixedLanguages: readonly Language[] = languageCodes.slice(1);

/** Whether the site has more than one language (a switcher, alternate links, `/id/...` pages). */
export const isMultilingual = languageCodes.length > 1;

/**
 * The languages the `[lang]` routes export: those served under their prefix. A one-language site
 * exports its default language there instead, because Next refuses a dynamic route with no pages;
 * the post-build drops that copy (scripts/postbuild/default-language-copy.mjs), as the default
 * language is served at the root. Exporting the default language under its code as well made a
 * two-language build generate a third more pages (the sample's: 190 instead of 140), all deleted.
 */
export const routeLanguages: readonly Language[] = isMultilingual
  ? prefixedLanguages
  : [defaultLanguage];

/** Whether `code` is one of the site's languages. */
export function isLanguage(code: unknown): code is Language {
  return typeof code === 'string' && languageCodes.includes(code);
}

/** The entry of `content/languages.ts` for a code; throws for a code the site does not speak. */
export function languageInfo(code: Language): LanguageInfo {
  const info = languages.find((language) => language.code === code);
  if (!info)
    throw new Error(`Unknown language "${code}"; the site speaks ${languageCodes.join(', ')}`);
  return info;
}

/** The direction a language is written in ('rtl' for Arabic, Hebrew, Persian, Urdu), from its locale. */
export function languageDirection(code: Language): TextDirection {
  return textDirection(languageInfo(code).locale);
}

/** A route path in a language: the default keeps it ('/cv'), another gets its prefix ('/id/cv'). */
export function languagePath(language: Language, path: string): string {
  const route = path.startsWith('/') ? path : `/${path}`;
  if (language === defaultLanguage) return route;
  // The home page is `/id`, not `/id/`, also before a hash or query: `/#work` → `/id#work`.
  const [, pathname = '/', suffix = ''] = /^([^#?]*)(.*)$/.exec(route) ?? [];
  return pathname === '/' ? `/${language}${suffix}` : `/${language}${route}`;
}

/** The language of a route path and the path without its prefix ('/id/cv' → id, '/cv'). */
export function splitLanguagePath(path: string): { language: Language; path: string } {
  const [, first = '', ...rest] = path.split('/');
  if (first !== defaultLanguage && prefixedLanguages.includes(first)) {
    return { language: first, path: `/${rest.join('/')}` };
  }
  return { language: defaultLanguage, path: path || '/' };
}

/**
 * The same page in every language, for `hreflang` alternates and the sitemap; empty for a
 * one-language site. `available` limits it to the languages the page exists in (a note written in
 * one language only).
 */
export function languageAlternates(
  path: string,
  available: readonly Language[] = languageCodes,
): { language: Language; path: string }[] {
  if (!isMultilingual) return [];
  const codes = languageCodes.filter((code) => available.includes(code));
  if (codes.length < 2) return [];
  return codes.map((language) => ({ language, path: languagePath(language, path) }));
}
