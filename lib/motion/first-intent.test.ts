import { INTENT_EVENTS, onFirstInView, onFirstIntent } from '@/lib/motion/first-intent';

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
    fire(document.body, 'pointerdown');
    expect(callback).not.toHaveBeenCalled();
    fire(inside, 'pointerover');
    expect(callback).toHaveBeenCalledTimes(1);
    cleanup();
  });

  it('hears the intent before the control does (capture), even if it stops it', () => {
    const { inside } = controls();
    const callback = jest.fn();
    inside.addEventListener('keydown', (event) => event.stopPropagation());
    const cleanup = onFirstIntent('.wanted', callback);
    inside.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
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
    fire(inside, 'pointerdown');
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('onFirstInView', () => {
  /** A stand-in IntersectionObserver whose callback the test calls with what is in view. */
  let report: (inView: boolean) => void = () => {};
  const disconnect = jest.fn();
  const observed: Element[] = [];
  beforeEach(() => {
    observed.length = 0;
    disconnect.mockClear();
    Object.assign(window, {
      IntersectionObserver: class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = (inView) => callback([{ isIntersecting: inView }]);
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect = disconnect;
      },
    });
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('watches every element and runs once, when the first comes into view', () => {
    const { inside, outside } = controls();
    const callback = jest.fn();
    onFirstInView([inside, outside], callback);
    expect(observed).toEqual([inside, outside]);
    report(false);
    expect(callback).not.toHaveBeenCalled();
    report(true);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
  });

  it('stops watching when cleaned up', () => {
    const { inside } = controls();
    onFirstInView([inside], jest.fn())();
    expect(disconnect).toHaveBeenCalled();
  });
});
