'use client';

import { useRef, useState } from 'react';
import type { WritingCopy } from '@/content/copy/writing';
import { holdPress } from '@/lib/head-script/held-press';
import { searchShortcutTarget } from '@/lib/head-script/search-shortcut';
import { useHeldPress } from '@/hooks/useHeldPress';
import styles from './SearchButton.module.scss';

type Dialog = typeof import('@/components/search/SearchDialog').SearchDialog;

/** Loads the dialog's chunk (and, from there, Pagefind) on first use only. */
const loadDialog = () =>
  import('@/components/search/SearchDialog').then((module) => module.SearchDialog);

export interface SearchButtonProps {
  /**
   * The search words of the page's language: `open` names the button, the rest is handed to the
   * dialog (a few hundred bytes; the page's own language only).
   */
  words: WritingCopy['search'];
}

/**
 * The top bar's search control: an icon button, also pressed by '/' or Ctrl+K (⌘K), which the
 * head script listens for from the first paint (lib/head-script/search-shortcut.ts). Shown only
 * once scripts run (CSS on `data-js`), so with JavaScript off it is absent, not broken; it shows
 * before React drives it, so an early press (or shortcut) is held and opens search once it does.
 * Kept to a few hundred bytes: everything else arrives when search is first opened. Closing the
 * native modal dialog returns focus to where it was.
 */
export function SearchButton({ words }: SearchButtonProps) {
  const [Open, setOpen] = useState<Dialog | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The first open waits for the dialog's code. An Escape meanwhile means the visitor gave up on
  // it (on a slow connection nothing seemed to happen): the dialog then stays closed, rather than
  // appearing later and taking the focus from whatever they turned to.
  const open = () => {
    let givenUp = false;
    const giveUpOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') givenUp = true;
    };
    document.addEventListener('keydown', giveUpOnEscape);
    return loadDialog().then((dialog) => {
      document.removeEventListener('keydown', giveUpOnEscape);
      if (!givenUp) setOpen(() => dialog);
    });
  };
  useHeldPress(buttonRef, open);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={words.open}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={open}
        {...holdPress}
        {...searchShortcutTarget}
      />
      {Open ? <Open words={words} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
