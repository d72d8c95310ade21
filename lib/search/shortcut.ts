/**
 * Whether a key press asks to open search: '/' (when not typing in a field) or Ctrl+K / ⌘K.
 * Pure, so the rule is tested without a browser.
 */
export interface ShortcutEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The element the key went to. */
  target: { tagName?: string; isContentEditable?: boolean } | null;
}

function isTyping(target: ShortcutEvent['target']): boolean {
  if (!target) return false;
  const tag = (target.tagName ?? '').toUpperCase();
  return (
    tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || Boolean(target.isContentEditable)
  );
}

export function opensSearch(event: ShortcutEvent): boolean {
  if (event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
}
