import type { Metadata } from 'next';
import { SiteLink } from '@/components/layout/SiteLink';
import { notFound } from 'next/navigation';
import { contentFor } from '@/lib/i18n/content';
import { languagePath, type Language } from '@/lib/i18n/languages';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { noteJsonLd } from '@/lib/seo/jsonld';
import { buildMetadata, shareImageUrl } from '@/lib/seo/metadata';
import { compileMdx } from '@/lib/writing/mdx';
import { getAdjacentNotes, getNote, notePath, noteLanguages, type Note } from '@/lib/writing/notes';
import { regionLabels, writingWords } from '@/lib/writing/words';
import { NOTE_COVER_SLOT } from '@/lib/media/slots';
import { SiteImage } from '@/components/media/SiteImage';
import { JsonLd } from '@/components/seo/JsonLd';
import { NoteMeta } from '@/components/writing/NoteMeta';
import { Prose } from '@/components/writing/Prose';
import { ReadToEndSlot } from '@/components/analytics/ReadToEndSlot';
import { TagLinks } from '@/components/writing/TagLinks';
import styles from './NotePage.module.scss';

export interface NotePageProps {
  language: Language;
  slug: string;
}

/** The image that stands for a note in link previews and structured data. */
function noteImage(note: Note): { url: string; alt: string } {
  // A card like the projects': the note's title, summary and tags, over its cover if it has one.
  return { url: shareImageUrl(`note-${note.slug}`, note.lang), alt: note.data.title };
}

export function noteMetadata(language: Language, slug: string): Metadata {
  const note = getNote(language, slug);
  if (!note) return {};
  const metadata = buildMetadata({
    language,
    title: note.data.title,
    description: note.data.summary,
    path: notePath(slug),
    languages: noteLanguages(slug),
    type: 'article',
    image: noteImage(note),
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

/** One note: heading, meta, tags, optional cover, the text, and links to its neighbours. */
export async function NotePage({ language: lang, slug }: NotePageProps) {
  setPageLanguage(lang);
  const note = getNote(lang, slug);
  if (!note) notFound();
  const words = writingWords(lang);
  const { tree } = await compileMdx(note.body, note.file, regionLabels(words));
  const { newer, older } = getAdjacentNotes(lang, note.slug);
  const { data } = note;
  return (
    <main id="main" className={styles.page}>
      <article className={styles.article} data-pagefind-body="">
        <header className={styles.header}>
          <SiteLink
            href={languagePath(lang, '/notes')}
            className={styles.back}
            data-pagefind-ignore=""
          >
            <span aria-hidden="true" data-inline-arrow="">
              ←
            </span>{' '}
            {words.backToNotes}
          </SiteLink>
          <h1 className={styles.title}>{data.title}</h1>
          <p className={styles.summary}>{data.summary}</p>
          <NoteMeta
            date={data.date}
            updated={data.updated}
            readingMinutes={note.readingMinutes}
            lang={lang}
          />
          {data.tags.length > 0 ? (
            <TagLinks tags={data.tags} lang={lang} label={words.tagsLabel} />
          ) : null}
        </header>
        {data.cover ? (
          <SiteImage
            publicId={data.cover.src}
            alt={data.cover.alt}
            slot={NOTE_COVER_SLOT}
            className={styles.cover}
            priority
          />
        ) : null}
        <Prose tree={tree} />
        <ReadToEndSlot slug={note.slug} />
      </article>
      {newer || older ? (
        <nav className={styles.pager} aria-label={words.pager.label}>
          {newer ? (
            <SiteLink href={newer.path} className={styles.pagerLink} rel="prev">
              <span className={styles.pagerLabel}>{words.pager.newer}</span>
              <span className={styles.pagerTitle}>{newer.data.title}</span>
            </SiteLink>
          ) : null}
          {older ? (
            <SiteLink
              href={older.path}
              className={`${styles.pagerLink} ${styles.older}`}
              rel="next"
            >
              <span className={styles.pagerLabel}>{words.pager.older}</span>
              <span className={styles.pagerTitle}>{older.data.title}</span>
            </SiteLink>
          ) : null}
        </nav>
      ) : null}
      <JsonLd
        data={noteJsonLd(
          {
            title: data.title,
            summary: data.summary,
            date: data.date,
            updated: data.updated,
            tags: data.tags,
            path: note.path,
            image: noteImage(note).url,
          },
          contentFor(lang),
        )}
      />
    </main>
  );
}
