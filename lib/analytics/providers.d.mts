/** Types for lib/analytics/providers.mjs (plain JavaScript so the post-build script runs it). */
export type AnalyticsProvider = 'plausible' | 'umami' | 'goatcounter' | 'cloudflare';
export interface ProviderSpec {
  site: RegExp;
  siteMeaning: string;
  hosted: (site: string) => { script?: string; endpoint: string };
  selfHosted: (host: string) => { script?: string; endpoint: string };
  pixel?: boolean;
}
export interface AnalyticsConfig {
  provider: AnalyticsProvider;
  /** The provider's site identifier. */
  site: string;
  /** The tracker's URL, or undefined when it is bundled. */
  script: string | undefined;
  /** Where the tracker sends page views and events. */
  endpoint: string;
  /** Whether the tracker may fall back to an image request. */
  pixel: boolean;
}
export declare const PROVIDERS: Record<AnalyticsProvider, ProviderSpec>;
export declare const PROVIDER_NAMES: AnalyticsProvider[];
export declare class AnalyticsSettingError extends Error {
  variable: string;
  constructor(variable: string, message: string);
}
export declare function resolveAnalytics(settings: {
  provider?: string;
  site?: string;
  host?: string;
}): AnalyticsConfig | undefined;
export declare function analyticsSources(config: AnalyticsConfig | undefined): {
  script: string[];
  connect: string[];
  img: string[];
};
export declare function analyticsBuildConstants(
  config: AnalyticsConfig | undefined,
  siteUrl: string,
): Record<string, string>;
