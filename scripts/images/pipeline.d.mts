/** Types for scripts/images/pipeline.mjs (plain JavaScript so the prepare script runs it under Node). */
export declare const SOURCE_EXTENSIONS: string[];
export {
  ENCODE,
  LADDER,
  MAX_STEP,
  PLACEHOLDER_WIDTH,
  widthsFor,
} from '../../lib/media/image-settings.mjs';
export declare const FORMATS: readonly ['avif', 'webp'];
export declare class ImagePipelineError extends Error {}
export function findSources(dir: string): { id: string; file: string }[];
import type { ImageSettings, PhoneRequest } from '../../lib/media/image-settings.mjs';
export type { PhoneRequest };
export interface PhoneFiles {
  width: number;
  height: number;
  widths: number[];
}
export interface Encoded {
  width: number;
  height: number;
  hasAlpha: boolean;
  placeholder: string;
  widths: number[];
  phone?: PhoneFiles;
}
export function encodeImage(
  bytes: Buffer,
  file: string,
  entryDir: string,
  phoneRequest?: PhoneRequest,
  settings?: ImageSettings,
): Promise<Encoded>;
export function cachedEncoding(
  bytes: Buffer,
  file: string,
  cacheDir: string,
  phoneRequest?: PhoneRequest,
  settings?: ImageSettings,
): Promise<{ key: string; dir: string; encoded: Encoded; fromCache: boolean }>;
export interface ManifestImage {
  file: string;
  width: number;
  height: number;
  tag: string;
  placeholder: string;
  placeholderClass: string;
  sources: Record<'avif' | 'webp', { width: number; path: string }[]>;
  phone?: {
    width: number;
    height: number;
    sources: Record<'avif' | 'webp', { width: number; path: string }[]>;
  };
}
export interface Manifest {
  images: Record<string, ManifestImage>;
}
export function placeholdersCss(manifest: Manifest): string;
export function prepareImages(options: {
  root: string;
  sourceDir?: string;
  outputDir?: string;
  publicPrefix?: string;
  cacheDir: string;
  manifestFile: string;
  placeholdersFile?: string;
  phoneRequests?: Record<string, PhoneRequest>;
  /** The images whose preview is a class of the stylesheet (default: every image). */
  sharedPreviewIds?: Set<string>;
  log?: (line: string) => void;
  /** Every setting the files depend on (default: IMAGE_SETTINGS; the tests change them). */
  settings?: ImageSettings;
}): Promise<{ manifest: Manifest; encoded: number; cached: number }>;
