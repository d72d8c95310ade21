import { languages } from '@/content/languages';

/** Each language's name in itself, by code, for the switcher. */
export const languageNames: Readonly<Record<string, string>> = Object.fromEntries(
  languages.map((language) => [language.code, language.name]),
);
