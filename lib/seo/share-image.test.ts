/** @jest-environment node */
import { getProjectIds } from '@/lib/content/projects';
import { languageCodes } from '@/lib/i18n/languages';
import { shareCardFor, type ShareImageKey } from '@/lib/seo/metadata';
import { SHARE_FONT_FILES, shareFontPath } from '@/lib/seo/share-image';

/** The one thing read from a font file here: whether it draws a character. */
interface CharacterMap {
  hasGlyphForCodePoint(codePoint: number): boolean;
}
// fontkit comes with @react-pdf/renderer (the CV's PDF) and has no types of its own.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const fontkit: { openSync(file: string): CharacterMap } = require('fontkit');

const keys: ShareImageKey[] = ['home', ...getProjectIds()];

/** Every character a card shows, the title as drawn (upper case). */
function cardCharacters(language: string, key: ShareImageKey): string[] {
  const card = shareCardFor(key, language)!;
  const text = [card.eyebrow, card.title.toUpperCase(), card.subtitle, card.footer, ...card.tags];
  return [...new Set([...text.join('')])].filter((char) => char.trim() !== '');
}

describe('the share-image font', () => {
  it.each(Object.entries(SHARE_FONT_FILES))(
    'weight %s has every character of every share card in every language',
    (_weight, file) => {
      const font = fontkit.openSync(shareFontPath(file));
      const missing = languageCodes.flatMap((language) =>
        keys.flatMap((key) =>
          cardCharacters(language, key)
            .filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0)!))
            .map((char) => `${language}/${key}: "${char}"`),
        ),
      );
      expect(missing).toEqual([]);
    },
  );

  it('tells a character it lacks', () => {
    const font = fontkit.openSync(shareFontPath(SHARE_FONT_FILES[400]));
    // A Tamil letter: far outside the Latin, Greek and Cyrillic the file covers.
    expect(font.hasGlyphForCodePoint('அ'.codePointAt(0)!)).toBe(false);
    expect(font.hasGlyphForCodePoint('·'.codePointAt(0)!)).toBe(true);
  });
});
