/** Types for scripts/postbuild/critical-styles.mjs (plain JavaScript so the post-build script runs it under Node). */
export function matchableSelector(normalized: string): string;
export function withExplicitUniversal(selector: string): string;
export function enableStylesheets(pending: boolean): string;
export function withoutBelowFirstScreen(html: string): string;
export function markFooterBelowFirstScreen(html: string): string;
export function withoutUnusedRules(
  css: string,
  page: {
    keepPaper: boolean;
    pending: boolean;
    classNames: ReadonlySet<string>;
    languages?: ReadonlySet<string>;
    rightToLeft?: boolean;
  },
): string;
export function forAnotherLanguageOrDirection(
  selector: string,
  page: { languages: ReadonlySet<string>; rightToLeft: boolean },
): boolean;
export function languagesAndDirectionOf(html: string): {
  languages: Set<string>;
  rightToLeft: boolean;
};
export function onHoverOnly(selector: string): boolean;
export function classNamesOf(html: string): Set<string>;
export function criticalStyles(page: string): Promise<string>;
export declare const criticalStylesStep: import('./pipeline.mjs').PageStep;
