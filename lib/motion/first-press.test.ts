import { FIRST_PRESS_EVENTS, onFirstPress } from '@/lib/motion/first-press';

describe('onFirstPress', () => {
  it.each(FIRST_PRESS_EVENTS)('runs once, at the first %s, whatever follows', (type) => {
    const callback = jest.fn();
    onFirstPress(callback);
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(type));
    for (const other of FIRST_PRESS_EVENTS) window.dispatchEvent(new Event(other));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('hears the press before the element pressed does (capture), even if it stops it', () => {
    const callback = jest.fn();
    const button = document.createElement('button');
    document.body.append(button);
    button.addEventListener('keydown', (event) => event.stopPropagation());
    onFirstPress(callback);
    button.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(callback).toHaveBeenCalledTimes(1);
    button.remove();
  });

  it('does nothing once cleaned up, or for scrolling and moving the mouse', () => {
    const callback = jest.fn();
    const cleanup = onFirstPress(callback);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('mousemove'));
    expect(callback).not.toHaveBeenCalled();
    cleanup();
    window.dispatchEvent(new Event('pointerdown'));
    expect(callback).not.toHaveBeenCalled();
  });
});
