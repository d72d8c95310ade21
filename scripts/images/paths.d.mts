/** Types for scripts/images/paths.mjs (plain JavaScript so the prepare script runs it under Node). */
export declare const MANIFEST_FILE: string;
export function imageCacheDir(root: string): string;
