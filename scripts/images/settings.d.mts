/** Types for scripts/images/settings.mjs. */
export declare const LADDER: number[];
export declare const MAX_STEP: number;
export declare const ENCODE: {
  avif: { quality: number; effort: number };
  webp: { quality: number; effort: number };
};
export declare const PLACEHOLDER_WIDTH: number;
export function widthsFor(width: number): number[];
