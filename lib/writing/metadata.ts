/**
 * Metadata of the writing pages, built with the site's one metadata helper. Server only.
 */
import 'server-only';
import type { Metadata } from 'next';
import { fillTemplate } from '@/lib/content/copy';
import { buildMetadata } from '@/lib/seo/metadata';
import { absoluteImageUrl } from '@/lib/media/images';
import { languagePath, type Language } from '@/lib/writing/language';
import type { Note } from '@/lib/writing/notes';
import type { TagEntry } from '@/lib/writing/tag-index';
import { writingWords } from '@/lib/writing/words';

export function notesMetadata(lang: Language): Metadata {
  const words = writingWords(lang);
  return buildMetadata({
    title: words.notesTitle,
    description: words.notesIntro,
    path: languagePath(lang, '/notes'),
    lang,
  });
}

export function noteMetadata(note: Note): Metadata {
  const cover = note.data.cover;
  const metadata = buildMetadata({
    title: note.data.title,
    description: note.data.summary,
    path: note.path,
    type: 'article',
    lang: note.lang,
    ...(cover ? { image: { url: absoluteImageUrl(cover.src, cover.width), alt: cover.alt } } : {}),
  });
  return {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      type: 'article',
      publishedTime: note.data.date,
      ...(note.data.updated ? { modifiedTime: note.data.updated } : {}),
      tags: note.data.tags,
    },
  };
}

export function tagMetadata(tag: TagEntry, lang: Language): Metadata {
  const words = writingWords(lang);
  return buildMetadata({
    title: fillTemplate(words.tagPage.title, { tag: tag.name }),
    description: fillTemplate(words.tagPage.description, { tag: tag.name }),
    path: languagePath(lang, `/tags/${tag.slug}`),
    lang,
  });
}
