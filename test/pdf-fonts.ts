/**
 * What a PDF says of its fonts, read from its bytes (as latin1) with no PDF library: which fonts it
 * embeds, and whether the letters drawn from them map back to text. For the CV PDF's tests, unit
 * (lib/cv/pdf-charset.test.ts) and static (e2e/static/cv.test.ts).
 */
import { inflateSync } from 'node:zlib';

/**
 * The PostScript names of the fonts a PDF embeds, each once: an embedded subset is named after a
 * six-letter tag ('/BaseFont /ABCDEF+Inter-Bold'); the readers' built-in fonts have none.
 */
export function embeddedFontNames(pdf: string): string[] {
  return [...new Set([...pdf.matchAll(/\/BaseFont\s*\/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]!))];
}

/** A letter as a ToUnicode map writes it: its UTF-16 code units in hex ('d840dc00' for U+20000). */
const utf16Hex = (letter: string) =>
  Array.from({ length: letter.length }, (_, index) =>
    letter.charCodeAt(index).toString(16).padStart(4, '0'),
  ).join('');

/**
 * The letters of `letters` that no embedded font's ToUnicode map (a compressed stream) names: a
 * letter drawn from a font is mapped back to text there, so it can be searched and copied. The
 * map's hex strings are read whole, spaces left out: one beyond U+FFFF is two code units,
 * written '<d840 dc00>'.
 */
export function unmappedLetters(pdf: string, letters: string[]): string[] {
  const mapped = new Set(
    [...pdf.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)]
      .map((match) => {
        try {
          return inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
        } catch {
          return '';
        }
      })
      .filter((stream) => stream.includes('begincmap'))
      .flatMap((map) => [...map.matchAll(/<([\da-f\s]+)>/gi)])
      .map((hex) => hex[1]!.replace(/\s+/g, '').toLowerCase()),
  );
  return letters.filter((letter) => !mapped.has(utf16Hex(letter)));
}
