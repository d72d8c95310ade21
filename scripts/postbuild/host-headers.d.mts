/** Types for scripts/postbuild/host-headers.mjs (plain JavaScript so Node scripts run it). */
export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}
export declare function parseHeadersFile(text: string): HeaderRule[];
export declare function patternMatches(pattern: string, urlPath: string): boolean;
export declare function headersForPath(
  rules: HeaderRule[],
  urlPath: string,
): Record<string, string>;
