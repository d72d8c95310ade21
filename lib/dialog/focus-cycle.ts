/**
 * The focus cycle inside a modal dialog. showModal() makes the page behind inert, but Tab from the
 * last control still leaves the document for the browser's own UI; a dialog keeps it inside.
 */
const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The element Tab (or Shift+Tab) should move to instead of leaving `container`, or undefined when
 * the browser's own move stays inside.
 */
export function wrappedFocusTarget(
  container: ParentNode,
  active: Element | null,
  backwards: boolean,
): HTMLElement | undefined {
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return undefined;
  if (backwards && active === first) return last;
  if (!backwards && active === last) return first;
  return undefined;
}

/** A keydown handler for a dialog that keeps Tab and Shift+Tab cycling inside it. */
export function keepTabInside(event: React.KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const target = wrappedFocusTarget(event.currentTarget, document.activeElement, event.shiftKey);
  if (!target) return;
  event.preventDefault();
  target.focus();
}
