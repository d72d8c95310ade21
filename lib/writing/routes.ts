/**
 * Route params of the writing pages, per language: only the pages that exist are built (a note
 * written in one language has no page in the other; a language without notes has no notes page).
 */
import 'server-only';
import { defaultLanguage, routeLanguages, type Language } from '@/lib/i18n/languages';
import { getNotes, hasNotes } from '@/lib/writing/notes';
import { getTags } from '@/lib/writing/tag-index';

/**
 * The slug of the one page a notes route exports when its language has no notes: Next refuses a
 * dynamic route with no pages. It renders the 404 page, and the post-build removes it with the
 * rest of that language's writing pages (scripts/postbuild/writing-without-notes.mjs).
 */
export const NO_NOTES_SLUG = '_no-notes';

export function noteSlugParams(language: Language) {
  const slugs = getNotes(language).map((note) => ({ slug: note.slug }));
  return slugs.length > 0 ? slugs : [{ slug: NO_NOTES_SLUG }];
}

export function tagParams(language: Language) {
  return getTags(language).map((tag) => ({ tag: tag.slug }));
}

/**
 * Params of a `[lang]` route: those of the languages it exports (`routeLanguages`), and at least
 * the default language's. Next refuses to export a dynamic route with no pages (a language
 * without notes); the default language's copy under its code is dropped after the build, as for
 * every `[lang]` route (scripts/postbuild/default-language-copy.mjs).
 */
function withDefault<T extends { lang: Language }>(params: T[], fallback: T): T[] {
  return params.length > 0 ? params : [fallback];
}

/** The languages that have notes, for `/[lang]/notes` and its feeds. */
export function notesLanguageParams() {
  return withDefault(
    routeLanguages.filter(hasNotes).map((lang) => ({ lang })),
    { lang: defaultLanguage },
  );
}

export function prefixedNoteParams() {
  return withDefault(
    routeLanguages
      .filter(hasNotes)
      .flatMap((lang) => noteSlugParams(lang).map((params) => ({ lang, ...params }))),
    { lang: defaultLanguage, slug: NO_NOTES_SLUG },
  );
}

export function prefixedTagParams() {
  return withDefault(
    routeLanguages.flatMap((lang) => tagParams(lang).map((params) => ({ lang, ...params }))),
    { lang: defaultLanguage, tag: 'none' },
  );
}
