import type { Page } from '@playwright/test';

/** A request as the browser sent it. */
export interface SentRequest {
  /** Its URL's path. */
  url: string;
  /** What the browser fetched it for (`Image`, `Script`, `Stylesheet`, `Document`…). */
  type: string;
  /** Chromium's priority when it was sent (`VeryHigh` … `VeryLow`). */
  priority: string;
  /** Bytes on the wire, headers included, once it has finished (0 until then). */
  bytes: number;
  /** When it was sent, in seconds on the browser's monotonic clock (the one `paintedAt` reads). */
  sentAt: number;
}

/** What the browser did while a page loaded, from its own instrumentation. */
export interface RequestRecording {
  /** Every request of the page, in the order it was sent. */
  readonly requests: SentRequest[];
  /** When the page's first contentful paint was on screen (the requests' clock), once it is. */
  paintedAt(): number | undefined;
}

/**
 * Records every request of the page and its first contentful paint, from the browser's DevTools
 * protocol rather than the page's Resource Timing: under load Chrome fetched a lazy image (the
 * network saw it, the page drew it) yet gave the page no Resource Timing entry for it, in 3 loads
 * of about 200, and a test waiting for the entry failed. Call before the page is loaded.
 */
export async function recordRequests(page: Page): Promise<RequestRecording> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Page.enable');
  await session.send('Page.setLifecycleEventsEnabled', { enabled: true });
  const { frameTree } = await session.send('Page.getFrameTree');
  const requests: SentRequest[] = [];
  const byId = new Map<string, SentRequest>();
  let painted: number | undefined;
  session.on('Network.requestWillBeSent', (event) => {
    const request = {
      url: new URL(event.request.url).pathname,
      type: event.type ?? 'Other',
      priority: event.request.initialPriority,
      bytes: 0,
      sentAt: event.timestamp,
    };
    byId.set(event.requestId, request);
    requests.push(request);
  });
  session.on('Network.loadingFinished', (event) => {
    const request = byId.get(event.requestId);
    if (request) request.bytes = event.encodedDataLength;
  });
  session.on('Page.lifecycleEvent', (event) => {
    if (event.frameId !== frameTree.frame.id) return;
    // A new document in the tab: its paint is still to come.
    if (event.name === 'init') painted = undefined;
    if (event.name === 'firstContentfulPaint') painted = event.timestamp;
  });
  return { requests, paintedAt: () => painted };
}

/**
 * When the page's largest contentful paint so far was on screen, on the recording's clock: the
 * page's own distance from its first contentful paint to it, added to when the browser presented
 * the first.
 */
export async function largestPaintAt(page: Page, recording: RequestRecording): Promise<number> {
  const { first, largest } = await page.evaluate(async () => ({
    first: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    largest: await new Promise<number>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      }),
    ),
  }));
  const painted = recording.paintedAt();
  if (first === undefined || painted === undefined) throw new Error('the page has not painted');
  return painted + (largest - first) / 1000;
}
