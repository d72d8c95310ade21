/**
 * A press before hydration is kept, not lost. The page is usable before its scripts run (they
 * start after the first paint, scripts/postbuild/defer-scripts.mjs): on a phone that is a second or more in
 * which a control React will drive is already on screen. Without this, a tap on the menu button
 * did nothing, and Send submitted the form the browser's way: a GET of the page with the message in
 * the address, and the text gone.
 *
 * A control opts in with `data-hold-press` in its server-rendered markup. Until the control is
 * ready (`data-ready`, set by `useHeldPress` once React runs it), the head script cancels a press
 * on it and counts it in `data-held`: a click for a button, a submit for a form (Send, or Enter
 * in a field). `useHeldPress` then plays each press, as the control's own handler would have.
 */

/** Marks a control whose early press is held (server-rendered). */
export const HOLD_PRESS_ATTRIBUTE = 'data-hold-press';
/** Set once React drives the control: from then on presses reach it directly. */
export const READY_ATTRIBUTE = 'data-ready';
/** Set by the head script on a control pressed before it was ready: how many presses. */
export const HELD_ATTRIBUTE = 'data-held';

/** Props for a control that holds an early press. */
export const holdPress = { [HOLD_PRESS_ATTRIBUTE]: '' } as const;

/**
 * The head script's part (lib/head-script/device.ts): capture-phase listeners on the document, so they see a
 * press before anything else; a form is held on `submit` (the click on its Send button goes on to
 * become that submit), any other control on `click`.
 */
export function heldPressScript(): string {
  const pending = `[${HOLD_PRESS_ATTRIBUTE}]:not([${READY_ATTRIBUTE}])`;
  return (
    'function h(e){var t=e.target.closest&&e.target.closest(' +
    `${JSON.stringify(pending)});` +
    'if(!t||(e.type==="submit")!==(t.tagName==="FORM"))return;' +
    `e.preventDefault();t.setAttribute(${JSON.stringify(HELD_ATTRIBUTE)},` +
    `(+t.getAttribute(${JSON.stringify(HELD_ATTRIBUTE)})||0)+1)}` +
    'document.addEventListener("click",h,true);document.addEventListener("submit",h,true);'
  );
}
