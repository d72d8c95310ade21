/** Types for lib/media/image-paths.mjs (plain JavaScript so the image step runs it under Node). */
export declare const PUBLISHED_IMAGES_FOLDER: string;
export declare const MANIFEST_FILE: string;
export function imageCacheDir(root: string): string;
