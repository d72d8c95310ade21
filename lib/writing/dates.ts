/** Dates of the writing, written for the reader's language by Intl (UTC, so a day stays that day). */
export function formatDay(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}
