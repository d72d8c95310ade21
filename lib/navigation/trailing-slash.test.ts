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

  it('goes on to the address without the slash, keeping its query and fragment', () => {
    leaveTrailingSlash(
      pathWithoutTrailingSlash,
      at('https://example.com/portofolio/3/?ref=cv#demo'),
    );
    expect(replace).toHaveBeenCalledWith('/portofolio/3?ref=cv#demo');
  });

  it('stays on an address without one (no loop when that is no page either)', () => {
    leaveTrailingSlash(pathWithoutTrailingSlash, at('https://example.com/nope'));
    expect(replace).not.toHaveBeenCalled();
  });

  it('is written as one self-contained statement in syntax old phones parse', () => {
    const script = trailingSlashScript();
    expect(() => new Function(script)).not.toThrow();
    expect(script).not.toMatch(/\?\.|\?\?|catch\s*\{/);
  });
});
