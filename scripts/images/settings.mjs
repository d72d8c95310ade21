/** The image pipeline's settings (pipeline.mjs), also read by the pages (lib/media/images.ts). */

/**
 * Widths written for each image, about 1.25× apart: whatever width a slot needs on a screen, the
 * next one up carries at most 1.65× its pixels (the budget is 2×). 1920 covers the widest slot
 * (the project hero, full width) on a large screen; a bigger original is not sent bigger.
 */
export const LADDER = [320, 400, 500, 640, 800, 1000, 1250, 1600, 1920];

/**
 * Encoder settings. AVIF `effort` 2 (of 0-9) encodes about six times faster than the default 4
 * for files a few per cent larger: with it a clean build of ten photo covers stays well under the
 * build time budget on two cores. Quality 50 (AVIF) and 70 (WebP) are visually alike on photos.
 */
export const ENCODE = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 70, effort: 2 },
};

/** The inlined preview: 16 px wide, a few hundred bytes as a WebP data URI. */
export const PLACEHOLDER_WIDTH = 16;
