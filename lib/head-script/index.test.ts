import { parse } from 'acorn';
import { headScript, headScriptParts } from '@/lib/head-script';
import { HELD_ATTRIBUTE } from '@/lib/head-script/held-press';
import { THEME_COLORS, THEME_STORAGE_KEY } from '@/lib/head-script/theme';

const PIXEL_7 =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

function resetDocument() {
  const root = document.documentElement;
  for (const name of ['data-js', 'data-device', 'data-theme']) {
    root.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  localStorage.clear();
}

/**
 * Runs the script as the page has it. The listeners it adds to window are captured, not added (each
 * test runs the script again): returns them by event type, with their capture flag.
 */
function runHeadScript() {
  const added = jest.spyOn(window, 'addEventListener').mockImplementation(() => {});
  // The script is our own build-time string, run here exactly as the browser runs it.
  new Function(headScript())();
  const calls = added.mock.calls.map(([type, listener, capture]) => ({
    type,
    listener: listener as EventListener,
    capture: Boolean(capture),
  }));
  added.mockRestore();
  return (type: string) => calls.filter((call) => call.type === type);
}

beforeEach(resetDocument);

describe('headScript', () => {
  it('is the parts in order, each a call of a self-contained function', () => {
    const parts = headScriptParts();
    expect(Object.keys(parts)).toEqual([
      'device',
      'theme',
      'heldPresses',
      'searchShortcut',
      'fragment',
      'sections',
      'sectionsAfterPaint',
    ]);
    expect(headScript()).toBe(Object.values(parts).join('\n'));
    for (const part of Object.values(parts)) expect(part).toMatch(/^\(function \w+\(/);
  });

  it('parses as ES2017, what the oldest phones we serve understand', () => {
    expect(() => parse(headScript(), { ecmaVersion: 2017 })).not.toThrow();
    // The check is real: the syntax it must refuse is refused.
    expect(() => parse('a?.b', { ecmaVersion: 2017 })).toThrow();
    expect(() => parse('try{}catch{}', { ecmaVersion: 2017 })).toThrow();
  });

  it('marks <html> with every part’s attribute before first paint', () => {
    Object.defineProperty(window.navigator, 'userAgent', { value: PIXEL_7, configurable: true });
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runHeadScript();
    const root = document.documentElement;
    expect(root.hasAttribute('data-js')).toBe(true);
    expect(root.getAttribute('data-device')).toBe('mobile');
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      THEME_COLORS.dark,
    );
  });

  it('holds a press on a control React does not drive yet', () => {
    const clicks = runHeadScript()('click');
    expect(clicks.map(({ capture }) => capture)).toEqual([true, false]);
    for (const { listener, capture } of clicks) window.addEventListener('click', listener, capture);
    document.body.innerHTML = '<button type="button" data-hold-press>Menu</button>';
    const button = document.querySelector('button')!;
    button.click();
    expect(button.getAttribute(HELD_ATTRIBUTE)).toBe('1');
    for (const { listener, capture } of clicks) {
      window.removeEventListener('click', listener, capture);
    }
  });
});
