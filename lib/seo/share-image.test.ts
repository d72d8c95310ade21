/** @jest-environment node */
import fs from 'node:fs';
import sharp from 'sharp';
import { defaultLanguage, languageCodes, type Language } from '@/lib/i18n/languages';
import { shareCardFor, shareImageKeys, type ShareImageKey } from '@/lib/seo/metadata';
import { openSync } from 'fontkit';
import { asDrawn } from '@/lib/fonts/emoji';
import { INTER_FONT_FILES, interDraws, interFontPath, type InterWeight } from '@/lib/fonts/inter';
import { ownerFontsDraw } from '@/lib/fonts/owner-fonts';
import type { ShareCard } from '@/lib/seo/share-card';
import { drawnTexts, titleSetting } from '@/lib/seo/share-image';
import { drawAllInNode, drawInNode } from '@/test/draw-in-node';
import {
  HEBREW_TEST_FONT,
  NOTO_ARABIC_TEST_FONT,
  TEST_FONT,
  withOwnerFonts,
} from '@/test/owner-fonts';

/** How long a hook that draws in a child process may take: its drawings take seconds, more under load. */
const DRAWING_TIMEOUT = 60_000;

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

describe("a share card in the owner's script", () => {
  it("is drawn with the owner's font, with nothing fetched", () => {
    const { file, fetched } = withOwnerFonts(
      { 'NotoSansJP-Regular.ttf': fs.readFileSync(TEST_FONT) },
      () => drawInNode('share-card', cardOf('山田花子', '東京')),
    );
    // Satori, given a letter Inter lacks, asks Google Fonts for it (offline: drawn blank); the
    // text goes to Pango, with her font, instead.
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
    // Before it, the Hebrew letters had no font (Pango drew a box for each); after, hers.
    expect(before!.fetched).toEqual([]);
    expect(after!.fetched).toEqual([]);
    expect(after!.file.equals(before!.file)).toBe(false);
  });
});

/** A PNG's pixels, read by sharp, and what they show. */
async function pixelsOf(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const offset = (y * info.width + x) * info.channels;
    return [data[offset]!, data[offset + 1]!, data[offset + 2]!] as const;
  };
  /** The card's background (#fbfaf7), where nothing is drawn. */
  const isPaper = (x: number, y: number) => {
    const [r, g, b] = at(x, y);
    return Math.abs(r - 251) <= 2 && Math.abs(g - 250) <= 2 && Math.abs(b - 247) <= 2;
  };
  /** The inside of a tag, the only white of the text's side. */
  const isWhite = (x: number, y: number) => at(x, y).every((channel) => channel === 255);
  /** Dark enough to be a letter of the heading (#0f172a), even at its edges. */
  const isInk = (x: number, y: number) => Math.max(...at(x, y)) < 90;
  /** The xs of a row, from `x0` up to `x1` (excluded), for which `test` holds. */
  const xsWhere = (y: number, x0: number, x1: number, test: (x: number, y: number) => boolean) =>
    Array.from({ length: x1 - x0 }, (_, index) => x0 + index).filter((x) => test(x, y));
  return { isPaper, isWhite, isInk, xsWhere };
}

type Pixels = Awaited<ReturnType<typeof pixelsOf>>;

/** The share of the pixels of a rectangle that are not the card's background. */
function drawnShare(pixels: Pixels, x0: number, x1: number, y0: number, y1: number): number {
  let drawn = 0;
  for (let y = y0; y < y1; y += 1)
    drawn += x1 - x0 - pixels.xsWhere(y, x0, x1, pixels.isPaper).length;
  return drawn / ((x1 - x0) * (y1 - y0));
}

/**
 * The tags of a card, from left to right: the runs of drawn pixels (the tag's white, its border and
 * word) across the middle of the row of tags, on the text's side (`x0` to `x1`).
 */
function tagSpans(pixels: Pixels, x0: number, x1: number): { left: number; right: number }[] {
  // The first row from the top with a tag's white, under the tag's 2-pixel border.
  let top = 0;
  for (let y = 250; y < 520 && !top; y += 1) {
    if (pixels.xsWhere(y, x0, x1, pixels.isWhite).length > 0) top = y;
  }
  const middle = top + 19;
  const spans: { left: number; right: number }[] = [];
  for (const x of pixels.xsWhere(middle, x0, x1, (x, y) => !pixels.isPaper(x, y))) {
    const last = spans.at(-1);
    if (last && x - last.right <= 2) last.right = x;
    else spans.push({ left: x, right: x });
  }
  return spans;
}

