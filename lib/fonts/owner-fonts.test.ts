/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import {
  findOwnerFontProblems,
  findOwnerFontWarnings,
  ownerFontFamilies,
  ownerFontFor,
  ownerFontsDir,
  ownerFontsDraw,
} from '@/lib/fonts/owner-fonts';
import {
  asItalic,
  fontCollection,
  HEBREW_TEST_FONT,
  TEST_FONT,
  withNameIds,
  withOwnerFonts,
  withWeightClass,
} from '@/test/owner-fonts';

const cjk = fs.readFileSync(TEST_FONT);
const hebrew = fs.readFileSync(HEBREW_TEST_FONT);

/** The families read, as their names and their files' names and weights. */
const familiesRead = () =>
  ownerFontFamilies().map(({ name, fonts }) => ({
    name,
    fonts: fonts.map(({ file, weight }) => ({ file, weight })),
  }));

describe("the owner's fonts", () => {
  it('are read from content/fonts/, with their family and weight', () => {
    withOwnerFonts({ 'NotoSansJP-Regular.ttf': cjk }, () => {
      expect(familiesRead()).toEqual([
        {
          name: 'WenQuanYi Micro Hei (content/fonts)',
          fonts: [{ file: 'content/fonts/NotoSansJP-Regular.ttf', weight: 400 }],
        },
      ]);
      expect(findOwnerFontProblems()).toEqual([]);
      expect(ownerFontsDraw('山')).toBe(true);
      expect(ownerFontFor('館', 700)?.file).toBe('content/fonts/NotoSansJP-Regular.ttf');
      // A character none of them has.
      expect(ownerFontsDraw('한')).toBe(false);
      expect(ownerFontFor('한', 400)).toBeUndefined();
    });
  });

  it('are none without the folder', () => {
    withOwnerFonts({}, () => {
      expect(ownerFontFamilies()).toEqual([]);
      expect(ownerFontsDraw('山')).toBe(false);
    });
  });

  it('are read again when the folder changes, and are the same array until then', () => {
    withOwnerFonts({ 'NotoSansJP-Regular.ttf': cjk }, () => {
      const first = ownerFontFamilies();
      expect(ownerFontFamilies()).toBe(first);
      expect(ownerFontsDraw('ש')).toBe(false);
      // A font added while `npm run dev` runs; the folder's time set on, as a second may not pass.
      fs.writeFileSync(path.join(ownerFontsDir(), 'NotoSansHebrew-Regular.ttf'), hebrew);
      const later = new Date(Date.now() + 60_000);
      fs.utimesSync(ownerFontsDir(), later, later);
      expect(ownerFontFamilies()).not.toBe(first);
      expect(ownerFontsDraw('ש')).toBe(true);
    });
  });

  it("are grouped by family, each family's files lightest first", () => {
    withOwnerFonts(
      {
        'NotoSansJP-Bold.ttf': withWeightClass(cjk, 700),
        'NotoSansJP-Regular.ttf': cjk,
        'NotoSansHebrew-Regular.ttf': hebrew,
      },
      () => {
        expect(familiesRead()).toEqual([
          {
            name: 'DejaVu Sans (content/fonts)',
            fonts: [{ file: 'content/fonts/NotoSansHebrew-Regular.ttf', weight: 400 }],
          },
          {
            name: 'WenQuanYi Micro Hei (content/fonts)',
            fonts: [
              { file: 'content/fonts/NotoSansJP-Regular.ttf', weight: 400 },
              { file: 'content/fonts/NotoSansJP-Bold.ttf', weight: 700 },
            ],
          },
        ]);
        // Each character in the family that has it, at its weight.
        expect(ownerFontFor('ש', 400)?.file).toBe('content/fonts/NotoSansHebrew-Regular.ttf');
        expect(ownerFontFor('茶', 400)?.file).toBe('content/fonts/NotoSansJP-Regular.ttf');
        expect(ownerFontFor('茶', 700)?.file).toBe('content/fonts/NotoSansJP-Bold.ttf');
        expect(ownerFontsDraw('ש') && ownerFontsDraw('茶')).toBe(true);
      },
    );
  });

  it('take a static weight into its typographic family, as a Google font names its weights', () => {
    // The Black file's family name is its own ('WenQuanYi - Micro Hei' here, as 'Noto Sans JP
    // Black'); its typographic family is the Regular's. Apart, the Black family came first and
    // drew every weight.
    const black = withNameIds(withWeightClass(cjk, 900), { 1: 16, 3: 1 });
    withOwnerFonts({ 'NotoSansJP-Black.ttf': black, 'NotoSansJP-Regular.ttf': cjk }, () => {
      expect(familiesRead()).toEqual([
        {
          name: 'WenQuanYi Micro Hei (content/fonts)',
          fonts: [
            { file: 'content/fonts/NotoSansJP-Regular.ttf', weight: 400 },
            { file: 'content/fonts/NotoSansJP-Black.ttf', weight: 900 },
          ],
        },
      ]);
      expect(ownerFontFor('茶', 400)?.file).toBe('content/fonts/NotoSansJP-Regular.ttf');
    });
  });

  it('keep the first file of a weight in a family, as the renderers draw with no other', () => {
    withOwnerFonts(
      { 'NotoSansJP-Regular.ttf': cjk, 'NotoSansJP-VariableFont_wght.ttf': cjk },
      () => {
        expect(familiesRead()).toEqual([
          {
            name: 'WenQuanYi Micro Hei (content/fonts)',
            fonts: [{ file: 'content/fonts/NotoSansJP-Regular.ttf', weight: 400 }],
          },
        ]);
      },
    );
  });

  it.each([
    // asked, the family's weights, the weight Satori draws with
    [400, [300, 400, 700], 400],
    [400, [300, 500], 500],
    // Heavier before lighter, for 400 too (CSS takes the lighter there; Satori does not).
    [400, [300, 700], 700],
    [400, [200, 300], 300],
    [600, [400, 700, 900], 700],
    [700, [400, 500, 900], 900],
    [700, [500, 600], 600],
    [300, [200, 500], 200],
    [300, [400, 500], 400],
    // A weight class between hundreds, to the nearest.
    [700, [400, 680], 700],
  ])('draw a text of weight %s, of a family of %j, at %s', (asked, weights, drawn) => {
    const files = Object.fromEntries(
      weights.map((weight) => [`Family-${weight}.ttf`, withWeightClass(cjk, weight)]),
    );
    withOwnerFonts(files, () => {
      expect(ownerFontFor('茶', asked)?.weight).toBe(drawn);
    });
  });

  it('leave alone every file that is not a font, and italics', () => {
    withOwnerFonts(
      {
        'NotoSansJP-Regular.ttf': cjk,
        'NotoSansJP-Italic.ttf': asItalic(cjk),
        'AUTHORS.txt': 'The authors',
        'LICENCE.txt': 'A licence',
        'FONTLOG.txt': 'A log',
        'OFL.txt': 'SIL Open Font License',
        'README.txt': 'About the font',
        'Thumbs.db': 'Windows thumbnails',
        'desktop.ini': '[.ShellClassInfo]',
        '.DS_Store': 'macOS folder view',
        // macOS's copy of a file's attributes, left beside it on a USB stick.
        '._NotoSansJP-Regular.ttf': 'attributes',
        'docs/specimen.pdf': 'a specimen',
      },
      () => {
        // A link to nothing, not a font.
        fs.symlinkSync('nowhere.txt', path.join(ownerFontsDir(), 'notes.txt'));
        expect(findOwnerFontProblems()).toEqual([]);
        expect(familiesRead()).toEqual([
          {
            name: 'WenQuanYi Micro Hei (content/fonts)',
            fonts: [{ file: 'content/fonts/NotoSansJP-Regular.ttf', weight: 400 }],
          },
        ]);
      },
    );
  });

  it('warn of a family with no bold file, whose names and titles come out regular', () => {
    withOwnerFonts({ 'NotoSansJP-Regular.ttf': cjk }, () => {
      expect(findOwnerFontWarnings()).toEqual([
        'content/fonts/NotoSansJP-Regular.ttf: WenQuanYi Micro Hei has no bold file: names and titles in its letters are drawn in its regular weight in the share images and the CV PDF; add its Bold .ttf to content/fonts/',
      ]);
    });
    withOwnerFonts(
      {
        'NotoSansJP-Regular.ttf': cjk,
        'NotoSansJP-Bold.ttf': withWeightClass(cjk, 700),
      },
      () => expect(findOwnerFontWarnings()).toEqual([]),
    );
    withOwnerFonts({}, () => expect(findOwnerFontWarnings()).toEqual([]));
  });

  it('name each file the build cannot draw with, and why', () => {
    withOwnerFonts(
      {
        'A.woff': cjk,
        'B.woff2': cjk,
        'Broken.ttf': 'not a font',
        'C.ttc': fontCollection(cjk, hebrew),
        'D.otc': fontCollection(cjk, hebrew),
        // A collection renamed.
        'E.ttf': fontCollection(cjk, hebrew),
        'Good.otf': cjk,
        // Google's download, unzipped: its static weights in a folder of their own.
        'static/NotoSansJP-Regular.ttf': cjk,
      },
      () => {
        fs.symlinkSync('nowhere.ttf', path.join(ownerFontsDir(), 'Gone.ttf'));
        expect(findOwnerFontProblems()).toEqual([
          "content/fonts/A.woff: is a web font, and the build draws with .ttf and .otf fonts only: use the font's .ttf file (or convert this one to .ttf)",
          "content/fonts/B.woff2: is a web font, and the build draws with .ttf and .otf fonts only: use the font's .ttf file (or convert this one to .ttf)",
          "content/fonts/Broken.ttf: is not a font file the build can read: download the font's .ttf again",
          "content/fonts/C.ttc: holds several fonts (a collection), and the build draws with a single font's file: use the .ttf of the one you want",
          "content/fonts/D.otc: holds several fonts (a collection), and the build draws with a single font's file: use the .ttf of the one you want",
          "content/fonts/E.ttf: holds several fonts (a collection), and the build draws with a single font's file: use the .ttf of the one you want",
          'content/fonts/Gone.ttf: is a link to a file that is not there: copy the font itself here',
          'content/fonts/static/: the build reads the fonts directly in content/fonts/, not in a folder within it: move the .ttf files you want (Regular and Bold) up into content/fonts/',
        ]);
        expect(familiesRead().flatMap(({ fonts }) => fonts.map(({ file }) => file))).toEqual([
          'content/fonts/Good.otf',
        ]);
      },
    );
  });
});
