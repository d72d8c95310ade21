/**
 * A press before hydration is kept, not lost, and never played twice. The page is usable before
 * its scripts run (they start after the first paint, scripts/postbuild/defer-scripts.mjs): on a
 * phone that is a second or more in which a control React will drive is already on screen.
 * Without this, a tap on the menu button did nothing, and Send submitted the form the browser's
 * way: a GET of the page with the message in the address, and the text gone.
 *
 * A control opts in with `data-hold-press` in its server-rendered markup. `useHeldPress` marks it
 * `data-ready` in the same commit in which React hydrates it, so from then on React handles its
 * presses. A press on a control that is not ready is held: cancelled and counted in `data-held`
 * (a click for a button, a submit for a form: Send, or Enter in a field), and `useHeldPress` plays
 * each one once React runs the control, as its own handler would have.
 *
 * Whether React handled a press is decided when the press has been through the whole page, not
 * when it arrives: a tap while React is hydrating makes React finish hydrating the control and
 * handle the tap at once, in the middle of the press's journey. Counting it on arrival as well
 * played it a second time (a toggle pressed once ended where it began).
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
 * Part of the inline head script (lib/head-script/index.ts), serialised with its source text: it
 * may use only its arguments and the browser's globals, in syntax old phones parse (ES2017).
 *
 * Two listeners on `window`: the capture one runs before any of the page's own (React's sit on
 * its root) and cancels a press on a control that is not ready, so a form is not sent the
 * browser's way; the bubbling one runs after them all and counts the press as held only if the
 * control is still not ready, i.e. React did not handle it. React stops the propagation of a press
 * it cannot hydrate for yet (a part still loading) and drops it: such a press never reaches the
 * bubbling listener, and is held (or, if the control became ready meanwhile, pressed again) in
 * the next task. A control that holds presses must therefore not stop their propagation itself.
 */
export function holdEarlyPresses(
  holdAttribute: string,
  readyAttribute: string,
  heldAttribute: string,
): void {
  const notReady = '[' + holdAttribute + ']:not([' + readyAttribute + '])';
  /** Presses cancelled on arrival whose outcome is not decided yet. */
  const undecided: { event: Event; control: Element }[] = [];

  function controlOf(event: Event): Element | null {
    const target = event.target as Element | null;
    const control = target && target.closest ? target.closest(notReady) : null;
    // A form holds its submit (the click on its Send button goes on to become that submit), any
    // other control its click.
    if (!control || (event.type === 'submit') !== (control.tagName === 'FORM')) return null;
    return control;
  }

  function take(event: Event): Element | null {
    for (let index = 0; index < undecided.length; index++) {
      const press = undecided[index]!;
      if (press.event === event) {
        undecided.splice(index, 1);
        return press.control;
      }
    }
    return null;
  }

  function hold(control: Element): void {
    const held = Number(control.getAttribute(heldAttribute)) || 0;
    control.setAttribute(heldAttribute, String(held + 1));
  }

  function pressAgain(control: Element): void {
    if (control.tagName === 'FORM') {
      control.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    } else {
      (control as HTMLElement).click();
    }
  }

  function onArrival(event: Event): void {
    const control = controlOf(event);
    if (!control) return;
    event.preventDefault();
    undecided.push({ event: event, control: control });
    setTimeout(function () {
      const stopped = take(event);
      if (!stopped) return;
      if (stopped.hasAttribute(readyAttribute)) pressAgain(stopped);
      else hold(stopped);
    }, 0);
  }

  function onDeparture(event: Event): void {
    const control = take(event);
    if (control && !control.hasAttribute(readyAttribute)) hold(control);
  }

  for (const type of ['click', 'submit']) {
    window.addEventListener(type, onArrival, true);
    window.addEventListener(type, onDeparture, false);
  }
}
