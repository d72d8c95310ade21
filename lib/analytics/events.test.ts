import {
  analyticsEnabled,
  deliverEventsTo,
  eventAttributes,
  eventOfElement,
  events,
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
    trackEvent(events.chatOpen());
    trackOnce(events.search('en'), {});
    expect(sent).toEqual([]);
    expect(eventAttributes(events.chatOpen())).toEqual({});
    expect(analyticsEnabled()).toBe(false);
  });
});

describe('with a provider', () => {
  beforeEach(() => {
    process.env.ANALYTICS_PROVIDER = 'plausible';
  });

  it('keeps the events from before the tracker was ready and hands them over first', () => {
    const sent: AnalyticsEvent[] = [];
    deliverEventsTo(() => {});
    // A fresh module state: events tracked before any listener is connected are kept.
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./events') as typeof import('./events');
      fresh.trackEvent(fresh.events.quickView('TokoKu'));
      fresh.deliverEventsTo((event) => sent.push(event));
      fresh.trackEvent(fresh.events.demoPlay('TokoKu'));
    });
    expect(sent.map((event) => event.name)).toEqual(['Quick View', 'Demo Play']);
  });

  it('sends a once-only event once per scope', () => {
    const sent: AnalyticsEvent[] = [];
    deliverEventsTo((event) => sent.push(event));
    const dialog = {};
    trackOnce(events.search('en'), dialog);
    trackOnce(events.search('en'), dialog);
    trackOnce(events.search('en'), {});
    expect(sent).toHaveLength(2);
  });

  it("carries a link's event in its attributes, read back on a click inside it", () => {
    const link = document.createElement('a');
    for (const [name, value] of Object.entries(eventAttributes(events.cvDownload('PDF', 'id')))) {
      link.setAttribute(name, value);
    }
    const icon = document.createElement('span');
    link.append(icon);
    expect(eventOfElement(icon)).toEqual(events.cvDownload('PDF', 'id'));
    expect(eventOfElement(document.createElement('a'))).toBeUndefined();
  });

  it('never carries more than its named properties', () => {
    expect(events.messageSent().props).toEqual({});
    expect(events.search('en').props).toEqual({ language: 'en' });
    expect(events.languageSwitch('en', 'id').props).toEqual({ from: 'en', to: 'id' });
  });
});
