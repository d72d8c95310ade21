import { render } from '@testing-library/react';
import { useRef } from 'react';
import { HELD_ATTRIBUTE, heldPressScript, holdPress, READY_ATTRIBUTE } from '@/lib/head-script/held-press';
import { useHeldPress } from '@/hooks/useHeldPress';

// The head script's listeners, installed once for this file as the page's head would.
new Function(heldPressScript())();

function press(target: Element, type: 'click' | 'submit'): boolean {
  const event = new Event(type, { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

afterEach(() => document.body.replaceChildren());

describe('heldPressScript', () => {
  it('holds a click on a control not ready yet, even on its icon, and lets it through once ready', () => {
    document.body.innerHTML = '<button data-hold-press><svg><path/></svg></button>';
    const button = document.querySelector('button')!;
    expect(press(button.querySelector('path')!, 'click')).toBe(true);
    expect(button.getAttribute(HELD_ATTRIBUTE)).toBe('1');
    expect(press(button, 'click')).toBe(true);
    expect(button.getAttribute(HELD_ATTRIBUTE)).toBe('2');
    button.removeAttribute(HELD_ATTRIBUTE);
    button.setAttribute(READY_ATTRIBUTE, '');
    expect(press(button, 'click')).toBe(false);
    expect(button.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
  });

  it('holds a form on its submit, not on the click that leads to it', () => {
    document.body.innerHTML = '<form data-hold-press><input name="a"><button>Send</button></form>';
    const form = document.querySelector('form')!;
    expect(press(form.querySelector('button')!, 'click')).toBe(false);
    expect(form.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
    expect(press(form, 'submit')).toBe(true);
    expect(form.getAttribute(HELD_ATTRIBUTE)).toBe('1');
  });

  it('leaves every control that did not opt in alone', () => {
    document.body.innerHTML = '<form><button type="button">Other</button></form>';
    expect(press(document.querySelector('button')!, 'click')).toBe(false);
    expect(press(document.querySelector('form')!, 'submit')).toBe(false);
  });
});

describe('useHeldPress', () => {
  function Control({ onPress, held }: { onPress: () => void; held: number }) {
    const ref = useRef<HTMLButtonElement>(null);
    useHeldPress(ref, onPress);
    // A held press arrives as the head script leaves it: an attribute React does not render.
    return (
      <button
        ref={(node) => {
          ref.current = node;
          if (node && held) node.setAttribute(HELD_ATTRIBUTE, String(held));
        }}
        {...holdPress}
      >
        Menu
      </button>
    );
  }

  it('marks the control ready and plays each held press, once', () => {
    const onPress = jest.fn();
    const { getByRole, rerender } = render(<Control onPress={onPress} held={2} />);
    const button = getByRole('button');
    expect(onPress).toHaveBeenCalledTimes(2);
    expect(button).toHaveAttribute(READY_ATTRIBUTE);
    expect(button).not.toHaveAttribute(HELD_ATTRIBUTE);
    rerender(<Control onPress={onPress} held={0} />);
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('plays nothing when nothing was pressed', () => {
    const onPress = jest.fn();
    const { getByRole } = render(<Control onPress={onPress} held={0} />);
    expect(onPress).not.toHaveBeenCalled();
    expect(getByRole('button')).toHaveAttribute(READY_ATTRIBUTE);
  });
});
