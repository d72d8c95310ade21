import { SiteLink } from '@/components/layout/SiteLink';
import { languagePath, type Language } from '@/lib/i18n/languages';
import { getNotes } from '@/lib/writing/notes';
import { writingWords } from '@/lib/writing/words';
import { SectionHeading } from '@/components/home/SectionHeading';
import { NoteList } from '@/components/writing/NoteList';
import { belowFirstScreen } from '@/lib/head-script/deferred-styles.mjs';
import styles from './LatestNotes.module.scss';

/** How many notes the home page shows. */
export const LATEST_NOTES_COUNT = 3;

/** The home page's newest notes and a link to all of them; absent when there are none. */
export function LatestNotes({ lang }: { lang: Language }) {
  const notes = getNotes(lang).slice(0, LATEST_NOTES_COUNT);
  if (notes.length === 0) return null;
  const words = writingWords(lang);
  return (
    <section
      id="notes"
      aria-labelledby="notes-title"
      className={styles.section}
      {...belowFirstScreen}
    >
      <div className={styles.inner}>
        <div className={styles.aside}>
          <SectionHeading
            id="notes-title"
            eyebrow={words.latestEyebrow}
            title={words.latestNotes}
          />
          <SiteLink href={languagePath(lang, '/notes')} className={styles.all}>
            {words.allNotes} <span aria-hidden="true">→</span>
          </SiteLink>
        </div>
        <NoteList notes={notes} lang={lang} headingLevel={3} compact />
      </div>
    </section>
  );
}
