/** Types for lib/config/env.mjs (plain JavaScript so the post-build script runs it under Node). */
export declare const LOCAL_SITE_URL: string;
export declare const HOST_URL_VARIABLES: ReadonlyArray<{ host: string; variable: string }>;
export interface SiteUrl {
  /** The origin without a trailing slash. */
  url: string;
  /** The variable it came from, or 'default'. */
  source: string;
}
export declare function resolveSiteUrl(env: Record<string, string | undefined>): SiteUrl;
export declare function parseBasePath(raw: string | undefined): string;
export declare function localhostWarning(): string;
export declare const siteUrl: string;
export declare const siteUrlSource: string;
export declare const basePath: string;
export declare const cloudinaryCloudName: string;
export declare const emailjsApiOrigin: string | undefined;
export declare function analyticsSettings(): {
  provider: string | undefined;
  site: string | undefined;
  host: string | undefined;
};
