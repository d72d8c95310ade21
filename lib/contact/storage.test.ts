import { browserStorage, withBlockedStorageHidden } from '@/lib/contact/storage';

/** Makes reading window.localStorage throw, as "block site data" does; returns the undo. */
function blockStorage(): () => void {
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
  return () => {
    if (own) Object.defineProperty(window, 'localStorage', own);
  };
}

describe('browserStorage', () => {
  it('is localStorage when allowed, null when reading it throws', () => {
    expect(browserStorage()).toBe(window.localStorage);
    const unblock = blockStorage();
    try {
      expect(browserStorage()).toBeNull();
    } finally {
      unblock();
    }
  });
});

describe('withBlockedStorageHidden', () => {
  it('lets code that reads localStorage unguarded load while storage is blocked', async () => {
    const unblock = blockStorage();
    try {
      const seen = await withBlockedStorageHidden(async () => typeof localStorage);
      expect(seen).toBe('undefined');
      // Afterwards the browser's own (throwing) property is back.
      expect(() => window.localStorage).toThrow('Access is denied');
    } finally {
      unblock();
    }
  });

  it('changes nothing when storage works', async () => {
    const seen = await withBlockedStorageHidden(async () => window.localStorage);
    expect(seen).toBe(window.localStorage);
  });
});
