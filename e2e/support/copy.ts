import { interfaceWords, languages, site, translations } from '@/content';
import type { CopyWords } from '@/content';
import type { CountedText } from '@/content/copy/common';
import { countedText } from '@/lib/content/copy';
import { defaultSiteLanguage } from './content';
import { escapeRegExp } from './text';

/**
 * The interface words (headings, labels, button names) a page shows, in the page's language: the
 * one place the browser and static tests read `content/` copy from, so the specs find controls by
 * the owner's words in any language, and a move of the copy files changes this module only.
 */

/** The site's languages, the default first (`content/languages.ts`). */
export const siteLanguages = languages;

/** The default language: the one served at `/`. */
export const defaultLanguage = defaultSiteLanguage.code;

/** The interface words of `code`'s pages (content/translations/<code>/copy/, through its loader). */
export function copyFor(code: string = defaultLanguage): CopyWords {
  const words = interfaceWords[code];
  if (!words) throw new Error(`No interface words for the language "${code}" in content/`);
  return words;
}

/** The words of the pages at `/` (the default language). */
export const copy: CopyWords = copyFor();

/** The languages other than the default (each under its code), possibly none. */
export const otherLanguages = languages.slice(1).map((language) => language.code);

/** An accessible-name matcher for a control that goes by any one of `names` (its states). */
export function anyName(names: readonly string[]): RegExp {
  const escaped = names.map(escapeRegExp);
  return new RegExp(`^(${escaped.join('|')})$`);
}

/** The top bar's Get In Touch, in any of the site's languages (the owner's words). */
export const contactLabels = anyName([
  site.contactLabel,
  ...Object.values(translations).map((words) => words.site.contactLabel),
]);

/**
 * A matcher for words of the copy with a `{placeholder}`, e.g. '{count} min read' and '\\d+':
 * the words as written, each placeholder standing for `pattern`.
 */
export function wordsAround(template: string, pattern: string): RegExp {
  const parts = template.split(/\{\w+\}/).map(escapeRegExp);
  return new RegExp(`^${parts.join(pattern)}$`);
}

/**
 * A counted sentence as the pages of `code` write it: the plural form the language's rules pick,
 * the count spelled in its number words where the copy says {count} ("Two projects use Laravel.",
 * not "2 projects…": a count of one hid the difference on the sample's first tool).
 */
export function counted(
  forms: CountedText,
  count: number,
  values: Record<string, string | number> = {},
  code: string = defaultLanguage,
): string {
  const language = languages.find((entry) => entry.code === code);
  return countedText(forms, count, values, copyFor(code).commonCopy.numberWords, language?.locale);
}
