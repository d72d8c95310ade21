/** Types for scripts/postbuild/prefetch-hints.mjs (plain JavaScript so the post-build script runs it under Node). */
export declare function withoutPrefetchHints(payload: string): string;
export declare function stripPrefetchHints(outDir: string): { changed: number; of: number };
export declare function pageWithoutInlineHints(html: string): string;
export declare const inlineHintsStep: import('./pipeline.mjs').PageStep;
export declare const prefetchHintsStep: import('./pipeline.mjs').SiteStep;
