import {
  deliverEventsTo,
  eventAttributes,
  eventOfElement,
  trackEvent,
  trackOnce,
  type AnalyticsEvent,
} from './events';

const provider = process.env.ANALYTICS_PROVIDER;
afterEach(() => {
  process.env.ANALYTICS_PROVIDER = provider;
});

describe('with analytics off', () => {
  beforeEach(() => {
    process.env.ANALYTICS_PROVIDER = '';
  });

  it('sends nothing and adds no attribute to the HTML', () => {
    const sent: AnalyticsEvent[] = [];
    deliverEventsTo((event) => sent.push(event));
    trackEvent('Chat Open', {});
    trackOnce({}, 'Search', { language: 'en' });
    expect(sent).toEqual([]);
    expect(eventAttributes('Chat Open', {})).toEqual({});
  });
});

describe('with a provider', () => {
  beforeEach(() => {
    process.env.ANALYTICS_PROVIDER = 'plausible';
  });

  it('keeps the events from before the tracker was ready and hands them over first', () => {
    const sent: AnalyticsEvent[] = [];
    // A fresh module state: events tracked before any listener is connected are kept.
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./events') as typeof import('./events');
      fresh.trackEvent('Quick View', { project: 'TokoKu' });
      fresh.deliverEventsTo((event) => sent.push(event));
      fresh.trackEvent('Demo Play', { project: 'TokoKu' });
    });
    expect(sent).toEqual([
      { name: 'Quick View', props: { project: 'TokoKu' } },
      { name: 'Demo Play', props: { project: 'TokoKu' } },
    ]);
  });

  it('sends a once-only event once per scope', () => {
    const sent: AnalyticsEvent[] = [];
    deliverEventsTo((event) => sent.push(event));
    const dialog = {};
    trackOnce(dialog, 'Search', { language: 'en' });
    trackOnce(dialog, 'Search', { language: 'en' });
    trackOnce({}, 'Search', { language: 'en' });
    expect(sent).toHaveLength(2);
  });

  it("carries a link's event in its attributes, read back on a click inside it", () => {
    const link = document.createElement('a');
    const attributes = eventAttributes('CV Download', { format: 'PDF', language: 'id' });
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    const icon = document.createElement('span');
    link.append(icon);
    expect(eventOfElement(icon)).toEqual({
      name: 'CV Download',
      props: { format: 'PDF', language: 'id' },
    });
    expect(eventOfElement(document.createElement('a'))).toBeUndefined();
  });

  it('knows a link to the page in another language by its hreflang', () => {
    document.documentElement.lang = 'en';
    const link = document.createElement('a');
    link.setAttribute('hreflang', 'id');
    link.innerHTML = '<span>Bahasa Indonesia</span>';
    expect(eventOfElement(link.firstChild)).toEqual({
      name: 'Language Switch',
      props: { from: 'en', to: 'id' },
    });
  });
});