describe('a share card of a language written right to left', () => {
  /*
   * Where the card's parts sit, read from the left (1200 x 630): the text from x 80 (its title
   * from 76), the image's frame from 634 to 1126, 74 to 556 down. Its mirror: the text up to 1120,
   * the frame from 74 to 566. The title's band, one line at 74 px, is about y 150 to 220.
   */
  const TITLE_BAND = { top: 150, bottom: 220 };
  /** A band under the tags and above the footer: only the image is drawn there. */
  const IMAGE_BAND = { top: 450, bottom: 530 };
  // Hebrew, which Satori draws right to left whole (an Arabic line's words it leaves in their
  // written order, left to right). About 290 px at 74 px: the line leaves the side of the text next
  // to the image empty.
  const card = { ...cardOf('שרה כהן', 'מפתחת אתרים'), tags: ['React', 'TypeScript'] };
  let rtl: Pixels;
  let ltr: Pixels;
  beforeAll(async () => {
    const [mirrored, usual] = withOwnerFonts(
      { 'NotoSansHebrew-Regular.ttf': fs.readFileSync(HEBREW_TEST_FONT) },
      () =>
        drawAllInNode([
          { what: 'share-card', given: { ...card, direction: 'rtl' } },
          { what: 'share-card', given: { ...card, direction: 'ltr' } },
        ]),
    );
    rtl = await pixelsOf(mirrored!.file);
    ltr = await pixelsOf(usual!.file);
  }, DRAWING_TIMEOUT);

  it('shows the image on the left and nothing drawn where it was', () => {
    expect(drawnShare(rtl, 100, 540, IMAGE_BAND.top, IMAGE_BAND.bottom)).toBeGreaterThan(0.5);
    expect(drawnShare(rtl, 660, 1100, IMAGE_BAND.top, IMAGE_BAND.bottom)).toBe(0);
  });

  it('sets the heading against the right edge, the left of its line empty', () => {
    const ink = [];
    for (let y = TITLE_BAND.top; y < TITLE_BAND.bottom; y += 1) {
      ink.push(...rtl.xsWhere(y, 600, 1200, rtl.isInk));
    }
    expect(Math.max(...ink)).toBeGreaterThan(1100);
    expect(Math.max(...ink)).toBeLessThan(1126);
    expect(drawnShare(rtl, 600, 700, TITLE_BAND.top, TITLE_BAND.bottom)).toBe(0);
  });

  it('runs its tags from the right: the first, shorter, at the right edge', () => {
    const [typeScript, react] = tagSpans(rtl, 580, 1200);
    expect(react!.right).toBeGreaterThan(1115);
    expect(react!.right - react!.left).toBeLessThan(typeScript!.right - typeScript!.left);
  });

  it('leaves a card read from the left as it was: text on the left, image on the right', () => {
    expect(drawnShare(ltr, 660, 1100, IMAGE_BAND.top, IMAGE_BAND.bottom)).toBeGreaterThan(0.5);
    expect(drawnShare(ltr, 100, 540, IMAGE_BAND.top, IMAGE_BAND.bottom)).toBe(0);
    const ink = [];
    for (let y = TITLE_BAND.top; y < TITLE_BAND.bottom; y += 1) {
      ink.push(...ltr.xsWhere(y, 0, 600, ltr.isInk));
    }
    expect(Math.min(...ink)).toBeLessThan(100);
    expect(drawnShare(ltr, 500, 600, TITLE_BAND.top, TITLE_BAND.bottom)).toBe(0);
    const [react, typeScript] = tagSpans(ltr, 0, 620);
    expect(react!.left).toBeLessThan(85);
    expect(react!.right - react!.left).toBeLessThan(typeScript!.right - typeScript!.left);
  });
});

/**
 * The ink of a row band, from left to right, as runs of columns with ink, a gap of at least `gap`
 * px between two runs (the space between two words; letters that do not join leave less).
 */
