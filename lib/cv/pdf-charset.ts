/**
 * The characters the CV PDF can draw. It is set in Helvetica, one of the fonts every PDF reader
 * has built in, so no font file is embedded; such a font is written in the WinAnsi encoding
 * (Windows-1252), and a character outside it comes out as a blank box. A CV whose content uses one
 * stops the build instead (lib/cv/pdf.tsx).
 */

/** Windows-1252's characters above Latin-1's printable ASCII and its 0xA0-0xFF range. */
const WINDOWS_1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

function drawable(character: string): boolean {
  const code = character.codePointAt(0)!;
  return (
    character === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WINDOWS_1252_EXTRAS.includes(character)
  );
}

/** Every string in `value` (an object, array or string), depth first. */
function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item);
  else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) yield* stringsIn(item);
  }
}

/** The strings of `value` holding a character the PDF cannot draw, with those characters. */
export function undrawableText(value: unknown): { text: string; characters: string[] }[] {
  const found: { text: string; characters: string[] }[] = [];
  for (const text of stringsIn(value)) {
    const characters = [...new Set([...text].filter((character) => !drawable(character)))];
    if (characters.length > 0) found.push({ text, characters });
  }
  return found;
}
