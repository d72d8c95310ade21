/**
 * The language of the page being rendered, for server components deep in the tree. Each route's
 * layout and page call `setPageLanguage` first (React renders them separately, so both must);
 * components then read `pageContent()` instead of having the language passed down every level.
 * React's `cache` scopes the value to one page render.
 */
import 'server-only';
import { cache } from 'react';
import { contentFor, type LocalizedContent } from '@/lib/i18n/content';
import type { Language } from '@/lib/i18n/languages';

const pageStore = cache((): { language?: Language } => ({}));

/** Declares the language of the page being rendered. */
export function setPageLanguage(language: Language): void {
  pageStore().language = language;
}

/** The language of the page being rendered; throws when its route forgot to declare it. */
export function pageLanguage(): Language {
  const { language } = pageStore();
  if (!language) throw new Error('The route did not call setPageLanguage() before rendering');
  return language;
}

/** Everything the page shows, in its language. */
export function pageContent(): LocalizedContent {
  return contentFor(pageLanguage());
}
