import type { Page, Request } from '@playwright/test';
import { ANALYTICS_MOCK_ORIGIN } from './sites.mjs';

/** One page view or event as a provider received it, whatever its wire format. */
export interface Hit {
  provider: 'plausible' | 'umami' | 'goatcounter' | 'cloudflare';
  /** 'pageview', or the event's name. */
  name: string;
  /** The page's address (a page view), or the page the event happened on; for GoatCounter, its path. */
  url: string;
  props: Record<string, string>;
  /** Everything the request carried, to prove what it did not (a message, an address, a query). */
  raw: string;
}

/** The hit a request to the imitation carries, or undefined for a script or a preflight. */
function hitOf(request: Request): Hit | undefined {
  const url = new URL(request.url());
  if (url.origin !== ANALYTICS_MOCK_ORIGIN) return undefined;
  const raw = `${url.search} ${request.postData() ?? ''}`;
  if (url.pathname === '/api/event' && request.method() === 'POST') {
    const body = JSON.parse(request.postData() ?? '{}') as {
      n: string;
      u: string;
      p?: Record<string, string>;
    };
    // Plausible's engagement pings (time on page, scroll depth) are not page views or events.
    if (body.n === 'engagement') return undefined;
    return { provider: 'plausible', name: body.n, url: body.u, props: body.p ?? {}, raw };
  }
  if (url.pathname === '/api/send' && request.method() === 'POST') {
    const { payload } = JSON.parse(request.postData() ?? '{}') as {
      payload: { url: string; name?: string; data?: Record<string, string> };
    };
    const name = payload.name ?? 'pageview';
    return { provider: 'umami', name, url: payload.url, props: payload.data ?? {}, raw };
  }
  if (url.pathname === '/count') {
    const params = url.searchParams;
    const isEvent = params.get('e') === 'true';
    return {
      provider: 'goatcounter',
      name: isEvent ? (params.get('t') ?? '') : 'pageview',
      url: params.get('p') ?? '',
      props: {},
      raw,
    };
  }
  if (url.pathname === '/cdn-cgi/rum' && request.method() === 'POST') {
    const body = JSON.parse(request.postData() ?? '{}') as { location: string };
    return { provider: 'cloudflare', name: 'pageview', url: body.location, props: {}, raw };
  }
  return undefined;
}

/**
 * Records every page view and event the page sends to the analytics imitation, and every request
 * it makes to it at all. Each test reads its own page's requests, so tests running side by side
 * never see each other's hits.
 */
export async function recordAnalytics(page: Page) {
  const hits: Hit[] = [];
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(ANALYTICS_MOCK_ORIGIN)) requests.push(request.url());
    const hit = hitOf(request);
    if (hit) hits.push(hit);
  });
  // Plausible's tracker skips a browser driven by automation (navigator.webdriver) unless the
  // page sets this flag, its own test hook. The other trackers have no such rule.
  await page.addInitScript(() => {
    (window as unknown as { __plausible: boolean }).__plausible = true;
  });
  return {
    hits,
    requests,
    /** The page views of a path (its pathname, base path included), in order. */
    pageviews: (pathname: string) =>
      hits.filter(
        (hit) =>
          hit.name === 'pageview' &&
          new URL(hit.url, 'http://x').pathname.replace(/\/$/, '') === pathname.replace(/\/$/, ''),
      ),
    /** The events of one name, in order. */
    events: (name: string) => hits.filter((hit) => hit.name === name),
  };
}

/** Waits until the tracker has loaded (the page was idle) and runs. */
export async function trackerReady(page: Page) {
  await page.locator('html[data-analytics="ready"]').waitFor({ state: 'attached' });
}