function inkRuns(
  isInk: (x: number, y: number) => boolean,
  band: { top: number; bottom: number },
  x0: number,
  x1: number,
  gap: number,
): { left: number; right: number }[] {
  const columns = Array.from({ length: x1 - x0 }, (_, index) => x0 + index).filter((x) => {
    for (let y = band.top; y < band.bottom; y += 1) if (isInk(x, y)) return true;
    return false;
  });
  const runs: { left: number; right: number }[] = [];
  for (const x of columns) {
    const last = runs.at(-1);
    if (last && x - last.right < gap) last.right = x;
    else runs.push({ left: x, right: x });
  }
  return runs;
}

/** The width in px of the ink of `text` drawn alone by sharp in `font` (the test's oracle). */
async function inkWidthAlone(text: string, font: string, fontfile: string): Promise<number> {
  const { info } = await sharp({ text: { text, font, fontfile, dpi: 72 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  return info.width;
}

describe('a share card in Arabic, with Noto Sans Arabic (a font Satori could not load)', () => {
  // Two words of clearly different widths: مصر (Egypt), short, then القاهرة (Cairo), long. Read
  // from the right, the first is the rightmost; Satori drew them in their written order from the
  // left, the long word on the right.
  const [first, second] = ['مصر', 'القاهرة'];
  const card: ShareCard = {
    ...cardOf(`${first} ${second}`, 'مطورة واجهات ويب'),
    eyebrow: 'محفظة',
    direction: 'rtl',
  };
  /** The title's band at 74 px (one line): its letters' ink, marks above and below included. */
  const TITLE_BAND = { top: 140, bottom: 240 };
  let drawn: { file: Buffer; fetched: string[] };
  let pixels: Pixels;
  beforeAll(async () => {
    drawn = withOwnerFonts(
      { 'NotoSansArabic-Bold.ttf': fs.readFileSync(NOTO_ARABIC_TEST_FONT) },
      () => drawInNode('share-card', card),
    );
    pixels = await pixelsOf(drawn.file);
    // One child process draws it (a few seconds; more while other suites run beside it).
  }, DRAWING_TIMEOUT);

  it('is drawn, with nothing fetched', () => {
    expect(drawn.fetched).toEqual([]);
    expect(imageSize(drawn.file)).toEqual({ width: 1200, height: 630 });
  });

  it("sets the heading's first word at the right, as wide as that word drawn alone", async () => {
    const runs = inkRuns(pixels.isInk, TITLE_BAND, 600, 1200, 12);
    expect(runs).toHaveLength(2);
    const rightmost = runs.at(-1)!;
    const font = 'Noto Sans Arabic Bold 74';
    const [firstWidth, secondWidth] = await Promise.all([
      inkWidthAlone(first, font, NOTO_ARABIC_TEST_FONT),
      inkWidthAlone(second, font, NOTO_ARABIC_TEST_FONT),
    ]);
    // The words differ by far more than the tolerance.
    expect(secondWidth - firstWidth).toBeGreaterThan(60);
    expect(Math.abs(rightmost.right - rightmost.left + 1 - firstWidth)).toBeLessThanOrEqual(4);
    expect(Math.abs(runs[0]!.right - runs[0]!.left + 1 - secondWidth)).toBeLessThanOrEqual(4);
    // Against the text's right edge (1120), as a Latin heading's start is against its left.
    expect(rightmost.right).toBeGreaterThan(1100);
    expect(rightmost.right).toBeLessThan(1126);
  });
});

describe('a share card in Latin letters', () => {
  it('has none of its texts drawn by Pango', async () => {
    const card = { ...cardOf('Raka Pratama', 'Frontend Developer'), footer: 'Jakarta · Indonesia' };
    expect(await drawnTexts(card)).toEqual({
      eyebrow: undefined,
      title: undefined,
      subtitle: undefined,
      footer: undefined,
      tags: [undefined, undefined],
    });
  });

  it("is drawn by Satori alone, the same whether or not the owner's folder has fonts", () => {
    const card = cardOf('Raka Pratama', 'Frontend Developer');
    const [without] = withOwnerFonts({}, () =>
      drawAllInNode([{ what: 'share-card', given: card }]),
    );
    const [withFonts] = withOwnerFonts(
      { 'NotoSansArabic-Bold.ttf': fs.readFileSync(NOTO_ARABIC_TEST_FONT) },
      () => drawAllInNode([{ what: 'share-card', given: card }]),
    );
    expect(withFonts!.file.equals(without!.file)).toBe(true);
  });
});
