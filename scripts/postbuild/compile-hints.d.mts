/** Types for scripts/postbuild/compile-hints.mjs (plain JavaScript so the post-build script runs it under Node). */
export declare const COMPILE_HINT: string;
export declare function withCompileHint(source: string): string;
export declare function addCompileHints(dir: string): { changed: number; of: number };
export declare const compileHintsStep: import('./pipeline.mjs').SiteStep;
