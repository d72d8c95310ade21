import { formatLongDate } from '@/lib/i18n/format';
import { languageInfo, type Language } from '@/lib/i18n/languages';

/** A note's date in the reader's language, by the language's locale ('March 18, 2024', '18 Maret 2024'). */
export function formatDay(iso: string, language: Language): string {
  return formatLongDate(iso, languageInfo(language).locale);
}
