/**
 * Route params of the writing pages, per language: only the pages that exist are built (a note
 * written in one language has no page in the other; a language without notes has no notes page).
 */
import 'server-only';
import { prefixedLanguages, type Language } from '@/lib/i18n/languages';
import { getNotes, hasNotes } from '@/lib/writing/notes';
import { getTags } from '@/lib/writing/tag-index';

export function noteSlugParams(language: Language) {
  return getNotes(language).map((note) => ({ slug: note.slug }));
}

export function tagParams(language: Language) {
  return getTags(language).map((tag) => ({ tag: tag.slug }));
}

/** The prefixed languages that have notes, for `/[lang]/notes` and its feeds. */
export function notesLanguageParams() {
  return prefixedLanguages.filter(hasNotes).map((lang) => ({ lang }));
}

export function prefixedNoteParams() {
  return prefixedLanguages.flatMap((lang) =>
    noteSlugParams(lang).map((params) => ({ lang, ...params })),
  );
}

export function prefixedTagParams() {
  return prefixedLanguages.flatMap((lang) =>
    tagParams(lang).map((params) => ({ lang, ...params })),
  );
}
