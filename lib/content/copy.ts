/**
 * Fills the placeholders of the interface words (`content/translations/<code>/copy/`). Pure, no
 * React, no language's words: safe in client components. Number words come from the caller's
 * language (`commonCopy.numberWords`); without them a count is written in digits.
 */
import type { CountedText } from '@/content/copy/common';
import { pluralForm } from '@/lib/i18n/format';

/** Values for a template's placeholders, by name. */
export type TemplateValues = Record<string, string | number>;

/** Replaces each {name} in `template` with its value; an unknown placeholder stays as written. */
export function fillTemplate(template: string, values: TemplateValues): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/**
 * A count as a word from `words` (index = number), or past the end of the list as digits written
 * the locale's way.
 */
export function spellNumber(count: number, words: readonly string[] = [], locale = 'en-US') {
  return Number.isInteger(count) && count >= 0 && count < words.length
    ? words[count]!
    : new Intl.NumberFormat(locale).format(count);
}

/** The text with its first letter upper-cased. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The form of a counted sentence that fits `count` under the locale's plural rules, filled in: {n} digits, {count} the number
 * word, {Count} the word capitalised, plus any `values` given.
 */
export function countedText(
  forms: CountedText,
  count: number,
  values: TemplateValues = {},
  words: readonly string[] = [],
  locale = 'en-US',
): string {
  const word = spellNumber(count, words, locale);
  return fillTemplate(pluralForm(forms, count, locale), {
    ...values,
    n: count,
    count: word,
    Count: capitalise(word),
  });
}
