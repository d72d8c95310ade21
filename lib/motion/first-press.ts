/**
 * Code that only an interaction needs (the next page's ease-in, the quick view) is fetched at the
 * visitor's first press rather than with the page: a page that is only read never runs it, and a
 * phone's slow CPU is not busy with it while the page hydrates. Every route change and every
 * opening starts with one of these events, tens of milliseconds before the click that acts.
 */
export const FIRST_PRESS_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const;

/** Calls `callback` once, at the first press anywhere in the window. Returns a cleanup. */
export function onFirstPress(callback: () => void, target: Window = window): () => void {
  const remove = () => {
    for (const type of FIRST_PRESS_EVENTS) target.removeEventListener(type, run, true);
  };
  function run() {
    remove();
    callback();
  }
  for (const type of FIRST_PRESS_EVENTS) {
    target.addEventListener(type, run, { passive: true, capture: true });
  }
  return remove;
}
