/** `text` as a regular expression that matches it literally (a name, an id, words of the copy). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `text` without its emoji ("Frontend Developer 🚀", "🇮🇩 Bandung") and what draws nothing (a
 * soft hyphen, a joiner), as the files the build draws (the CV PDF, the share images) read: they
 * have no emoji font and leave them out, with the space one leaves. Pictographs from U+2300 up
 * count as emoji; below, the older marks (©, ™, ↔) stay.
 */
export function withoutEmoji(text: string): string {
  return [...text]
    .filter(
      (character) =>
        !/[\p{Regional_Indicator}\p{Emoji_Modifier}\p{Cf}\uFE0E\uFE0F\u20E3]/u.test(character) &&
        !(/\p{Extended_Pictographic}/u.test(character) && character.codePointAt(0)! >= 0x2300),
    )
    .join('')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/** Windows-1252, the encoding of the PDF readers' built-in Helvetica: its characters above Latin-1. */
const WINDOWS_1252_ABOVE_LATIN1 = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** The characters of `text` the PDF readers' built-in Helvetica cannot draw. */
export function beyondWindows1252(text: string): string[] {
  return [...new Set(text)].filter(
    (character) =>
      character.codePointAt(0)! > 0xff && !WINDOWS_1252_ABOVE_LATIN1.includes(character),
  );
}
