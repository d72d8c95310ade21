import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Language } from '@/lib/i18n/languages';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { buildMetadata } from '@/lib/seo/metadata';
import { getNotes } from '@/lib/writing/notes';
import { languagesWithNotes } from '@/lib/writing/notes';
import { writingWords } from '@/lib/writing/words';
import { NoteList } from '@/components/writing/NoteList';
import styles from './NotesPage.module.scss';

export function notesMetadata(language: Language): Metadata {
  const words = writingWords(language);
  return buildMetadata({
    language,
    title: words.notesTitle,
    description: words.notesIntro,
    path: '/notes',
    languages: languagesWithNotes(),
  });
}

/** The list of every note in a language, newest first. */
export function NotesPage({ language }: { language: Language }) {
  setPageLanguage(language);
  const notes = getNotes(language);
  // With no notes there is no notes page: the export writes the 404 page in its place.
  if (notes.length === 0) notFound();
  const words = writingWords(language);
  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{words.notesTitle}</h1>
        <p className={styles.intro}>{words.notesIntro}</p>
      </header>
      <NoteList notes={notes} lang={language} />
    </main>
  );
}
