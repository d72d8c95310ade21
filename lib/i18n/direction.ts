/**
 * The direction a language is written in, for `<html dir>`: Arabic, Persian, Urdu, Hebrew and
 * the other languages written right to left read from the right, and the page's layout follows
 * (its styles are written with logical properties: `margin-inline-start`, not `margin-left`).
 * Read from the locale's script when it names one ('pa-Arab-PK': Arabic letters), else from its
 * language. A fixed list rather than the runtime's `Intl.Locale` text info, which not every
 * browser has, so the server and the browser always agree. Pure, safe anywhere.
 */

/** Scripts written right to left (ISO 15924). */
const RIGHT_TO_LEFT_SCRIPTS = new Set([
  'adlm',
  'arab',
  'hebr',
  'mand',
  'nkoo',
  'rohg',
  'samr',
  'syrc',
  'thaa',
]);

/** Languages whose usual script is written right to left (their locales name none). */
const RIGHT_TO_LEFT_LANGUAGES = new Set([
  'ar',
  'arc',
  'azb',
  'bal',
  'ckb',
  'dv',
  'fa',
  'glk',
  'he',
  'iw',
  'ks',
  'lrc',
  'mzn',
  'nqo',
  'pnb',
  'prs',
  'ps',
  'sd',
  'syr',
  'ug',
  'ur',
  'yi',
]);

export type TextDirection = 'ltr' | 'rtl';

/** The direction of a BCP 47 tag: 'ar', 'ar-EG', 'fa-IR' and 'pa-Arab' → 'rtl'; 'en-US' → 'ltr'. */
export function textDirection(tag: string): TextDirection {
  const [language = '', ...subtags] = tag.toLowerCase().split(/[-_]/);
  const script = subtags.find((subtag) => /^[a-z]{4}$/.test(subtag));
  if (script) return RIGHT_TO_LEFT_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  return RIGHT_TO_LEFT_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}
