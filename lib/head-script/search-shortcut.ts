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
 *
 * One key never bubbles that far: React, once it has begun hydrating the page, stops the
 * propagation of a key pressed while it cannot finish yet (a chunk of the page still arriving)
 * and drops it, on the document it hydrates, in the capture phase. So for each key a second
 * listener joins the document's capture listeners, behind React's; finding the key stopped there,
 * it presses search itself, still during the key's dispatch, so that Ctrl+K's meaning in the
 * browser is cancelled too. The press is then held like any early one. A part of the page that
 * wants one of these keys must therefore cancel it, not only stop its propagation.
 */
export function pressSearchOnShortcut(
  opensSearch: (event: ShortcutEvent) => boolean,
  controlAttribute: string,
): void {
  function pressSearch(event: KeyboardEvent): void {
    if (event.defaultPrevented || event.repeat || !opensSearch(event as unknown as ShortcutEvent))
      return;
    const control = document.querySelector('[' + controlAttribute + ']');
    if (!control) return;
    // Ctrl+K would otherwise move the focus to the browser's own search box.
    event.preventDefault();
    (control as HTMLElement).click();
  }

  window.addEventListener('keydown', pressSearch);

  window.addEventListener(
    'keydown',
    function (event) {
      // Added while the key is on its way: it runs after the listeners the document already has.
      function afterDocumentCapture(late: Event): void {
        document.removeEventListener('keydown', afterDocumentCapture, true);
        if (late === event && event.cancelBubble) pressSearch(event);
      }
      document.addEventListener('keydown', afterDocumentCapture, true);
    },
    true,
  );
}
