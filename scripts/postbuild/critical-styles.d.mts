/** Types for scripts/postbuild/critical-styles.mjs (plain JavaScript so the post-build script runs it under Node). */
export function matchableSelector(normalized: string): string;
export function enableStylesheets(pending: boolean): string;
export function withoutBelowFirstScreen(html: string): string;
export function withoutPrintRules(css: string): string;
export function criticalStyles(html: string): Promise<string>;
export declare const criticalStylesStep: import('./pipeline.mjs').PageStep;
