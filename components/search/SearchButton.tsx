'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { opensSearch, type ShortcutEvent } from '@/lib/search/shortcut';
import styles from './SearchButton.module.scss';

// The dialog and Pagefind load only when search is first opened: this island stays a button.
const SearchDialog = lazy(() =>
  import('@/components/search/SearchDialog').then((module) => ({ default: module.SearchDialog })),
);

export interface SearchButtonProps {
  /** The button's accessible name. The dialog's own words load with the dialog. */
  label: string;
}

/**
 * The top bar's search control: an icon button, also opened by '/' or Ctrl+K (⌘K). Shown only
 * once scripts run (CSS on `data-js`), so with JavaScript off it is absent, not broken.
 */
export function SearchButton({ label }: SearchButtonProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!opensSearch(event as unknown as ShortcutEvent)) return;
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
        aria-label={label}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Zm5 11.5 5 5"
            className={styles.icon}
          />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog
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
