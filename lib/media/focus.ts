/**
 * The focal point of a cover (`focus` in content/projects.ts) and the crops it steers: the CSS
 * `object-position` of every slot that crops the cover, the strip a phone is sent, Cloudinary's
 * gravity, and whether a slot crops the cover at all or shows it whole. Pure, no React: the
 * components, the image step and the share image read the same rule.
 */
import type { CoverFocus } from '@/content';

/** A point of the picture in percent of its width (x) and height (y), from its top left corner. */
export interface FocusPoint {
  x: number;
  y: number;
}

/** The named focal points; what a keyword leaves out stays in the middle. */
const KEYWORD_POINTS: Record<Exclude<CoverFocus, FocusPoint>, FocusPoint> = {
  center: { x: 50, y: 50 },
  top: { x: 50, y: 0 },
  bottom: { x: 50, y: 100 },
  left: { x: 0, y: 50 },
  right: { x: 100, y: 50 },
};

/** A cover's focal point as percentages; the middle when the owner named none. */
export function focusPoint(focus: CoverFocus | undefined): FocusPoint {
  if (focus === undefined) return KEYWORD_POINTS.center;
  return typeof focus === 'string' ? KEYWORD_POINTS[focus] : focus;
}

/**
 * Where the profile photo's crops centre when the owner named no `photoFocus`: a fifth of the way
 * down, where a portrait's face is. A tall photo (a phone's, 3:4 or 9:16) cropped to a square then
 * keeps the head rather than the chest; a square one is not cropped, and a wide one only across,
 * about its middle.
 */
export const PHOTO_FOCUS_DEFAULT: FocusPoint = { x: 50, y: 20 };

/** The profile photo's focal point: the owner's, else PHOTO_FOCUS_DEFAULT. */
export function photoFocus(focus: CoverFocus | undefined): CoverFocus {
  return focus ?? PHOTO_FOCUS_DEFAULT;
}

/**
 * The CSS `object-position` that keeps the focal point in a cropped box: `x% y%` puts the point
 * that far across the picture that far across the box, so a crop never loses it.
 */
export function objectPosition(focus: CoverFocus | undefined): string {
  const { x, y } = focusPoint(focus);
  return `${x}% ${y}%`;
}

/**
 * The focal point as the custom property `--cover-focus`, which every cover's CSS uses as its
 * `object-position`; nothing when the owner named none, so each slot keeps its own default.
 */
export function focusStyle(focus: CoverFocus | undefined): Record<string, string> | undefined {
  return focus === undefined ? undefined : { '--cover-focus': objectPosition(focus) };
}

/**
 * The part of a `width`×`height` picture a box of `aspect` (width / height) shows when the
 * picture fills it (CSS `object-fit: cover`), placed by the focal point as `object-position`
 * places it. The whole picture when it already has the box's shape.
 */
export function cropRegion(
  width: number,
  height: number,
  aspect: number,
  focus: CoverFocus | undefined,
): { left: number; top: number; width: number; height: number } {
  const { x, y } = focusPoint(focus);
  const cropWidth = Math.min(width, Math.round(height * aspect));
  const cropHeight = Math.min(height, Math.round(width / aspect));
  return {
    left: Math.round(((width - cropWidth) * x) / 100),
    top: Math.round(((height - cropHeight) * y) / 100),
    width: cropWidth,
    height: cropHeight,
  };
}

/**
 * Cloudinary's fill-crop gravity for a focal point: the compass point of the third it lies in
 * (Cloudinary's own gravity keeps that edge or corner in the crop), `center` in the middle.
 */
export function cloudinaryGravity(focus: CoverFocus | undefined): string {
  const { x, y } = focusPoint(focus);
  const row = y < 100 / 3 ? 'north' : y > 200 / 3 ? 'south' : '';
  const column = x < 100 / 3 ? 'west' : x > 200 / 3 ? 'east' : '';
  return [row, column].filter(Boolean).join('_') || 'center';
}

/**
 * How much of a picture a crop may cut away before the slot shows it whole instead: a cover is
 * cropped to its box while the box keeps more than 1 / MAX_CROP of its width or height (the
 * sample's 4:3 art in a 3:4 card keeps 56 %), and beyond that shown whole, contained over its
 * own blurred preview, so a phone screenshot is never enlarged to its middle third.
 */
export const MAX_CROP = 2.2;

/** How much a picture of `aspect` is cut to fill a box of `boxAspect`: 1 when it fits exactly. */
export function cropFactor(aspect: number, boxAspect: number): number {
  return Math.max(aspect / boxAspect, boxAspect / aspect);
}

/**
 * Whether a slot of `boxAspect` crops a picture of `aspect` ('cover') or shows it whole; a slot
 * whose frame changes shape with what is beside it may allow less of a crop (`maxCrop`).
 */
export function coverFit(
  aspect: number,
  boxAspect: number,
  maxCrop = MAX_CROP,
): 'cover' | 'contain' {
  return cropFactor(aspect, boxAspect) > maxCrop ? 'contain' : 'cover';
}

/** The frame of a phone grid card (WorkCard.module.scss), width over height. */
export const GRID_FRAME_RATIO = 4 / 3;

/** A desktop slider card's frames by the owner's `class`, width over height. */
export const CARD_FRAME_RATIO = { portrait: 3 / 4, landscape: 4 / 3, square: 1 } as const;

/** Pictures as wide as this or narrower than its inverse get a card of a bounded shape. */
const CARD_RATIO_LIMIT = 2;

/**
 * The shape of a desktop slider card's frame: the shape the owner picked (`class`) while the
 * cover fits it with a crop of at most MAX_CROP; else the cover's own shape, kept between 1:2
 * and 2:1 (a phone screenshot becomes a tall card, a panorama a wide one), cropped at its focus.
 */
export function sliderFrameRatio(layout: keyof typeof CARD_FRAME_RATIO, aspect: number): number {
  const chosen = CARD_FRAME_RATIO[layout];
  if (coverFit(aspect, chosen) === 'cover') return chosen;
  return Math.min(CARD_RATIO_LIMIT, Math.max(1 / CARD_RATIO_LIMIT, aspect));
}
