import type { Tracker } from './tracker';

/**
 * The session with a fake tracker: page views once per path, kept until the tracker is ready;
 * nothing at all under Global Privacy Control. Each test gets fresh module state.
 */
const tracker: jest.Mocked<Tracker> = { pageview: jest.fn(), event: jest.fn() };
let resolveTracker: (loaded: Tracker) => void = () => {};
jest.mock('./load', () => ({
  loadTracker: () =>
    new Promise<Tracker>((resolve) => {
      resolveTracker = resolve;
    }),
}));

const provider = process.env.ANALYTICS_PROVIDER;
beforeEach(() => {
  process.env.ANALYTICS_PROVIDER = 'plausible';
  jest.clearAllMocks();
  delete document.documentElement.dataset.analytics;
  window.requestIdleCallback = (callback) => {
    callback({ didTimeout: false, timeRemaining: () => 50 });
    return 1;
  };
});
afterEach(() => {
  process.env.ANALYTICS_PROVIDER = provider;
  Object.defineProperty(navigator, 'globalPrivacyControl', {
    value: undefined,
    configurable: true,
  });
});

function freshSession() {
  let session!: typeof import('./session');
  let eventsModule!: typeof import('./events');
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    session = require('./session');
    eventsModule = require('./events');
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return { ...session, ...eventsModule };
}

it('counts the first page once the tracker is ready, and each new path once', async () => {
  const { startAnalytics, countPageview, trackEvent } = freshSession();
  startAnalytics();
  countPageview();
  countPageview(); // a re-render of the same route
  trackEvent('Chat Open', {});
  expect(tracker.pageview).not.toHaveBeenCalled();
  resolveTracker(tracker);
  await Promise.resolve();
  await Promise.resolve();
  expect(tracker.pageview).toHaveBeenCalledTimes(1);
  expect(tracker.pageview).toHaveBeenCalledWith(window.location.href);
  expect(tracker.event).toHaveBeenCalledWith(
    { name: 'Chat Open', props: {} },
    window.location.href,
  );
  expect(document.documentElement.dataset.analytics).toBe('ready');

  window.history.pushState({}, '', '/portofolio/3');
  countPageview();
  countPageview();
  window.history.pushState({}, '', '/portofolio/3#demo'); // the hash alone is no new page
  countPageview();
  expect(tracker.pageview).toHaveBeenCalledTimes(2);
  window.history.pushState({}, '', '/');
});

it('loads nothing and sends nothing under Global Privacy Control', async () => {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
  const { startAnalytics, countPageview, trackEvent } = freshSession();
  startAnalytics();
  countPageview();
  trackEvent('Quick View', { project: 'TokoKu' });
  resolveTracker(tracker);
  await Promise.resolve();
  expect(tracker.pageview).not.toHaveBeenCalled();
  expect(tracker.event).not.toHaveBeenCalled();
  expect(document.documentElement.dataset.analytics).toBe('declined');
});
