import { loadScript } from '../script';
import type { Tracker, TrackerSettings } from '../tracker';

/** What Umami's tracker sends with every call; see its `umami.track(payload => payload)` form. */
interface UmamiPayload {
  website: string;
  url: string;
  title: string;
  name?: string;
  data?: Record<string, string>;
  [key: string]: unknown;
}

declare global {
  interface Window {
    umami?: { track(payload: (defaults: UmamiPayload) => UmamiPayload): Promise<unknown> };
  }
}

/** The API path Umami's tracker appends to its host (`data-host-url`). */
const SEND_PATH = '/api/send';

/**
 * Umami, through its own script (`umami.track`). Its automatic page views are off
 * (`data-auto-track`): the site counts one per route itself, with the address the tracker would
 * otherwise miss after a client-side route change. `data-host-url` pins where it sends, so its
 * data host always matches the policy; `data-identity-stitching="false"` keeps it from storing a
 * visitor id in local storage.
 */
export async function startUmami(settings: TrackerSettings): Promise<Tracker> {
  await loadScript(settings.script, {
    'data-website-id': settings.site,
    'data-host-url': settings.endpoint.slice(0, -SEND_PATH.length),
    'data-auto-track': 'false',
    'data-identity-stitching': 'false',
  });
  const umami = window.umami;
  if (!umami) throw new Error('analytics: the Umami script did not define window.umami');
  const send = (payload: (defaults: UmamiPayload) => UmamiPayload) => void umami.track(payload);
  return {
    pageview: (url) => send((defaults) => ({ ...defaults, url, title: document.title })),
    event: (event, url) =>
      send((defaults) => ({ ...defaults, url, name: event.name, data: { ...event.props } })),
  };
}
