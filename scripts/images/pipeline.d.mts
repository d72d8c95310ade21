/** Types for scripts/images/pipeline.mjs (plain JavaScript so the prepare script runs it under Node). */
export declare const SOURCE_EXTENSIONS: string[];
export { ENCODE, LADDER, MAX_STEP, PLACEHOLDER_WIDTH, widthsFor } from './settings.mjs';
export declare const FORMATS: readonly ['avif', 'webp'];
export declare class ImagePipelineError extends Error {}
export function findSources(dir: string): { id: string; file: string }[];
export interface Encoded {
  width: number;
  height: number;
  hasAlpha: boolean;
  placeholder: string;
  widths: number[];
}
export function encodeImage(bytes: Buffer, file: string, entryDir: string): Promise<Encoded>;
export function cachedEncoding(
  bytes: Buffer,
  file: string,
  cacheDir: string,
): Promise<{ key: string; dir: string; encoded: Encoded; fromCache: boolean }>;
export interface ManifestImage {
  file: string;
  width: number;
  height: number;
  tag: string;
  placeholder: string;
  placeholderClass: string;
  sources: Record<'avif' | 'webp', { width: number; path: string }[]>;
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
  log?: (line: string) => void;
}): Promise<{ manifest: Manifest; encoded: number; cached: number }>;
