/** Types for scripts/postbuild/after-first-paint.mjs (plain JavaScript so the post-build script runs it under Node). */
export declare const AFTER_FIRST_PAINT: string;
