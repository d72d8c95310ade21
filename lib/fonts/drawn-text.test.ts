/** @jest-environment node */
import fs from 'node:fs';
import { drawnInShareImages, drawnLineWidth } from '@/lib/fonts/drawn-text';
import { ARABIC_TEST_FONT, HEBREW_TEST_FONT, TEST_FONT, withOwnerFonts } from '@/test/owner-fonts';

const ONE_FONT = { 'NotoSansSC-Regular.ttf': fs.readFileSync(TEST_FONT) };
/** Two families of one weight: Chinese and Japanese, and Hebrew. */
const TWO_FONTS = { ...ONE_FONT, 'NotoSansHebrew-Regular.ttf': fs.readFileSync(HEBREW_TEST_FONT) };

describe('text the share images draw', () => {
  it("draws what Inter lacks in the owner's font", () => {
    withOwnerFonts(ONE_FONT, () => {
      expect(drawnInShareImages('茶')).toBe(true);
      expect(drawnInShareImages('ễ')).toBe(true);
      // In no font of the build.
      expect(drawnInShareImages('한')).toBe(false);
    });
    withOwnerFonts({}, () => expect(drawnInShareImages('茶')).toBe(false));
    withOwnerFonts(TWO_FONTS, () => {
      expect(drawnInShareImages('茶') && drawnInShareImages('ש')).toBe(true);
    });
  });

  it("measures a character Inter lacks in the owner's font", () => {
    // Two ideographs of the test font, each one em wide: 2 × 100 px, plus the spacing after each.
    withOwnerFonts(ONE_FONT, () => {
      expect(drawnLineWidth('茶館', { size: 100, weight: 700 })).toBe(200);
      expect(drawnLineWidth('茶館', { size: 100, weight: 700, letterSpacing: -2 })).toBe(196);
      // Beside a Latin word, set in Inter as before.
      expect(drawnLineWidth('茶館 Tea', { size: 100, weight: 700 })).toBeCloseTo(
        200 + drawnLineWidth(' Tea', { size: 100, weight: 700 }),
        6,
      );
    });
  });

  it('measures each character in the family of hers that has it', () => {
    // 茶 is one em wide in the first; ש is 1,451 of the second's 2,048 units.
    withOwnerFonts(TWO_FONTS, () => {
      expect(drawnLineWidth('茶ש', { size: 100, weight: 400 })).toBeCloseTo(
        100 + (1451 / 2048) * 100,
        6,
      );
    });
  });
});

describe('a script Satori could not lay out', () => {
  it('is drawn when a font of hers has its letters, and named when none has (Devanagari, Thai, Arabic)', () => {
    // Pango lays them out (lib/seo/shaped-text.ts); only a missing font stops them.
    expect(drawnInShareImages('ह')).toBe(false);
    expect(drawnInShareImages('ก')).toBe(false);
    withOwnerFonts({ 'NotoSansArabic-Regular.ttf': fs.readFileSync(ARABIC_TEST_FONT) }, () => {
      expect(drawnInShareImages('ب')).toBe(true);
      expect(drawnInShareImages('ह')).toBe(false);
    });
  });
});
