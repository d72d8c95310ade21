/**
 * Text as the build draws it in its own files (the share images; the CV PDF chooses its fonts in
 * lib/cv/pdf-charset.ts): in Inter, and each character Inter lacks in the owner's font that has
 * it (lib/fonts/owner-fonts.ts). Satori sets the texts Inter draws whole, and `drawnLineWidth`
 * measures them as it does; Pango the others, in the same fonts. Server only (reads the font files).
 */
import 'server-only';
import { interDraws, interFont, type InterWeight } from '@/lib/fonts/inter';
import { ownerFontFor, ownerFontsDraw } from '@/lib/fonts/owner-fonts';

/**
 * Whether the share images draw a character: Inter does, or one of the owner's fonts. Whatever its
 * script: a text with a letter Inter lacks is laid out by Pango (lib/seo/shaped-text.ts), which
 * joins, reorders and stacks the letters of Arabic, Devanagari or Thai as Satori did not.
 */
export const drawnInShareImages = (character: string): boolean =>
  interDraws(character) || ownerFontsDraw(character);

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
