/** @jest-environment node */
import fs from 'node:fs';
import {
  findOwnerFontProblems,
  ownerFontFor,
  ownerFonts,
  ownerFontsDraw,
} from '@/lib/fonts/owner-fonts';
import { TEST_FONT, withOwnerFonts } from '@/test/owner-fonts';

describe("the owner's fonts", () => {
  it('are read from content/fonts/, with their weight', () => {
    withOwnerFonts({ 'NotoSansJP-Regular.ttf': fs.readFileSync(TEST_FONT) }, () => {
      expect(ownerFonts().map(({ file, weight }) => ({ file, weight }))).toEqual([
        { file: 'content/fonts/NotoSansJP-Regular.ttf', weight: 400 },
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
      expect(ownerFonts()).toEqual([]);
      expect(ownerFontsDraw('山')).toBe(false);
    });
  });

  it('name a file the build cannot read, and leave a licence beside them alone', () => {
    withOwnerFonts(
      {
        'NotoSansJP-Regular.woff2': fs.readFileSync(TEST_FONT),
        'Broken.ttf': 'not a font',
        'OFL.txt': 'SIL Open Font License',
        'Good.otf': fs.readFileSync(TEST_FONT),
      },
      () => {
        expect(findOwnerFontProblems()).toEqual([
          "content/fonts/Broken.ttf: is not a font file the build can read: download the font's .ttf again",
          "content/fonts/NotoSansJP-Regular.woff2: the build draws with .ttf and .otf fonts only: use the font's .ttf file (Google Fonts' download has them in its static/ folder)",
        ]);
        expect(ownerFonts().map(({ file }) => file)).toEqual(['content/fonts/Good.otf']);
      },
    );
  });
});
