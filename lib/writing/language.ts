/**
 * Placeholder for the site's language module until it lands: the writing code takes a language
 * code everywhere, so switching to the real module changes imports only.
 */
export type Language = string;

/** The language of unprefixed routes. */
export const defaultLanguage: Language = 'en';

/** Every language the site is written in, the default first. */
export const languages: Language[] = ['en', 'id'];

/** A route path in a language: '/notes/x' stays for the default, becomes '/id/notes/x' otherwise. */
export function languagePath(lang: Language, path: string): string {
  if (lang === defaultLanguage) return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}
