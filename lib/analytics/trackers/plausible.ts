import { init, track } from '@plausible-analytics/tracker';
import type { Tracker, TrackerSettings } from '../tracker';

/**
 * Plausible, from its official package, bundled into this chunk: no third-party script runs; the
 * page's policy allows only the data endpoint. Page views are counted by the site (once per
 * route, lib/analytics/session.ts), not by the package's own history hook, and none of its
 * automatic click, download or form tracking is on: the site names its own events.
 */
export function startPlausible(settings: TrackerSettings): Tracker {
  init({
    domain: settings.site,
    endpoint: settings.endpoint,
    autoCapturePageviews: false,
    captureOnLocalhost: settings.countLocal,
    outboundLinks: false,
    fileDownloads: false,
    formSubmissions: false,
    bindToWindow: false,
    logging: false,
  });
  return {
    pageview: (url) => track('pageview', { url }),
    event: (event, url) => track(event.name, { url, props: { ...event.props } }),
  };
}
