/**
 * The languages the site is published in; the first is the default, served at the site's root
 * (`/`, `/portofolio/3`, `/cv`), every other one under its code (`/id`, `/id/portofolio/3`).
 * With a single entry the site has one language: no switcher, no alternate links.
 * To add a language: add its entry here and its words in `content/translations/<code>/`
 * (the build names every word still missing).
 */
export const languages: readonly LanguageInfo[] = [
  { code: 'en', name: 'English', locale: 'en-US', ogLocale: 'en_US' },
  { code: 'id', name: 'Bahasa Indonesia', locale: 'id-ID', ogLocale: 'id_ID' },
];

/** One language the site is published in. */
export interface LanguageInfo {
  /** Its code: the URL prefix and `<html lang>` (a BCP 47 language subtag: 'en', 'id', 'fr'). */
  code: string;
  /** Its name in itself, for the switcher ('Bahasa Indonesia', 'English'). */
  name: string;
  /** The locale that formats its dates and numbers (`Intl`), e.g. 'id-ID'. */
  locale: string;
  /** Open Graph's locale form, e.g. 'id_ID'. */
  ogLocale: string;
}
