import { opensSearch, type ShortcutEvent } from '@/lib/search/shortcut';

const press = (key: string, extra: Partial<ShortcutEvent> = {}): ShortcutEvent => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: { tagName: 'BODY' },
  ...extra,
});

describe('opensSearch', () => {
  it('opens on / outside a field', () => {
    expect(opensSearch(press('/'))).toBe(true);
  });

  it('leaves / alone while typing in a field', () => {
    expect(opensSearch(press('/', { target: { tagName: 'INPUT' } }))).toBe(false);
    expect(opensSearch(press('/', { target: { tagName: 'TEXTAREA' } }))).toBe(false);
    expect(opensSearch(press('/', { target: { tagName: 'DIV', isContentEditable: true } }))).toBe(
      false,
    );
  });

  it('opens on Ctrl+K and ⌘K, even in a field', () => {
    expect(opensSearch(press('k', { ctrlKey: true }))).toBe(true);
    expect(opensSearch(press('K', { metaKey: true, target: { tagName: 'INPUT' } }))).toBe(true);
  });

  it('ignores other keys and Alt combinations', () => {
    expect(opensSearch(press('k'))).toBe(false);
    expect(opensSearch(press('k', { ctrlKey: true, altKey: true }))).toBe(false);
  });
});
