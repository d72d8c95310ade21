/**
 * The writing's words in a language. Until the site's language module serves every word, this
 * picks the writing copy itself; callers pass the language and never import the copy directly.
 */
import { writingCopy as en, type WritingCopy } from '@/content/copy/writing';
import { writingCopy as id } from '@/content/translations/id/copy/writing';
import { defaultLanguage, type Language } from '@/lib/i18n/languages';

const byLanguage: Record<string, WritingCopy> = { en, id };

export function writingWords(lang: Language): WritingCopy {
  return byLanguage[lang] ?? byLanguage[defaultLanguage]!;
}
