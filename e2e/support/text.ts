/** `text` as a regular expression that matches it literally (a name, an id, words of the copy). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
