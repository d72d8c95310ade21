/** Types for scripts/postbuild/inline-styles.mjs (plain JavaScript so the post-build script runs it under Node). */
export function rebaseCssUrls(css: string, href: string): string;
export function inlineStylesheets(html: string, readCss: (href: string) => string): string;
export declare const inlineStylesStep: import('./pipeline.mjs').PageStep;
