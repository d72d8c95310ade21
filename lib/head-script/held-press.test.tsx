import { render, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { headScriptParts } from '@/lib/head-script';
import { HELD_ATTRIBUTE, holdPress, READY_ATTRIBUTE } from '@/lib/head-script/held-press';
import { useHeldPress } from '@/hooks/useHeldPress';

// The head script's part, as the page has it, installed once for this file as the page's head would.
new Function(headScriptParts().heldPresses)();

function press(target: Element, type: 'click' | 'submit'): boolean {
  const event = new Event(type, { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

/** Lets the head script's check for presses that never came back (a timer) run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.replaceChildren();
  jest.restoreAllMocks();
});

describe('the head script’s held-press part', () => {
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

  it('does not hold a press the page readied the control for on its way (React hydrating)', () => {
    document.body.innerHTML = '<div><button data-hold-press>Menu</button></div>';
    const button = document.querySelector('button')!;
    const handled = jest.fn(() => button.setAttribute(READY_ATTRIBUTE, ''));
    // As React does: its root listener finishes hydrating the control, then runs its handler.
    button.parentElement!.addEventListener('click', handled, true);
    button.click();
    expect(handled).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
  });

  it('holds a press that never came back (React stops one it cannot hydrate for yet)', async () => {
    document.body.innerHTML = '<div><button data-hold-press>Menu</button></div>';
    const button = document.querySelector('button')!;
    const root = button.parentElement!;
    const stop = (event: Event) => event.stopPropagation();
    root.addEventListener('click', stop, true);
    button.click();
    await nextTask();
    expect(button.getAttribute(HELD_ATTRIBUTE)).toBe('1');

    // If the control became ready meanwhile, the press is made again, for React to handle.
    button.removeAttribute(HELD_ATTRIBUTE);
    button.click();
    root.removeEventListener('click', stop, true);
    button.setAttribute(READY_ATTRIBUTE, '');
    const again = jest.fn();
    button.addEventListener('click', again);
    await nextTask();
    expect(again).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
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

describe('a press while React hydrates the page', () => {
  function Toggle() {
    const [open, setOpen] = useState(false);
    const ref = useRef<HTMLButtonElement>(null);
    const toggle = () => setOpen((value) => !value);
    useHeldPress(ref, toggle);
    return (
      <button ref={ref} type="button" aria-expanded={open} onClick={toggle} {...holdPress}>
        Menu
      </button>
    );
  }

  /** Server HTML of a toggle, hydrated by React concurrently (as the page is), not yet done. */
  function startHydrating() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Toggle />);
    document.body.append(container);
    hydrateRoot(container, <Toggle />);
    return container.querySelector('button')!;
  }

  it.each([1, 2, 3])(
    'toggles once per press for %i presses, whenever they come',
    async (presses) => {
      // React (development build) reports the held count the head script adds before it runs.
      jest.spyOn(console, 'error').mockImplementation(() => {});
      const button = startHydrating();
      // React's listeners are on its root now, the control is not hydrated: the first press makes
      // React hydrate it at once and handle the press; later ones reach the hydrated control.
      for (let count = 0; count < presses; count++) button.click();
      await waitFor(() => expect(button).toHaveAttribute(READY_ATTRIBUTE));
      await nextTask();
      expect(button).not.toHaveAttribute(HELD_ATTRIBUTE);
      expect(button).toHaveAttribute('aria-expanded', String(presses % 2 === 1));
    },
  );

  it('plays a press from before React started, once', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Toggle />);
    document.body.append(container);
    container.querySelector('button')!.click();
    hydrateRoot(container, <Toggle />);
    const button = container.querySelector('button')!;
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    await nextTask();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});
