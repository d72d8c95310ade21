/** Types for lib/analytics/config.mjs (plain JavaScript so the post-build script runs it). */
export declare const analytics: import('./providers.mjs').AnalyticsConfig | undefined;
