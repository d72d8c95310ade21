/**
 * Inter, from the `@expo-google-fonts/inter` package, as static TTF files: the share images are set
 * in it, and the CV PDF is when its words need a letter Helvetica lacks. Read from the package, so
 * a file comes out the same on every build machine, whatever fonts that machine has. It draws the
 * Latin, Greek and Cyrillic alphabets and Vietnamese; not Chinese, Japanese, Arabic or the scripts
 * of India (an owner's own font draws what it lacks: lib/fonts/owner-fonts.ts). Server only (reads
 * node_modules/).
 */
import 'server-only';
import path from 'node:path';
import { openSync, type Font } from 'fontkit';

/** The weights the site draws with, as static TTF files (Satori reads TTF, not WOFF2). */
export const INTER_FONT_FILES = {
  400: '400Regular/Inter_400Regular.ttf',
  600: '600SemiBold/Inter_600SemiBold.ttf',
  700: '700Bold/Inter_700Bold.ttf',
} as const;

export type InterWeight = keyof typeof INTER_FONT_FILES;

/** The TTF file of a weight. */
export const interFontPath = (weight: InterWeight) =>
  path.join(process.cwd(), 'node_modules', '@expo-google-fonts', 'inter', INTER_FONT_FILES[weight]);

const opened = new Map<InterWeight, Font>();
/** A weight's font file, read once. */
export function interFont(weight: InterWeight): Font {
  let font = opened.get(weight);
  if (!font) opened.set(weight, (font = openSync(interFontPath(weight))));
  return font;
}

/** Whether Inter draws a character (every weight covers the same characters). */
export function interDraws(character: string): boolean {
  return interFont(400).hasGlyphForCodePoint(character.codePointAt(0)!);
}
