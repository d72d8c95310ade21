/**
 * The writing's words in a language: its `writingCopy`, with the owner's name filled in.
 * Server only (it reads the language's whole content); client leaves get the words as props.
 */
import 'server-only';
import type { WritingCopy } from '@/content/copy/writing';
import { contentFor } from '@/lib/i18n/content';
import type { Language } from '@/lib/i18n/languages';

export function writingWords(language: Language): WritingCopy {
  return contentFor(language).writingCopy;
}
