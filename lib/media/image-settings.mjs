/**
 * The image settings: what the image step (scripts/images/pipeline.mjs) writes, and what the pages
 * (lib/media/images.ts, slots.ts) ask for, Cloudinary's widths included. It lives in lib/ because
 * both read it: scripts import lib, never the reverse. No import: the pages' server code loads it
 * without the encoder.
 *
 * Every value that changes an encoded file is in IMAGE_SETTINGS, which the encoder takes whole
 * and hashes into its cache key (`encodeSettingsKey`), so changing any of them re-encodes.
 */

/**
 * Widths written for each image, at most √2 apart: whatever width a slot needs on a screen, the
 * next one up carries less than twice its pixels (the budget), with as few files as that allows:
 * every width is named in the page's markup (and its React payload) for every image, so each rung
 * costs bytes of HTML. 1920 covers the widest slot (the project hero, full width) on a large
 * screen; a bigger original is not sent bigger. The first rung, 227 (just over 320 ÷ √2), serves the
 * narrowest slots drawn at density 1, from 161 px: the slider's cards on a 1024-1280 px window,
 * 186-240 px wide for a 4:3 cover, where a first rung of 320 carried up to three times their
 * pixels. 320 stays: a 412-px phone of density 1.75 (Lighthouse's) needs 315 px for a grid card.
 */
export const LADDER = [227, 320, 440, 610, 850, 1190, 1660, 1920];

/**
 * A picture taller than wide (a phone screenshot) is also written this wide: in a slider card of
 * its own shape it is drawn down to 158 px wide (a 9:16 card on a 1024-px window).
 */
export const PORTRAIT_FIRST_RUNG = 161;

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

/**
 * Phones get their own files of the images that are a page's largest paint (the project hero,
 * a note's cover), chosen from the content by lib/media/phone-variants.ts: a phone is a window
 * narrower than PHONE_MAX_WIDTH (the `sm` breakpoint), where the pages are the window's width
 * minus PHONE_INSET (two gutters at their least, `$gutter`'s 1.25rem each: the most a phone's
 * column can be). Both are shown whole there, at the column's width,
 * so a phone's files are the whole picture at the widths a phone's density asks for.
 */
export const PHONE_MAX_WIDTH = 480;

/**
 * A media condition for windows at least `pixels` wide at the browser's usual 16-px text, in em
 * as the stylesheets' breakpoints (styles/_tokens.scss): a visitor with a larger text size gets
 * the files and sizes of the layout her window then shows.
 * @param {number} pixels
 */
export const mediaFrom = (pixels) => `(min-width: ${pixels / 16}em)`;
/**
 * A media condition for windows narrower than `pixels` (at 16-px text), in em.
 * @param {number} pixels
 */
export const mediaBelow = (pixels) => `(max-width: ${(pixels - 0.02) / 16}em)`;

/** The windows that take the phone files: narrower than the `sm` breakpoint, as the SCSS's. */
export const PHONE_MEDIA = mediaBelow(PHONE_MAX_WIDTH);
/** The other windows, which take the usual files. */
export const NOT_PHONE_MEDIA = mediaFrom(PHONE_MAX_WIDTH);
export const PHONE_INSET = 40;
/** The pages' column on the widest phone: a note cover's width, the hero's box width. */
export const PHONE_COLUMN = PHONE_MAX_WIDTH - PHONE_INSET;

/**
 * That an image gets phone files (the whole picture, PHONE_ENCODE): what lib/media/phone-variants.ts
 * asks for, by public id, and part of the cache key with the settings.
 * @typedef {true} PhoneRequest
 */

/** Phones' screens go up to this density; a wider phone file than it needs is not written. */
export const PHONE_MAX_DENSITY = 3;

/**
 * The phone files are few (one image per project and note cover) and are what the phone waits
 * for, so they get the encoder's default effort (4, about five times the work of 2) and 4:2:0
 * colour, at a quality a step lower: on the photo fixture's grainy covers that halves the file
 * with no visible difference at a phone's density (a 576×900 hero strip: 24 KB → 11 KB), which
 * keeps it within the first round trip of a slow 4G connection.
 */
export const PHONE_ENCODE = {
  avif: { quality: 45, effort: 4, chromaSubsampling: '4:2:0' },
  webp: { quality: 70, effort: 2 },
};

/**
 * The widths of an image's phone files, for a file `width` px wide shown PHONE_COLUMN CSS px wide
 * on the widest phone: the ladder's rungs from the one that serves a density of 1 up to the one
 * that serves PHONE_MAX_DENSITY, never wider than the file (whose own width is the last rung then).
 * A narrower rung would never be picked: no phone has a density under 1.
 * @param {number} width
 * @param {ImageSettings} [settings]
 */
export function phoneWidthsFor(width, settings = IMAGE_SETTINGS) {
  const column = settings.PHONE_MAX_WIDTH - settings.PHONE_INSET;
  const widths = widthsFor(Math.min(width, column * settings.PHONE_MAX_DENSITY), settings);
  return widths.filter((w, index) => w >= column || index === widths.length - 1);
}

/** The inlined preview: 16 px wide, a few hundred bytes as a WebP data URI. */
export const PLACEHOLDER_WIDTH = 16;
export const PLACEHOLDER_ENCODE = { quality: 40, effort: 2 };

/**
 * The widths an image of `width` pixels is written at: the ladder's rungs below it, and its own
 * width (at most the ladder's top), so the largest file is the original's full detail. A rung
 * just below that width is skipped when the step over it stays within MAX_STEP (a 1200-px cover
 * gets 850 and 1200, not also 1190). A picture taller than wide starts at PORTRAIT_FIRST_RUNG.
 * @param {number} width
 * @param {Pick<ImageSettings, 'LADDER' | 'MAX_STEP' | 'PORTRAIT_FIRST_RUNG'>} [settings]
 * @param {number} [height] the picture's height (its width when left out: not a portrait)
 */
export function widthsFor(width, settings = IMAGE_SETTINGS, height = width) {
  const { LADDER, MAX_STEP, PORTRAIT_FIRST_RUNG } = settings;
  const top = Math.min(width, LADDER[LADDER.length - 1]);
  const ladder = height > width ? [PORTRAIT_FIRST_RUNG, ...LADDER] : LADDER;
  const below = ladder.filter((rung) => rung < top);
  if (below.length >= 2 && top / below[below.length - 2] <= MAX_STEP) below.pop();
  return [...below, top];
}

/**
 * Every setting that changes an encoded file (PHONE_COLUMN is derived from two of them). The
 * encoder reads them from here, passed in whole, never from the constants above, so none can be
 * left out of the cache key.
 */
export const IMAGE_SETTINGS = Object.freeze({
  LADDER,
  PORTRAIT_FIRST_RUNG,
  MAX_STEP,
  ENCODE,
  PLACEHOLDER_WIDTH,
  PLACEHOLDER_ENCODE,
  PHONE_MAX_WIDTH,
  PHONE_INSET,
  PHONE_MAX_DENSITY,
  PHONE_ENCODE,
});

/** @typedef {typeof IMAGE_SETTINGS} ImageSettings */

/**
 * The part of every cache key the settings make: a change to any of them re-encodes every image
 * once. `v` is raised when the encoder's code changes what it writes.
 * @param {ImageSettings} [settings]
 */
export function encodeSettingsKey(settings = IMAGE_SETTINGS) {
  return JSON.stringify({ v: 2, ...settings });
}
