/**
 * The characters the CV PDF can draw, and the font it is set in. Helvetica is one of the fonts
 * every PDF reader has built in, so no font file is embedded; such a font is written in the
 * WinAnsi encoding (Windows-1252), and a character outside it would come out as a blank box. A CV
 * that needs one (a name like 'Łukasz Wiśniewski', a CV in Polish, Turkish, Vietnamese, Greek or
 * Russian) is set in Inter instead, embedded with only the letters it uses (lib/fonts/inter.ts).
 * An emoji is left out (lib/fonts/emoji.ts); another character neither draws (Chinese, Arabic) is
 * named by the content check and stops the build (lib/cv/pdf.tsx). Server only (reads the font file).
 */
import { mapStrings, withoutEmoji } from '@/lib/fonts/emoji';
import { interDraws } from '@/lib/fonts/inter';

/** Windows-1252's characters above Latin-1's printable ASCII and its 0xA0-0xFF range. */
const WINDOWS_1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Whether the built-in Helvetica draws a character (it is in Windows-1252). */
export function helveticaDraws(character: string): boolean {
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

/** The strings of `value` holding a character `draws` refuses (Helvetica's by default), with those characters. */
export function undrawableText(
  value: unknown,
  draws: (character: string) => boolean = helveticaDraws,
): { text: string; characters: string[] }[] {
  const found: { text: string; characters: string[] }[] = [];
  for (const text of stringsIn(value)) {
    const characters = [...new Set([...text].filter((character) => !draws(character)))];
    if (characters.length > 0) found.push({ text, characters });
  }
  return found;
}

/** Whether a font the PDF can be set in draws a character. */
const pdfDraws = (character: string) => helveticaDraws(character) || interDraws(character);

/** The CV's words as the PDF draws them: without the emoji neither font has ("Developer 🚀"). */
export function cvPdfWords<Words>(words: Words): Words {
  return mapStrings(words, (text) => withoutEmoji(text, pdfDraws));
}

export type CvPdfFontFamily = 'Helvetica' | 'Inter';

/**
 * The font the CV's words are set in: Helvetica when it draws them all (nothing embedded, the
 * smallest file), else Inter; `undrawable` lists what neither draws (empty when the PDF can be made).
 */
export function cvPdfFont(words: unknown): {
  family: CvPdfFontFamily;
  undrawable: { text: string; characters: string[] }[];
} {
  if (undrawableText(words).length === 0) return { family: 'Helvetica', undrawable: [] };
  return {
    family: 'Inter',
    undrawable: undrawableText(
      words,
      (character) => helveticaDraws(character) || interDraws(character),
    ),
  };
}
