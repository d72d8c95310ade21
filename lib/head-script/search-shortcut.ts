/**
 * The search shortcut ('/' and Ctrl+K / ⌘K, lib/search/shortcut.ts) from the first paint on: the
 * head script listens for it, not the search island, so a shortcut pressed while the page is
 * still starting is not lost. The shortcut is a press of the search button: once React drives
 * the button that press opens search at once; before, the button holds it like any early press
 * (held-press.ts) and search opens, once, when the button is ready.
 */

import type { ShortcutEvent } from '@/lib/search/shortcut';

/** Marks the control the search shortcut presses (server-rendered). */
export const SEARCH_SHORTCUT_ATTRIBUTE = 'data-search-shortcut';

/** Props for the control the search shortcut presses. */
export const searchShortcutTarget = { [SEARCH_SHORTCUT_ATTRIBUTE]: '' } as const;

/**
 * Part of the inline head script (lib/head-script/index.ts), serialised with its source text: it
 * may use only its arguments and the browser's globals, in syntax old phones parse (ES2017).
 * `opensSearch` is the shortcut rule, itself written into the script the same way.
 *
 * The listener sits on `window` in the bubbling phase, after every other: a key some part of the
 * page has already taken (`preventDefault`) is left alone. A page without the control (search
 * not built) keeps the browser's own meaning of the keys.
 */
export function pressSearchOnShortcut(
  opensSearch: (event: ShortcutEvent) => boolean,
  controlAttribute: string,
): void {
  window.addEventListener('keydown', function (event) {
    if (event.defaultPrevented || event.repeat || !opensSearch(event as unknown as ShortcutEvent))
      return;
    const control = document.querySelector('[' + controlAttribute + ']');
    if (!control) return;
    // Ctrl+K would otherwise move the focus to the browser's own search box.
    event.preventDefault();
    (control as HTMLElement).click();
  });
}
