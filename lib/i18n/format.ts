/**
 * Dates, numbers and counted sentences in a page's language, through the platform's `Intl`
 * (no hand-written month tables). Pure, safe anywhere.
 */
import type { CountedText } from '@/content/copy/common';

/** A month and year as the locale writes it: 'Oct 2022' (en-US), 'Okt 2022' (id-ID). */
export function formatMonthYear(isoDate: string, locale: string): string {
  const [year, month = '01'] = isoDate.split('-');
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, 1));
  // A bare year ('2021') is shown as a year.
  if (!/^\d{4}-\d{2}/.test(isoDate)) return String(year);
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' })
    .format(date)
    .replace(/\.(?= )/, '');
}

/** A full date as the locale writes it: 'March 18, 2024', '18 Maret 2024'. */
export function formatLongDate(isoDate: string, locale: string): string {
  const [year, month = '01', day = '01'] = isoDate.split('-');
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))),
  );
}

/** A number with the locale's digit grouping: 1,200 (en) or 1.200 (id). */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/**
 * The form of a counted sentence for `count`: `one` for exactly one, and wherever else the
 * locale's plural rules say 'one' (French says it of 0 too); `other` for the rest. A language
 * without plural forms, such as Indonesian, has no 'one' in its rules, but a sentence about a
 * single thing still reads differently ("Satu-satunya proyek…", not "Semua satu proyek…"), and
 * that is what the owner writes `one` for.
 */
export function pluralForm(forms: CountedText, count: number, locale: string): string {
  return count === 1 || new Intl.PluralRules(locale).select(count) === 'one'
    ? forms.one
    : forms.other;
}
