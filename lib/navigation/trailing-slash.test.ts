import { parse } from 'acorn';
import {
  leaveTrailingSlash,
  pathWithoutTrailingSlash,
  trailingSlashScript,
} from '@/lib/navigation/trailing-slash';

describe('pathWithoutTrailingSlash', () => {
  it('drops the slashes at the end of a page address', () => {
    expect(pathWithoutTrailingSlash('/portofolio/3/')).toBe('/portofolio/3');
    expect(pathWithoutTrailingSlash('/portfolio/id/notes//')).toBe('/portfolio/id/notes');
  });

  it('has nothing to drop from an address without one, or the root', () => {
    expect(pathWithoutTrailingSlash('/portofolio/3')).toBe('');
    expect(pathWithoutTrailingSlash('/')).toBe('');
    expect(pathWithoutTrailingSlash('///')).toBe('');
  });
});

describe('leaveTrailingSlash', () => {
  const replace = jest.fn();
  beforeEach(() => replace.mockClear());

  function at(href: string) {
    const { pathname, search, hash } = new URL(href);
    return { pathname, search, hash, replace };
  }

  /** A tab's session storage, as a map. */
  function sessionStore(entries: Record<string, string> = {}) {
    const values = new Map(Object.entries(entries));
    return {
      values,
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
  }

  const leave = (href: string, storage: ReturnType<typeof sessionStore>, now: number) =>
    leaveTrailingSlash(
      pathWithoutTrailingSlash,
      at(href),
      { sessionStorage: storage },
      'left',
      10_000,
      now,
    );

  it('goes on to the address without the slash, keeping its query and fragment', () => {
    const storage = sessionStore();
    leave('https://example.com/portofolio/3/?ref=cv#demo', storage, 1_000);
    expect(replace).toHaveBeenCalledWith('/portofolio/3?ref=cv#demo');
    expect(storage.values.get('left')).toBe('/portofolio/3 1000');
  });

  it('stays on an address without one (no loop when that is no page either)', () => {
    leave('https://example.com/nope', sessionStore(), 1_000);
    expect(replace).not.toHaveBeenCalled();
  });

  it('goes on to an address once in a few seconds: a host that sends it back gets no loop', () => {
    const storage = sessionStore({ left: '/portofolio 5000' });
    leave('https://example.com/portofolio/', storage, 9_000);
    expect(replace).not.toHaveBeenCalled();
    // Later, the same link followed again goes on as the first time.
    leave('https://example.com/portofolio/', storage, 20_000);
    expect(replace).toHaveBeenCalledWith('/portofolio');
  });

  it('stays where session storage is blocked (no guard, so no going on)', () => {
    const blocked = {
      get sessionStorage(): Storage {
        throw new Error('SecurityError');
      },
    };
    leaveTrailingSlash(
      pathWithoutTrailingSlash,
      at('https://example.com/cv/'),
      blocked,
      'left',
      10_000,
      1_000,
    );
    expect(replace).not.toHaveBeenCalled();
  });

  it('is written as one self-contained statement in syntax old phones parse (ES2017)', () => {
    expect(() => parse(trailingSlashScript(), { ecmaVersion: 2017 })).not.toThrow();
  });
});
