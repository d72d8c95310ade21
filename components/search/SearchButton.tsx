'use client';

import { useEffect, useState } from 'react';
import { opensSearch, type ShortcutEvent } from '@/lib/search/shortcut';
import styles from './SearchButton.module.scss';

type Dialog = typeof import('@/components/search/SearchDialog').SearchDialog;

/** Loads the dialog's chunk (and, from there, Pagefind) on first use only. */
const loadDialog = () =>
  import('@/components/search/SearchDialog').then((module) => module.SearchDialog);

export interface SearchButtonProps {
  /** The button's accessible name. The dialog's own words load with the dialog. */
  label: string;
}

/**
 * The top bar's search control: an icon button, also opened by '/' or Ctrl+K (⌘K). Shown only
 * once scripts run (CSS on `data-js`), so with JavaScript off it is absent, not broken. Kept to
 * a few hundred bytes: everything else arrives when search is first opened. Closing the native
 * modal dialog returns focus to where it was.
 */
export function SearchButton({ label }: SearchButtonProps) {
  const [Open, setOpen] = useState<Dialog | null>(null);
  const open = () => loadDialog().then((dialog) => setOpen(() => dialog));

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!opensSearch(event as unknown as ShortcutEvent)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label={label}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={open}
      />
      {Open ? <Open onClose={() => setOpen(null)} /> : null}
    </>
  );
}
