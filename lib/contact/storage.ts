/**
 * Access to localStorage that never throws. Private windows and "block site data" settings make
 * reading `window.localStorage` itself throw (SecurityError), and full storage makes `setItem`
 * throw (QuotaExceededError); either must cost the draft feature only, never the send.
 */

/** localStorage, or null when the browser blocks it. */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Runs `load` with `window.localStorage` reading as undefined when reading it throws, then puts the
 * browser's own property back. For third-party code that reads localStorage unguarded while its
 * module loads (the EmailJS SDK does, in its store), which would otherwise fail to load at all.
 */
export async function withBlockedStorageHidden<T>(load: () => Promise<T>): Promise<T> {
  if (typeof window === 'undefined' || browserStorage() !== null || !isBlocked()) return load();
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  try {
    Object.defineProperty(window, 'localStorage', { value: undefined, configurable: true });
  } catch {
    return load();
  }
  try {
    return await load();
  } finally {
    if (own) Object.defineProperty(window, 'localStorage', own);
    else delete (window as { localStorage?: Storage }).localStorage;
  }
}

function isBlocked(): boolean {
  try {
    void window.localStorage;
    return false;
  } catch {
    return true;
  }
}
