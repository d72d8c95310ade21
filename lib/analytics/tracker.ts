import type { AnalyticsEvent } from './events';

/** What every provider's adapter (lib/analytics/trackers/) offers the site. */
export interface Tracker {
  /** Counts a page view of `url` (the full address, base path included). */
  pageview(url: string): void;
  /** Sends a named event that happened on `url`. */
  event(event: AnalyticsEvent, url: string): void;
}

/** The provider's settings, as the build inlined them (next.config.ts `env`). */
export interface TrackerSettings {
  /** The provider's site identifier. */
  site: string;
  /** The tracker script's URL ('' when the tracker is bundled). */
  script: string;
  /** Where page views and events are sent. */
  endpoint: string;
  /** Whether visits to a local address count (only in a build made for a local address). */
  countLocal: boolean;
}
