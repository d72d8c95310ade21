import { fillTemplate } from '@/lib/content/copy';
import { formatDay } from '@/lib/writing/dates';
import type { Language } from '@/lib/i18n/languages';
import { writingWords } from '@/lib/writing/words';
import styles from './NoteMeta.module.scss';

export interface NoteMetaProps {
  date: string;
  updated?: string;
  readingMinutes: number;
  lang: Language;
}

/** "18 March 2024 · 5 min read", with the date of the last change when there is one. */
export function NoteMeta({ date, updated, readingMinutes, lang }: NoteMetaProps) {
  const words = writingWords(lang);
  return (
    <p className={styles.meta}>
      <time dateTime={date}>{formatDay(date, lang)}</time>
      <span aria-hidden="true"> · </span>
      <span>{fillTemplate(words.readingTime, { count: readingMinutes })}</span>
      {updated ? (
        <>
          <span aria-hidden="true"> · </span>
          <span>
            {words.updated} <time dateTime={updated}>{formatDay(updated, lang)}</time>
          </span>
        </>
      ) : null}
    </p>
  );
}
