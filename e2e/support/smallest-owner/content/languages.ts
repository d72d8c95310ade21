/**
 * The smallest owner's site speaks Indonesian only: `/` is Indonesian, with no `/id` pages and no
 * switcher. (Written whole by e2e/support/smallest-owner/apply.mjs.)
 */
export const languages: readonly LanguageInfo[] = [
  { code: 'id', name: 'Bahasa Indonesia', locale: 'id-ID', ogLocale: 'id_ID' },
];

/** One language the site is published in. */
export interface LanguageInfo {
  /** Its code: the URL prefix and `<html lang>`. */
  code: string;
  /** Its name in itself, for the switcher. */
  name: string;
  /** The locale that formats its dates and numbers (`Intl`). */
  locale: string;
  /** Open Graph's locale form. */
  ogLocale: string;
}
