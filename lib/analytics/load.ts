import type { Tracker, TrackerSettings } from './tracker';

/**
 * Loads the configured provider's adapter, which loads its tracker. Each branch compares a
 * build-time constant (next.config.ts `env`) with a literal, so the bundler keeps only the
 * configured provider's import, and with analytics off none at all.
 */
export function loadTracker(): Promise<Tracker> | undefined {
  const settings: TrackerSettings = {
    site: process.env.ANALYTICS_SITE ?? '',
    script: process.env.ANALYTICS_SCRIPT ?? '',
    endpoint: process.env.ANALYTICS_ENDPOINT ?? '',
    countLocal: process.env.ANALYTICS_COUNT_LOCAL === '1',
  };
  if (process.env.ANALYTICS_PROVIDER === 'plausible') {
    return import('./trackers/plausible').then((adapter) => adapter.startPlausible(settings));
  }
  if (process.env.ANALYTICS_PROVIDER === 'umami') {
    return import('./trackers/umami').then((adapter) => adapter.startUmami(settings));
  }
  if (process.env.ANALYTICS_PROVIDER === 'goatcounter') {
    return import('./trackers/goatcounter').then((adapter) => adapter.startGoatCounter(settings));
  }
  if (process.env.ANALYTICS_PROVIDER === 'cloudflare') {
    return import('./trackers/cloudflare').then((adapter) => adapter.startCloudflare(settings));
  }
  return undefined;
}
