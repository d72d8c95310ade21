/** Types for scripts/images/settings.mjs. */
export declare const LADDER: number[];
export declare const MAX_STEP: number;
export declare const ENCODE: {
  avif: { quality: number; effort: number };
  webp: { quality: number; effort: number };
};
export declare const PLACEHOLDER_WIDTH: number;
export declare const PHONE_MAX_WIDTH: number;
export declare const PHONE_INSET: number;
export declare const PHONE_COLUMN: number;
export declare const HERO_PHONE_BOX: { width: number; height: number };
export declare const PHONE_MAX_DENSITY: number;
export declare const PHONE_ENCODE: {
  avif: { quality: number; effort: number; chromaSubsampling: '4:2:0' };
  webp: { quality: number; effort: number };
};
export function phoneRegion(
  width: number,
  height: number,
  request: { crop: boolean; x?: number },
): { left: number; top: number; width: number; height: number };
export function phoneWidthsFor(width: number): number[];
export function widthsFor(width: number): number[];
