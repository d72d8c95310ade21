/**
 * Colour theme rules. Pure functions, no React. The visitor picks system (the default,
 * which follows `prefers-color-scheme` through CSS alone), light or dark; the choice is kept in
 * localStorage and marked on <html> as `data-theme` by the head script before first paint
 * (`markTheme`) and by the top bar's control afterwards (`applyTheme`).
 */

/** Every choice, in the order the control cycles through them. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;

/** A visitor's choice: system (follow the device), light or dark. */
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** A palette actually shown. */
export type ColorScheme = Exclude<ThemeChoice, 'system'>;

/** localStorage key of the stored choice; no entry means system. */
export const THEME_STORAGE_KEY = 'theme';

/** Attribute on <html> holding the current choice; the stylesheets read it (app/globals.scss). */
export const THEME_ATTRIBUTE = 'data-theme';

/** Marks the theme-color <meta> added for an explicit choice (it goes first, so it wins). */
export const THEME_COLOR_META_ATTRIBUTE = 'data-theme-color';

/** The browser chrome's colour per palette: the page's paper in styles/_tokens.scss. */
export const THEME_COLORS: Record<ColorScheme, string> = {
  light: '#fbfaf7',
  dark: '#0e1117',
};

/** A stored or marked value as a choice; anything unknown (or nothing) is system. */
export function parseThemeChoice(value: unknown): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** The choice after `current` when the control is pressed: system → light → dark → system. */
export function nextThemeChoice(current: ThemeChoice): ThemeChoice {
  return THEME_CHOICES[(THEME_CHOICES.indexOf(current) + 1) % THEME_CHOICES.length] ?? 'system';
}

/** The palette a choice shows, given whether the device asks for dark. */
export function resolveColorScheme(choice: ThemeChoice, systemPrefersDark: boolean): ColorScheme {
  if (choice !== 'system') return choice;
  return systemPrefersDark ? 'dark' : 'light';
}

/**
 * The stored choice. `getStorage` may throw (storage blocked by the browser's settings), and so
 * may reading it: both mean system.
 */
export function readStoredTheme(getStorage: () => Pick<Storage, 'getItem'>): ThemeChoice {
  try {
    return parseThemeChoice(getStorage().getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

/**
 * Keeps a choice for the next visit (system removes the entry, so a later default applies).
 * Blocked or full storage only loses the memory of the choice, never the switch itself.
 */
export function storeTheme(
  getStorage: () => Pick<Storage, 'setItem' | 'removeItem'>,
  choice: ThemeChoice,
): void {
  try {
    const storage = getStorage();
    if (choice === 'system') storage.removeItem(THEME_STORAGE_KEY);
    else storage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Nothing to do: the page still shows the choice until it is left.
  }
}

/**
 * Shows a choice: marks <html> and, for an explicit choice, puts a theme-color <meta> first in
 * <head> so the browser chrome matches (for system, the media-query metas of app/layout.tsx apply).
 */
export function applyTheme(doc: Document, choice: ThemeChoice): void {
  doc.documentElement.setAttribute(THEME_ATTRIBUTE, choice);
  let meta = doc.head.querySelector(`meta[${THEME_COLOR_META_ATTRIBUTE}]`);
  if (choice === 'system') {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = doc.createElement('meta');
    meta.setAttribute('name', 'theme-color');
    meta.setAttribute(THEME_COLOR_META_ATTRIBUTE, '');
    doc.head.prepend(meta);
  }
  meta.setAttribute('content', THEME_COLORS[choice]);
}

/**
 * Part of the inline head script (lib/head-script/index.ts), serialised with its source text: it
 * may use only its arguments and the browser's globals, in syntax old phones parse (ES2017).
 * `readStoredTheme` + `applyTheme` for the page's first paint, so the first frame already has the
 * visitor's palette; the unit test runs both side by side.
 */
export function markTheme(
  storageKey: string,
  attribute: string,
  metaAttribute: string,
  colors: Record<string, string>,
): void {
  let choice: string | null = null;
  try {
    choice = localStorage.getItem(storageKey);
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- `catch {}` is ES2019
  } catch (error) {
    // Blocked storage: the default, system.
  }
  if (choice === null || !Object.prototype.hasOwnProperty.call(colors, choice)) choice = 'system';
  document.documentElement.setAttribute(attribute, choice);
  if (choice === 'system') return;
  const meta = document.createElement('meta');
  meta.name = 'theme-color';
  meta.setAttribute(metaAttribute, '');
  meta.content = colors[choice]!;
  document.head.prepend(meta);
}
