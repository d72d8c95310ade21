/** @jest-environment node */
import fs from 'node:fs';
import {
  drawnInShareImages,
  drawnLineWidth,
  shareImagesCannotLayOut,
} from '@/lib/fonts/drawn-text';
import { TEST_FONT, withOwnerFonts } from '@/test/owner-fonts';

const ONE_FONT = { 'NotoSansSC-Regular.ttf': fs.readFileSync(TEST_FONT) };

describe('text the share images draw', () => {
  it("draws what Inter lacks in the owner's font", () => {
    withOwnerFonts(ONE_FONT, () => {
      expect(drawnInShareImages('茶')).toBe(true);
      expect(drawnInShareImages('ễ')).toBe(true);
      // In no font of the build.
      expect(drawnInShareImages('한')).toBe(false);
    });
    withOwnerFonts({}, () => expect(drawnInShareImages('茶')).toBe(false));
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
});

describe('the scripts the share images cannot lay out, whatever the font', () => {
  it.each([
    ['Devanagari', 'ह'],
    ['Tamil', 'அ'],
    ['Bengali', 'ক'],
    ['Thai', 'ก'],
    ['Khmer', 'ក'],
    ['Syriac', 'ܐ'],
    ['Thaana', 'ދ'],
  ])('include %s', (_script, character) => {
    expect(shareImagesCannotLayOut(character)).toBe(true);
  });

  it.each([
    ['Arabic', 'ب'],
    ['Persian', 'پ'],
    ['an Arabic presentation form', 'ﻻ'],
    ['Hebrew', 'א'],
    ['Chinese', '茶'],
    ['Japanese kana', 'の'],
    ['Korean', '한'],
    ['Cyrillic', 'ж'],
    ['Georgian', 'ა'],
  ])('leave out %s', (_script, character) => {
    expect(shareImagesCannotLayOut(character)).toBe(false);
  });
});
