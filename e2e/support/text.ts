/** `text` as a regular expression that matches it literally (a name, an id, words of the copy). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `text` without its emoji ("Frontend Developer 🚀", "🇮🇩 Bandung"), as the files the build draws
 * (the CV PDF, the share images) read: they have no emoji font and leave them out, with the space
 * one leaves. Pictographs from U+2300 up count as emoji here; below, the marks their fonts draw
 * (©, ™, ↔) stay.
 */
export function withoutEmoji(text: string): string {
  return [...text]
    .filter(
      (character) =>
        !/[\p{Regional_Indicator}\p{Emoji_Modifier}\u200D\uFE0F\u20E3]/u.test(character) &&
        !(/\p{Extended_Pictographic}/u.test(character) && character.codePointAt(0)! >= 0x2300),
    )
    .join('')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}
