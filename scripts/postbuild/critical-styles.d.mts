/** Types for scripts/postbuild/critical-styles.mjs (plain JavaScript so the post-build script runs it under Node). */
export function matchableSelector(normalized: string): string;
export declare const ENABLE_STYLESHEETS: string;
export function criticalStyles(html: string): Promise<string>;
export declare const criticalStylesStep: import('./pipeline.mjs').PageStep;
