/**
 * The image pipeline's settings (pipeline.mjs), also read by the pages (lib/media/images.ts, for
 * Cloudinary's widths). No import: the pages' server code loads it without the encoder.
 */

/**
 * Widths written for each image, at most √2 apart: whatever width a slot needs on a screen, the
 * next one up carries less than twice its pixels (the budget), with as few files as that allows:
 * every width is named in the page's markup (and its React payload) for every image, so each rung
 * costs bytes of HTML. 1920 covers the widest slot (the project hero, full width) on a large
 * screen; a bigger original is not sent bigger.
 */
export const LADDER = [320, 440, 610, 850, 1190, 1660, 1920];

/** The widest step between two widths written: less than √2, so less than 2× the pixels. */
export const MAX_STEP = 1.414;

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

/**
 * The widths an image of `width` pixels is written at: the ladder's rungs below it, and its own
 * width (at most the ladder's top), so the largest file is the original's full detail. A rung
 * just below that width is skipped when the step over it stays within MAX_STEP (a 1200-px cover
 * gets 850 and 1200, not also 1190).
 * @param {number} width
 */
export function widthsFor(width) {
  const top = Math.min(width, LADDER[LADDER.length - 1]);
  const below = LADDER.filter((rung) => rung < top);
  if (below.length >= 2 && top / below[below.length - 2] <= MAX_STEP) below.pop();
  return [...below, top];
}
