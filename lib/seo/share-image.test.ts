/** @jest-environment node */
import fs from 'node:fs';
import { defaultLanguage, languageCodes, type Language } from '@/lib/i18n/languages';
import { shareCardFor, shareImageKeys, type ShareImageKey } from '@/lib/seo/metadata';
import { openSync } from 'fontkit';
import { asDrawn } from '@/lib/fonts/emoji';
import { INTER_FONT_FILES, interDraws, interFontPath, type InterWeight } from '@/lib/fonts/inter';
import { ownerFontsDraw } from '@/lib/fonts/owner-fonts';
import type { ShareCard } from '@/lib/seo/share-card';
import { titleSetting } from '@/lib/seo/share-image';
import { drawAllInNode, drawInNode } from '@/test/draw-in-node';
import { HEBREW_TEST_FONT, TEST_FONT, withOwnerFonts } from '@/test/owner-fonts';

/** A PNG's size, from its header. */
const imageSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** The title's size alone. */
const titleSize = (...args: Parameters<typeof titleSetting>) => titleSetting(...args).size;

/** Every character a card shows, the title as drawn (upper case). */
function cardCharacters(language: Language, key: ShareImageKey): string[] {
  // As drawn: an emoji in the owner's words ("Developer 🚀") is left out of the image.
  const card = asDrawn(shareCardFor(key, language)!);
  const text = [card.eyebrow, card.title.toUpperCase(), card.subtitle, card.footer, ...card.tags];
  return [...new Set([...text.join('')])].filter((char) => char.trim() !== '');
}

describe('the share-image font', () => {
  it.each(Object.keys(INTER_FONT_FILES).map(Number) as InterWeight[])(
    "weight %s has every character of every share card in every language, or the owner's fonts have it",
    (weight) => {
      const font = openSync(interFontPath(weight));
      const missing = languageCodes.flatMap((language) =>
        shareImageKeys(language).flatMap((key) =>
          cardCharacters(language, key)
            .filter(
              (char) => !font.hasGlyphForCodePoint(char.codePointAt(0)!) && !ownerFontsDraw(char),
            )
            .map((char) => `${language}/${key}: "${char}"`),
        ),
      );
      expect(missing).toEqual([]);
    },
  );

  it('tells a character it lacks', () => {
    // A Tamil letter: far outside the Latin, Greek and Cyrillic the file covers.
    expect(interDraws('அ')).toBe(false);
    expect(interDraws('·')).toBe(true);
    // Polish, Turkish, Vietnamese and Russian letters: beyond Helvetica's, within Inter's.
    expect(['ł', 'ş', 'ễ', 'Ж'].filter((letter) => !interDraws(letter))).toEqual([]);
  });
});

describe("the share card's title", () => {
  it('keeps its size when the name fits two lines', () => {
    expect(titleSize('Raka Pratama')).toBe(74);
    // A word of ten letters or more starts smaller.
    expect(titleSize('Persuratan Upana')).toBe(62);
    expect(titleSize('My first code review as an intern', 'headline')).toBe(50);
  });

  it('sets a long name smaller rather than cutting it', () => {
    // Five words: at 74 px the clamp cut it after "MUHAMMAD RIZKY ADITY…".
    expect(titleSize('Muhammad Rizky Aditya Pratama Nugroho')).toBe(40);
    // At 74 px "RAKA ADI / PRATAMA / PUTRA" takes three lines; at 62, two.
    expect(titleSize('Raka Adi Pratama Putra')).toBe(62);
    expect(titleSize('Kusumawardhani Prameswari Ningrum')).toBe(44);
  });

  it('keeps whole words whenever they fit a line', () => {
    expect(titleSetting('Muhammad Rizky Aditya Pratama Nugroho').breakWords).toBe(false);
    expect(titleSetting('Kusumawardhani Prameswari Ningrum').breakWords).toBe(false);
  });

  it('breaks a word too wide for a line at the smallest size, at the largest size where it fits two lines', () => {
    // One word of 38 letters, wider than a line (548 px) at every size: whole, it was cut at the
    // frame after "PENGELOLAANKEUANGANK". Broken, it fills two lines at 44 px (1,052 px of letters),
    // not at 50 (1,206 px).
    expect(titleSetting('PengelolaanKeuanganKoperasiDesaTerpadu')).toEqual({
      size: 44,
      breakWords: true,
    });
    // 27 letters: 695 px at 40, so broken; two lines at 56 px (995 px), not at 62 (1,107 px).
    expect(titleSetting('Sistemmanajemenperpustakaan')).toEqual({ size: 56, breakWords: true });
  });
});

describe("a share card in the owner's script", () => {
  /**
   * A card of the test's own words, in Latin letters and `title` and `subtitle` (the owner's words
   * may hold letters the test fonts lack); only the image is the owner's.
   */
  function cardOf(title: string, subtitle: string): ShareCard {
    const { image, focus } = shareCardFor('home', defaultLanguage)!;
    return {
      eyebrow: 'PORTFOLIO',
      title,
      subtitle,
      tags: ['React', 'TypeScript'],
      footer: 'Frontend Developer',
      image,
      ...(focus && { focus }),
    };
  }

  it("is drawn with the owner's font, with nothing fetched", () => {
    const { file, fetched } = withOwnerFonts(
      { 'NotoSansJP-Regular.ttf': fs.readFileSync(TEST_FONT) },
      () => drawInNode('share-card', cardOf('山田花子', '東京')),
    );
    // Without her font, next/og asks Google Fonts for the letters (offline: drawn blank).
    expect(fetched).toEqual([]);
    expect(imageSize(file)).toEqual({ width: 1200, height: 630 });
  });

  it('draws each letter in the font of hers that has it, two fonts of one weight', () => {
    // Two families, both regular: the Hebrew letters are in the second alone.
    const { fetched } = withOwnerFonts(
      {
        'NotoSansJP-Regular.ttf': fs.readFileSync(TEST_FONT),
        'NotoSansHebrew-Regular.ttf': fs.readFileSync(HEBREW_TEST_FONT),
      },
      () => drawInNode('share-card', cardOf('山田花子', 'תל אביב')),
    );
    expect(fetched).toEqual([]);
  });

  it('draws with a font of hers added while the site runs (`npm run dev`)', () => {
    const card = cardOf('山田花子', 'תל אביב');
    const [before, after] = withOwnerFonts(
      { 'NotoSansJP-Regular.ttf': fs.readFileSync(TEST_FONT) },
      () =>
        drawAllInNode([
          { what: 'share-card', given: card },
          {
            what: 'share-card',
            given: card,
            addFonts: { 'NotoSansHebrew-Regular.ttf': HEBREW_TEST_FONT },
          },
        ]),
    );
    // Before it, next/og asks Google Fonts for the Hebrew letters.
    expect(before!.fetched).not.toEqual([]);
    expect(after!.fetched).toEqual([]);
  });
});
