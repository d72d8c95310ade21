/**
 * Text as the build draws it in its own files (the share images; the CV PDF chooses its fonts in
 * lib/cv/pdf-charset.ts): in Inter, and each character Inter lacks in the owner's font that has
 * it (lib/fonts/owner-fonts.ts), as Satori falls back from the font a style names to the other
 * fonts it is given. Server only (reads the font files).
 */
import 'server-only';
import { interDraws, interFont, type InterWeight } from '@/lib/fonts/inter';
import { ownerFontFor, ownerFontsDraw } from '@/lib/fonts/owner-fonts';

/**
 * Code points of the scripts Satori cannot lay out, whatever the font: it joins Arabic letters and
 * orders a right-to-left line, but it does not reorder or stack the letters of the scripts of India
 * and South-East Asia (Devanagari's ि came out after its consonant, its conjuncts apart) nor
 * join Syriac, Thaana, N'Ko, Mongolian or Adlam. The CV PDF's renderer does both; only the share
 * images refuse them.
 */
const SCRIPTS_NOT_LAID_OUT: readonly [number, number][] = [
  // Syriac.
  [0x0700, 0x074f],
  // Thaana, N'Ko, Samaritan, Mandaic, Syriac Supplement.
  [0x0780, 0x086f],
  // Devanagari to Myanmar: the scripts of India, Sinhala, Thai, Lao, Tibetan.
  [0x0900, 0x109f],
  // The Philippine scripts (Tagalog, Hanunoo, Buhid, Tagbanwa), Khmer, Mongolian.
  [0x1700, 0x18af],
  // Limbu.
  [0x1900, 0x194f],
  // Buginese, Tai Tham.
  [0x1a00, 0x1aaf],
  // Balinese, Sundanese, Batak, Lepcha.
  [0x1b00, 0x1c4f],
  // Syloti Nagri, Phags-pa, Saurashtra, Devanagari Extended, Kayah Li, Rejang, Hangul Jamo
  // Extended-A (old Korean letters, composed into syllables), Javanese, Myanmar Extended-A and B,
  // Cham, Tai Viet, Meetei Mayek Extensions.
  [0xa800, 0xaaff],
  // Meetei Mayek.
  [0xabc0, 0xabff],
  // Kharoshthi to Elymaic: the historic scripts of Iran and Central Asia (Manichaean, Sogdian,
  // Pahlavi join), Hanifi Rohingya.
  [0x10a00, 0x10fff],
  // Brahmi and the other scripts of India and South-East Asia outside the first plane (Kaithi,
  // Chakma, Sharada, Grantha, Newa, Ahom, Makasar, Kawi...).
  [0x11000, 0x11fff],
  // Adlam.
  [0x1e900, 0x1e95f],
];

/** Whether a character is of a script the share images cannot lay out (above). */
export function shareImagesCannotLayOut(character: string): boolean {
  const code = character.codePointAt(0)!;
  return SCRIPTS_NOT_LAID_OUT.some(([from, to]) => code >= from && code <= to);
}

/** Whether the share images draw a character: Inter does, or one of the owner's fonts. */
export const drawnInShareImages = (character: string): boolean =>
  !shareImagesCannotLayOut(character) && (interDraws(character) || ownerFontsDraw(character));

/**
 * The width in px of `text` set on one line at `size` px, with `letterSpacing` px added after each
 * character, as Satori spaces it: each run of characters in the font that draws it.
 */
export function drawnLineWidth(
  text: string,
  {
    size,
    weight,
    letterSpacing = 0,
  }: { size: number; weight: InterWeight; letterSpacing?: number },
): number {
  const inter = interFont(weight);
  let width = 0;
  let run = '';
  let runFont = inter;
  const endRun = () => {
    if (run) width += (runFont.layout(run).advanceWidth / runFont.unitsPerEm) * size;
    run = '';
  };
  for (const character of text) {
    const font = interDraws(character) ? inter : (ownerFontFor(character, weight)?.font ?? inter);
    if (font !== runFont) {
      endRun();
      runFont = font;
    }
    run += character;
  }
  endRun();
  return width + letterSpacing * [...text].length;
}
