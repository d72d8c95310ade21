/**
 * The writing's words in a language: its `writingCopy`, with the owner's name filled in.
 * Server only (it reads the language's whole content); client leaves get the words as props.
 */
import 'server-only';
import type { WritingCopy } from '@/content/copy/writing';
import { fillTemplate } from '@/lib/content/copy';
import { contentFor } from '@/lib/i18n/content';
import type { Language } from '@/lib/i18n/languages';
import type { RegionLabels } from '@/lib/writing/mdx';

export function writingWords(language: Language): WritingCopy {
  return contentFor(language).writingCopy;
}

/** The names of the writing's scroll boxes (code blocks, tables) in a language's words. */
export function regionLabels(words: WritingCopy): RegionLabels {
  return {
    code: (language) => fillTemplate(words.codeLabel, { language: language || words.codePlain }),
    table: (columns) => fillTemplate(words.tableLabel, { columns: columns.join(', ') }),
  };
}
