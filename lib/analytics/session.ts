import { deliverEventsTo, eventOfElement, trackMarkedEvent } from './events';
import { afterLoadWhenIdle } from './idle';
import { loadTracker } from './load';
import { declinesTracking } from './privacy';
import type { Tracker } from './tracker';

/**
 * The page's analytics session: decides once whether to count this visitor, loads the tracker
 * when the page is idle, and counts one page view per route (the first load and each App Router
 * route change, never twice for one). Driven by components/analytics/Analytics.tsx.
 *
 * The state the root element's `data-analytics` shows (tests wait for it):
 * 'declined' (Global Privacy Control or Do Not Track: nothing loads, nothing is sent),
 * 'ready' (the tracker runs), 'failed' (it could not load: blocked, offline).
 */

let tracker: Tracker | undefined;
let declined = false;
let started = false;
/** Page views of this document from before the tracker was ready. */
const pendingViews: string[] = [];
/** The path last counted: a re-render or a change of the hash alone is not a new page view. */
let countedPath: string | undefined;

function mark(state: 'declined' | 'ready' | 'failed') {
  document.documentElement.dataset.analytics = state;
}

/** Sends the event a clicked link carries (`eventAttributes`), e.g. a CV download. */
function onClick(event: MouseEvent) {
  const marked = eventOfElement(event.target);
  if (marked) trackMarkedEvent(marked);
}

/** Starts the session once per document; returns nothing to undo (it lives as long as the page). */
export function startAnalytics(): void {
  if (!process.env.ANALYTICS_PROVIDER || started) return;
  started = true;
  if (declinesTracking(window)) {
    declined = true;
    pendingViews.length = 0;
    deliverEventsTo(() => {});
    mark('declined');
    return;
  }
  document.addEventListener('click', onClick, { capture: true });
  afterLoadWhenIdle(() => {
    loadTracker()
      ?.then((loaded) => {
        tracker = loaded;
        for (const url of pendingViews.splice(0)) loaded.pageview(url);
        deliverEventsTo((event) => loaded.event(event, window.location.href));
        mark('ready');
      })
      .catch(() => {
        declined = true;
        pendingViews.length = 0;
        deliverEventsTo(() => {});
        mark('failed');
      });
  });
}

/** Counts a page view of the current address, unless its path was the last one counted. */
export function countPageview(): void {
  if (!process.env.ANALYTICS_PROVIDER || declined) return;
  const { pathname, href } = window.location;
  if (pathname === countedPath) return;
  countedPath = pathname;
  if (tracker) tracker.pageview(href);
  else pendingViews.push(href);
}
