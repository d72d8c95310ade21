/**
 * Whether a key press asks to open search: '/' (when not typing in a field) or Ctrl+K / ⌘K.
 * Pure, so the rule is tested without a browser. It also runs in the inline head script
 * (lib/head-script/search-shortcut.ts), written into the page with its source text: it therefore
 * uses nothing but its argument, in syntax old phones parse (ES2017: no `?.` or `??`).
 */
export interface ShortcutEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The element the key went to. */
  target: { tagName?: string; isContentEditable?: boolean } | null;
}

export function opensSearch(event: ShortcutEvent): boolean {
  if (event.altKey || typeof event.key !== 'string') return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey) return false;
  // '/' typed into a field is a character, not a shortcut.
  const target = event.target;
  const tag = target && target.tagName ? target.tagName.toUpperCase() : '';
  const typing =
    tag === 'INPUT' ||
    tag === 'TEXTAREA' ||
    tag === 'SELECT' ||
    Boolean(target && target.isContentEditable);
  return !typing;
}
