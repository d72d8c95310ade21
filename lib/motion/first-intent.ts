/**
 * Code that only an interaction needs (the quick view) is fetched when
 * the visitor first shows they are about to use a control that needs it, rather than with the
 * page: a page that is only read never runs it, and a phone's slow CPU is not busy with it while
 * the page hydrates. Nor at the first press anywhere, as it was: the first press on a phone is
 * often the menu, and the chunks' fetch and run then fell inside that press's interaction (what
 * INP counts), though the menu needs neither.
 *
 * The intent: the pointer coming over the control (a touch's contact included: `pointerover`
 * fires as the finger lands, before its `pointerdown`) or focus reaching it (before any key on
 * it). Each comes before the click that acts, by tens of milliseconds for a touch and far more for
 * a mouse or a keyboard.
 */
export const INTENT_EVENTS = ['pointerover', 'focusin'] as const;

/**
 * Calls `callback` once, at the first intent towards an element `selector` matches (or inside
 * one). Returns a cleanup.
 */
export function onFirstIntent(selector: string, callback: () => void): () => void {
  const remove = () => {
    for (const type of INTENT_EVENTS) removeEventListener(type, run, true);
  };
  function run(event: Event) {
    if (!(event.target as Element).closest?.(selector)) return;
    remove();
    callback();
  }
  for (const type of INTENT_EVENTS) addEventListener(type, run, { passive: true, capture: true });
  return remove;
}
