/**
 * Where the language links of a note or tag page lead when the page does not exist in another
 * language (a note written in one language, a tag only such a note uses): to the nearest page
 * that does, that language's notes list (or its home page when it has no notes), with words that
 * say so. Server only; the switcher receives the result as a prop.
 */
import 'server-only';
import { cache } from 'react';
import { fillTemplate } from '@/lib/content/copy';
import { contentFor } from '@/lib/i18n/content';
import { languageCodes, languageInfo, languagePath, type Language } from '@/lib/i18n/languages';
import { languageNames } from '@/lib/i18n/names';
import { getNote, getNotes, hasNotes, notePath } from '@/lib/writing/notes';
import { getTag, getTags } from '@/lib/writing/tag-index';
import { tagPath } from '@/lib/writing/tags';

/** The link to another language in place of the pages that are not there. */
export interface LanguageFallback {
  /** Route path of the nearest page that exists in that language. */
  href: string;
  /** The link's text, in that language. */
  label: string;
  /** The route paths (without the language prefix) that have no twin in that language. */
  paths: readonly string[];
  /**
   * That language has no notes at all: the notes list and every note lead to `href` too, without
   * each note's path in `paths` (every page of the language carries this, so it stays short).
   */
  withoutNotes?: true;
}

/** By language code: where its link goes from the pages it lacks. */
export type LanguageFallbacks = Readonly<Record<Language, LanguageFallback>>;

/** The nearest page of `other` and what its link says from a page in `language`. */
function fallbackIn(other: Language, language: Language): Omit<LanguageFallback, 'paths'> {
  const words = contentFor(other).writingCopy;
  const withNotes = hasNotes(other);
  // The page's language named in the other one, as the platform writes it ('Inggris').
  const languageName =
    new Intl.DisplayNames([languageInfo(other).locale], { type: 'language' }).of(language) ??
    languageNames[language]!;
  return {
    href: languagePath(other, withNotes ? '/notes' : '/'),
    label: fillTemplate(words.onlyInLanguage, {
      page: withNotes ? words.notesTitle : languageNames[other]!,
      language: languageName,
    }),
  };
}

/**
 * The fallbacks the language links of `language`'s pages need; undefined when every page has its
 * twins (the usual case: nothing extra in every page's payload). One object per page render: the
 * top bar's switcher and the footer's receive the same one, which the payload then writes once
 * (React refers to an object it has already written instead of writing it again).
 */
export const languageFallbacks = cache(function languageFallbacks(
  language: Language,
): LanguageFallbacks | undefined {
  const result: Record<Language, LanguageFallback> = {};
  for (const other of languageCodes.filter((code) => code !== language)) {
    // With no notes at all, the other language lacks the notes list too.
    const withoutNotes = hasNotes(language) && !hasNotes(other);
    const missing = [
      ...(withoutNotes ? [] : getNotes(language))
        .filter((note) => !getNote(other, note.slug))
        .map((note) => notePath(note.slug)),
      ...getTags(language)
        .filter((tag) => !getTag(other, tag.slug))
        .map((tag) => tagPath(tag.slug)),
    ];
    if (missing.length === 0 && !withoutNotes) continue;
    result[other] = {
      ...fallbackIn(other, language),
      paths: missing,
      ...(withoutNotes ? { withoutNotes: true } : {}),
    };
  }
  return Object.keys(result).length > 0 ? result : undefined;
});
