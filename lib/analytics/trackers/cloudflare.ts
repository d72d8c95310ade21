import { loadScript } from '../script';
import type { Tracker, TrackerSettings } from '../tracker';

/**
 * Cloudflare Web Analytics, through its beacon. The beacon counts the page view itself when it
 * loads, and each App Router route change after that (`spa`); it has no custom events, so the
 * site's events are not sent (the README says so). `send.to` pins where it sends, so its data
 * host always matches the policy (and a proxy or the tests' imitation can stand in for it).
 */
export async function startCloudflare(settings: TrackerSettings): Promise<Tracker> {
  await loadScript(settings.script, {
    'data-cf-beacon': JSON.stringify({
      token: settings.site,
      spa: true,
      send: { to: settings.endpoint },
    }),
  });
  return { pageview: () => {}, event: () => {} };
}
