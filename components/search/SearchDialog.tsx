'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { WritingCopy } from '@/content/copy/writing';
import { trackOnce } from '@/lib/analytics/events';
import { loadPagefind, pageUrl, type PagefindResultData } from '@/lib/search/pagefind';
import styles from './SearchDialog.module.scss';

/** At most this many results are shown; the count announced is the full number. */
const MAX_RESULTS = 8;

export interface SearchDialogProps {
  /** The dialog's words in the page's language, handed down from the top bar (server). */
  words: WritingCopy['search'];
  onClose: () => void;
}

type Status =
  | { phase: 'loading' }
  | { phase: 'failed' }
  | { phase: 'idle' }
  | { phase: 'results'; total: number; results: PagefindResultData[] };

/** Search as a modal dialog: a search box, a live count, and the matching pages as links. */
export function SearchDialog({ words, onClose }: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const resultsId = useId();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status>({ phase: 'loading' });

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // showModal focuses the first control (the close button); the search box is where to type.
    input.current?.focus();
    loadPagefind().then(
      () => setStatus((current) => (current.phase === 'loading' ? { phase: 'idle' } : current)),
      () => setStatus({ phase: 'failed' }),
    );
  }, []);

  useEffect(() => {
    const text = query.trim();
    if (!text) return;
    let current = true;
    loadPagefind()
      .then((api) => api.debouncedSearch(text, {}, 200))
      .then(async (search) => {
        // null: a newer query replaced this one.
        if (!search || !current) return;
        trackOnce(dialog, 'Search', { language: document.documentElement.lang });
        const results = await Promise.all(
          search.results.slice(0, MAX_RESULTS).map((result) => result.data()),
        );
        if (current) setStatus({ phase: 'results', total: search.results.length, results });
      })
      .catch(() => {
        if (current) setStatus({ phase: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [query]);

  const message =
    status.phase === 'loading'
      ? words.loading
      : status.phase === 'failed'
        ? words.failed
        : status.phase === 'results'
          ? status.total === 0
            ? words.none
            : (status.total === 1 ? words.results.one : words.results.other).replace(
                '{count}',
                String(status.total),
              )
          : '';

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside the panel) closes it.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {words.title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={() => dialog.current?.close()}
            aria-label={words.close}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <input
          type="search"
          className={styles.input}
          aria-labelledby={titleId}
          placeholder={words.placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            if (!event.target.value.trim()) {
              setStatus((current) => (current.phase === 'results' ? { phase: 'idle' } : current));
            }
          }}
          autoComplete="off"
          spellCheck={false}
          ref={input}
          onKeyDown={(event) => {
            // A search box takes Escape to clear itself; here Escape closes search, as in any dialog.
            if (event.key === 'Escape') {
              event.preventDefault();
              dialog.current?.close();
            }
          }}
        />
        <p role="status" className={styles.status}>
          {message}
        </p>
        {status.phase === 'results' && status.results.length > 0 ? (
          <ul className={styles.results}>
            {status.results.map((result, index) => (
              <li key={result.url}>
                {/* Named by the page's title, the excerpt read after it as its description: as
                    one name, a screen reader's list of links read each result whole. */}
                <a
                  href={pageUrl(result.url)}
                  className={styles.result}
                  aria-labelledby={`${resultsId}-${index}-title`}
                  aria-describedby={`${resultsId}-${index}-excerpt`}
                >
                  <span id={`${resultsId}-${index}-title`} className={styles.resultTitle}>
                    {result.meta.title}
                  </span>
                  <span
                    id={`${resultsId}-${index}-excerpt`}
                    className={styles.excerpt}
                    // Pagefind escapes the page text and adds only <mark> around matches.
                    dangerouslySetInnerHTML={{ __html: result.excerpt }}
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </dialog>
  );
}
