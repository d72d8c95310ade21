'use client';

import { useRef, useState } from 'react';
import { holdPress } from '@/lib/head-script/held-press';
import { searchShortcutTarget } from '@/lib/head-script/search-shortcut';
import { useHeldPress } from '@/hooks/useHeldPress';
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
 * The top bar's search control: an icon button, also pressed by '/' or Ctrl+K (⌘K), which the
 * head script listens for from the first paint (lib/head-script/search-shortcut.ts). Shown only
 * once scripts run (CSS on `data-js`), so with JavaScript off it is absent, not broken; it shows
 * before React drives it, so an early press (or shortcut) is held and opens search once it does.
 * Kept to a few hundred bytes: everything else arrives when search is first opened. Closing the
 * native modal dialog returns focus to where it was.
 */
export function SearchButton({ label }: SearchButtonProps) {
  const [Open, setOpen] = useState<Dialog | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = () => loadDialog().then((dialog) => setOpen(() => dialog));
  useHeldPress(buttonRef, open);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={open}
        {...holdPress}
        {...searchShortcutTarget}
      />
      {Open ? <Open onClose={() => setOpen(null)} /> : null}
    </>
  );
}
