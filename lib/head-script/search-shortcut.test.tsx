import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { headScriptParts } from '@/lib/head-script';
import { HELD_ATTRIBUTE, READY_ATTRIBUTE } from '@/lib/head-script/held-press';
import type { WritingCopy } from '@/content/copy/writing';
import { SearchButton } from '@/components/search/SearchButton';

// The head script's held-press and shortcut parts, installed once as the page's head would.
new Function(headScriptParts().heldPresses)();
new Function(headScriptParts().searchShortcut)();

jest.mock('@/components/search/SearchDialog', () => ({
  SearchDialog: () => <div role="dialog" aria-label="Search the site" />,
}));

// The button reads only its name; the dialog that would read the rest is mocked above.
const words = { open: 'Search' } as WritingCopy['search'];

function key(target: Element, init: KeyboardEventInit): boolean {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

/** A search button as the server renders it, before React drives it. */
function serverButton() {
  document.body.innerHTML =
    '<input aria-label="Name"><button type="button" data-hold-press data-search-shortcut>Search</button>';
  return document.querySelector('button')!;
}

afterEach(() => {
  document.body.replaceChildren();
  jest.restoreAllMocks();
});

describe('the head script’s search shortcut', () => {
  it('presses the search button on / and Ctrl+K: held while the button is not ready', () => {
    const button = serverButton();
    expect(key(document.body, { key: '/' })).toBe(true);
    expect(button.getAttribute(HELD_ATTRIBUTE)).toBe('1');
    expect(key(document.body, { key: 'k', ctrlKey: true })).toBe(true);
    expect(button.getAttribute(HELD_ATTRIBUTE)).toBe('2');
  });

  it('clicks a ready button at once', () => {
    const button = serverButton();
    button.setAttribute(READY_ATTRIBUTE, '');
    const clicked = jest.fn();
    button.addEventListener('click', clicked);
    key(document.body, { key: 'K', metaKey: true });
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
  });

  it('presses search for a key React stops on the document while it cannot hydrate yet', () => {
    const button = serverButton();
    // As React does once it has begun hydrating: its capture listener on the document stops a key
    // it cannot handle yet, so the key never bubbles to window.
    const stop = (event: Event) => event.stopPropagation();
    document.addEventListener('keydown', stop, true);
    try {
      expect(key(document.body, { key: 'k', ctrlKey: true })).toBe(true);
      expect(button.getAttribute(HELD_ATTRIBUTE)).toBe('1');
      expect(key(document.body, { key: '/' })).toBe(true);
      expect(button.getAttribute(HELD_ATTRIBUTE)).toBe('2');
      // A key the page cancelled as well as stopped is the page's.
      const take = (event: Event) => event.preventDefault();
      document.addEventListener('keydown', take, true);
      key(document.body, { key: '/' });
      document.removeEventListener('keydown', take, true);
      expect(button.getAttribute(HELD_ATTRIBUTE)).toBe('2');
    } finally {
      document.removeEventListener('keydown', stop, true);
    }
    // Once keys get through again, each one presses search once.
    key(document.body, { key: '/' });
    expect(button.getAttribute(HELD_ATTRIBUTE)).toBe('3');
  });

  it('leaves / typed into a field, other keys, held keys and taken keys alone', () => {
    const button = serverButton();
    expect(key(document.querySelector('input')!, { key: '/' })).toBe(false);
    expect(key(document.body, { key: 'k' })).toBe(false);
    expect(key(document.body, { key: '/', repeat: true })).toBe(false);
    document.body.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    key(document.body, { key: '/' });
    expect(button.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
  });

  it('keeps the browser’s meaning of the keys on a page without search', () => {
    document.body.innerHTML = '<p>No search here</p>';
    expect(key(document.body, { key: 'k', ctrlKey: true })).toBe(false);
  });
});

describe('SearchButton', () => {
  it('opens search once it is hydrated, for a / pressed before', async () => {
    // React (development build) reports the held count the head script adds before it runs.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SearchButton words={words} />);
    document.body.append(container);
    key(document.body, { key: '/' });
    const button = container.querySelector('button')!;
    expect(button).toHaveAttribute(HELD_ATTRIBUTE, '1');
    await act(async () => {
      hydrateRoot(container, <SearchButton words={words} />);
    });
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
    expect(button).toHaveAttribute(READY_ATTRIBUTE);
    expect(button).not.toHaveAttribute(HELD_ATTRIBUTE);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
