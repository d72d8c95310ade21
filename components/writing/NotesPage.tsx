import type { Language } from '@/lib/writing/language';
import { getNotes } from '@/lib/writing/notes';
import { writingWords } from '@/lib/writing/words';
import { NoteList } from '@/components/writing/NoteList';
import styles from './NotesPage.module.scss';

/** The list of every note in a language, newest first. */
export function NotesPage({ lang }: { lang: Language }) {
  const words = writingWords(lang);
  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{words.notesTitle}</h1>
        <p className={styles.intro}>{words.notesIntro}</p>
      </header>
      <NoteList notes={getNotes(lang)} lang={lang} />
    </main>
  );
}
