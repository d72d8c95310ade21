import fs from 'node:fs';
import path from 'node:path';
import {
  applyTheme,
  nextThemeChoice,
  parseThemeChoice,
  readStoredTheme,
  resolveColorScheme,
  storeTheme,
  THEME_CHOICES,
  THEME_COLORS,
  THEME_STORAGE_KEY,
} from '@/lib/head-script/theme';
import { headScriptParts } from '@/lib/head-script';

/** A Storage stand-in; `blocked` makes every call throw, as with storage disabled. */
function memoryStorage(initial: Record<string, string> = {}, blocked = false) {
  const data = new Map(Object.entries(initial));
  const guard = () => {
    if (blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    data,
    getItem: (key: string) => (guard(), data.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void data.set(key, value)),
    removeItem: (key: string) => (guard(), void data.delete(key)),
  };
}

function resetDocument() {
  document.documentElement.removeAttribute('data-theme');
  document.head.innerHTML = '<meta name="theme-color" media="(prefers-color-scheme: dark)">';
}

/** What the document shows: the marked choice and the first theme-color meta's colour. */
function shown() {
  const first = document.head.querySelector('meta[name="theme-color"]');
  return {
    choice: document.documentElement.getAttribute('data-theme'),
    firstMetaContent: first?.getAttribute('content') ?? null,
    addedMetas: document.head.querySelectorAll('meta[data-theme-color]').length,
  };
}

describe('choices', () => {
  it('reads a stored value as a choice, anything else as system', () => {
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('dark')).toBe('dark');
    expect(parseThemeChoice('system')).toBe('system');
    expect(parseThemeChoice(null)).toBe('system');
    expect(parseThemeChoice('DARK')).toBe('system');
    expect(parseThemeChoice('constructor')).toBe('system');
  });

  it('cycles system, light, dark and back to system', () => {
    expect(nextThemeChoice('system')).toBe('light');
    expect(nextThemeChoice('light')).toBe('dark');
    expect(nextThemeChoice('dark')).toBe('system');
  });

  it('resolves system from the device setting and keeps an explicit choice', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });
});

describe('storage', () => {
  it('keeps an explicit choice and forgets it for system', () => {
    const storage = memoryStorage();
    storeTheme(() => storage, 'dark');
    expect(storage.data.get(THEME_STORAGE_KEY)).toBe('dark');
    expect(readStoredTheme(() => storage)).toBe('dark');
    storeTheme(() => storage, 'system');
    expect(storage.data.has(THEME_STORAGE_KEY)).toBe(false);
    expect(readStoredTheme(() => storage)).toBe('system');
  });

  it('tolerates blocked storage, whether getting it or using it throws', () => {
    const blocked = memoryStorage({}, true);
    expect(() => storeTheme(() => blocked, 'dark')).not.toThrow();
    expect(readStoredTheme(() => blocked)).toBe('system');
    const denied = () => {
      throw new DOMException('Access is denied', 'SecurityError');
    };
    expect(() => storeTheme(denied, 'light')).not.toThrow();
    expect(readStoredTheme(denied)).toBe('system');
  });
});

describe('applyTheme', () => {
  beforeEach(resetDocument);

  it('marks the root and puts a matching theme-color meta first for an explicit choice', () => {
    applyTheme(document, 'dark');
    expect(shown()).toEqual({ choice: 'dark', firstMetaContent: THEME_COLORS.dark, addedMetas: 1 });
    applyTheme(document, 'light');
    expect(shown()).toEqual({
      choice: 'light',
      firstMetaContent: THEME_COLORS.light,
      addedMetas: 1,
    });
  });

  it('leaves the media-query metas in charge for system', () => {
    applyTheme(document, 'dark');
    applyTheme(document, 'system');
    expect(shown()).toEqual({ choice: 'system', firstMetaContent: null, addedMetas: 0 });
  });
});

describe("the head script's theme part", () => {
  const originalLocalStorage = Object.getOwnPropertyDescriptor(window, 'localStorage')!;

  function runScriptWith(storage: ReturnType<typeof memoryStorage>) {
    resetDocument();
    Object.defineProperty(window, 'localStorage', { value: storage, configurable: true });
    // The part as the page has it, run here exactly as the browser runs it.
    new Function(headScriptParts().theme)();
    return shown();
  }

  afterEach(() => Object.defineProperty(window, 'localStorage', originalLocalStorage));

  it.each([...THEME_CHOICES, 'bogus'])(
    'shows a stored "%s" exactly as readStoredTheme and applyTheme do',
    (stored) => {
      const storage = memoryStorage({ [THEME_STORAGE_KEY]: stored });
      const fromScript = runScriptWith(storage);
      resetDocument();
      applyTheme(
        document,
        readStoredTheme(() => storage),
      );
      expect(fromScript).toEqual(shown());
    },
  );

  it('falls back to system when storage is blocked', () => {
    expect(runScriptWith(memoryStorage({ [THEME_STORAGE_KEY]: 'dark' }, true)).choice).toBe(
      'system',
    );
  });
});

describe('palettes', () => {
  // The theme-color metas must match the page colour the stylesheets paint.
  const tokens = fs.readFileSync(path.join(process.cwd(), 'styles/_tokens.scss'), 'utf8');

  it.each(['light', 'dark'] as const)('THEME_COLORS.%s is the %s palette’s paper', (scheme) => {
    const palette = tokens.match(new RegExp(`\\$palette-${scheme}: \\(([\\s\\S]*?)\\n\\);`));
    expect(palette?.[1]).toMatch(new RegExp(`'paper': ${THEME_COLORS[scheme]},`));
  });

  it('gives both palettes the same names', () => {
    const names = (scheme: 'light' | 'dark') =>
      [
        ...(
          tokens.match(new RegExp(`\\$palette-${scheme}: \\(([\\s\\S]*?)\\n\\);`))?.[1] ?? ''
        ).matchAll(/^ {2}'([a-z-]+)':/gm),
      ].map((match) => match[1]);
    expect(names('dark')).toEqual(names('light'));
    expect(names('light').length).toBeGreaterThan(10);
  });
});
