'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { WritingCopy } from '@/content/copy/writing';
import { opensSearch } from '@/lib/search/shortcut';
import styles from './SearchButton.module.scss';

// The dialog and Pagefind load only when search is first opened: this island stays a button.
const SearchDialog = lazy(() =>
  import('@/components/search/SearchDialog').then((module) => ({ default: module.SearchDialog })),
);

export interface SearchButtonProps {
  words: WritingCopy['search'];
}

/**
 * The top bar's search control: an icon button, also opened by '/' or Ctrl+K (⌘K). Shown only
 * once scripts run (CSS on `data-js`), so with JavaScript off it is absent, not broken.
 */
export function SearchButton({ words }: SearchButtonProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!opensSearch({ ...event, key: event.key, target: event.target as HTMLElement })) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label={words.open}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog
            words={words}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
