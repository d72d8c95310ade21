import { SiteLink } from '@/components/layout/SiteLink';
import type { Note } from '@/lib/writing/notes';
import type { Language } from '@/lib/i18n/languages';
import { formatDay } from '@/lib/writing/dates';
import { NoteMeta } from '@/components/writing/NoteMeta';
import styles from './NoteList.module.scss';

export interface NoteListProps {
  notes: Note[];
  lang: Language;
  /** Heading level of each note's title: 2 on the list page, 3 inside a home or tag section. */
  headingLevel?: 2 | 3;
  /** Links with title and date only (the home page, where every byte of its payload counts). */
  compact?: boolean;
}

/** Notes as a list of cards: title (the link), meta line and summary. */
export function NoteList({ notes, lang, headingLevel = 2, compact = false }: NoteListProps) {
  if (compact) {
    return (
      <ol className={styles.list}>
        {notes.map((note) => (
          <li key={note.slug}>
            {/* Unclassed children, styled from .compact: fewer bytes in the home page's payload. */}
            <SiteLink href={note.path} className={styles.compact}>
              <b>{note.data.title}</b>
              <small>{formatDay(note.data.date, lang)}</small>
            </SiteLink>
          </li>
        ))}
      </ol>
    );
  }
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className={styles.list}>
      {notes.map((note) => (
        <li key={note.slug}>
          <article className={styles.card}>
            <Heading className={styles.title}>
              <SiteLink href={note.path} className={styles.link}>
                {note.data.title}
              </SiteLink>
            </Heading>
            <NoteMeta date={note.data.date} readingMinutes={note.readingMinutes} lang={lang} />
            <p className={styles.summary}>{note.data.summary}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}
