import { INTENT_EVENTS, onFirstIntent } from '@/lib/motion/first-intent';

/** A button inside a wrapper the selector `.wanted` matches, and one outside it. */
function controls() {
  document.body.innerHTML =
    '<div class="wanted"><button id="inside"><span id="icon"></span></button></div><button id="outside"></button>';
  return {
    inside: document.getElementById('inside')!,
    icon: document.getElementById('icon')!,
    outside: document.getElementById('outside')!,
  };
}

const fire = (element: Element, type: string) =>
  element.dispatchEvent(new Event(type, { bubbles: true }));

describe('onFirstIntent', () => {
  it.each(INTENT_EVENTS)('runs once, at the first %s towards a matching control', (type) => {
    const { icon, inside } = controls();
    const callback = jest.fn();
    onFirstIntent('.wanted', callback);
    fire(icon, type);
    for (const other of INTENT_EVENTS) fire(inside, other);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('ignores every intent towards other controls: the menu needs none of it', () => {
    const { outside, inside } = controls();
    const callback = jest.fn();
    const cleanup = onFirstIntent('.wanted', callback);
    for (const type of INTENT_EVENTS) fire(outside, type);
    fire(document.body, 'pointerover');
    expect(callback).not.toHaveBeenCalled();
    fire(inside, 'pointerover');
    expect(callback).toHaveBeenCalledTimes(1);
    cleanup();
  });

  it('hears the intent before the control does (capture), even if it stops it', () => {
    const { inside } = controls();
    const callback = jest.fn();
    inside.addEventListener('focusin', (event) => event.stopPropagation());
    const cleanup = onFirstIntent('.wanted', callback);
    inside.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(callback).toHaveBeenCalledTimes(1);
    cleanup();
  });

  it('does nothing once cleaned up, or for scrolling and moving the mouse', () => {
    const { inside } = controls();
    const callback = jest.fn();
    const cleanup = onFirstIntent('.wanted', callback);
    fire(inside, 'scroll');
    fire(inside, 'mousemove');
    expect(callback).not.toHaveBeenCalled();
    cleanup();
    fire(inside, 'pointerover');
    expect(callback).not.toHaveBeenCalled();
  });
});
