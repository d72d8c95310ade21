import type { LanguageWords } from './types';
import { id } from './id';

/**
 * The words of every language but the default one (whose words are the files of `content/`
 * themselves), by language code. Server only in practice: the site reads them through
 * `lib/i18n/content.ts`, so a page's HTML and JavaScript carry only its own language.
 */
export const translations: Readonly<Record<string, LanguageWords>> = { id };
