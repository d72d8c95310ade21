/** Types for lib/media/image-settings.mjs (plain JavaScript so the image step runs it under Node). */
export declare const LADDER: number[];
export declare const PORTRAIT_FIRST_RUNG: number;
export declare const MAX_STEP: number;
export declare const ENCODE: {
  avif: { quality: number; effort: number };
  webp: { quality: number; effort: number };
};
export declare const PLACEHOLDER_WIDTH: number;
export declare const PLACEHOLDER_ENCODE: { quality: number; effort: number };
export declare const PHONE_MAX_WIDTH: number;
export declare const mediaFrom: (pixels: number) => string;
export declare const mediaBelow: (pixels: number) => string;
export declare const PHONE_MEDIA: string;
export declare const NOT_PHONE_MEDIA: string;
export declare const PHONE_INSET: number;
export declare const PHONE_COLUMN: number;
export declare const PHONE_MAX_DENSITY: number;
export declare const PHONE_ENCODE: {
  avif: { quality: number; effort: number; chromaSubsampling: '4:2:0' };
  webp: { quality: number; effort: number };
};
/** That an image gets phone files: the whole picture at the widths a phone needs. */
export type PhoneRequest = true;
export interface ImageSettings {
  readonly LADDER: number[];
  readonly PORTRAIT_FIRST_RUNG: number;
  readonly MAX_STEP: number;
  readonly ENCODE: typeof ENCODE;
  readonly PLACEHOLDER_WIDTH: number;
  readonly PLACEHOLDER_ENCODE: typeof PLACEHOLDER_ENCODE;
  readonly PHONE_MAX_WIDTH: number;
  readonly PHONE_INSET: number;
  readonly PHONE_MAX_DENSITY: number;
  readonly PHONE_ENCODE: typeof PHONE_ENCODE;
}
export declare const IMAGE_SETTINGS: ImageSettings;
export function phoneWidthsFor(width: number, settings?: ImageSettings): number[];
export function widthsFor(
  width: number,
  settings?: Pick<ImageSettings, 'LADDER' | 'MAX_STEP' | 'PORTRAIT_FIRST_RUNG'>,
  height?: number,
): number[];
export function encodeSettingsKey(settings?: ImageSettings): string;
