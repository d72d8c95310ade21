import type { AnalyticsEvent } from '../events';
import { loadScript } from '../script';
import type { Tracker, TrackerSettings } from '../tracker';

/** The part of GoatCounter's count.js API the site uses. */
interface GoatCounter {
  count(vars: { path: string; title?: string; event?: boolean }): void;
}

declare global {
  interface Window {
    goatcounter?: GoatCounter;
  }
}

/**
 * GoatCounter events have a path and a title but no properties: the properties go into the
 * path, so the dashboard lists "CV Download: PDF, en" beside "CV Download: JSON, id".
 */
export function goatCounterEventPath(event: AnalyticsEvent): string {
  const values = Object.values(event.props);
  return values.length === 0 ? event.name : `${event.name}: ${values.join(', ')}`;
}

/**
 * GoatCounter, through its own count.js. Its automatic count on load and its click binding are
 * off (`no_onload`, `no_events`): the site counts one page view per route and names its events.
 */
export async function startGoatCounter(settings: TrackerSettings): Promise<Tracker> {
  await loadScript(settings.script, {
    'data-goatcounter': settings.endpoint,
    'data-goatcounter-settings': JSON.stringify({
      no_onload: true,
      no_events: true,
      allow_local: settings.countLocal,
    }),
  });
  const goatcounter = window.goatcounter;
  if (!goatcounter) throw new Error('analytics: the GoatCounter script did not define goatcounter');
  return {
    // The path with the base path, without the query (a search never puts its query there, but
    // nothing else needs it either).
    pageview: (url) => goatcounter.count({ path: new URL(url).pathname }),
    event: (event) =>
      goatcounter.count({ path: goatCounterEventPath(event), title: event.name, event: true }),
  };
}
