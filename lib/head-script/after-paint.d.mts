/** Types for lib/head-script/after-paint.mjs (plain JavaScript so the post-build script runs it under Node). */
export declare function afterFirstPaint(callback: () => void): void;
