/**
 * The moments the owner cares about, decided here and nowhere else. Components name a moment
 * (`trackEvent(events.quickView(project))`, or `eventAttributes(events.chatOpen())` on a link a
 * server component renders); the tracker loaded at idle time (lib/analytics/session.ts) sends it
 * through the provider's own event API. Never a message, an address or a search query: only the
 * properties listed below.
 *
 * With analytics off, `process.env.ANALYTICS_PROVIDER` is inlined as '' at build time
 * (next.config.ts `env`): every function below returns at once and no provider code is bundled.
 */

/** The events, by the name the owner sees in their dashboard. */
export type EventName =
  | 'CV Download'
  | 'Message Sent'
  | 'Chat Open'
  | 'Quick View'
  | 'Demo Play'
  | 'Language Switch'
  | 'Search'
  | 'Note Read';

/** One event and its properties (plain strings: every provider takes those). */
export interface AnalyticsEvent {
  name: EventName;
  props: Readonly<Record<string, string>>;
}

/** Every event the site sends, with the properties each carries. */
export const events = {
  /** A CV file was downloaded: which format, in which language. */
  cvDownload: (format: 'PDF' | 'JSON', language: string): AnalyticsEvent => ({
    name: 'CV Download',
    props: { format, language },
  }),
  /** The contact form's message was accepted by the provider (never its content or address). */
  messageSent: (): AnalyticsEvent => ({ name: 'Message Sent', props: {} }),
  /** The chat link in the first screen was opened. */
  chatOpen: (): AnalyticsEvent => ({ name: 'Chat Open', props: {} }),
  /** A project's quick view was opened, by the project's name. */
  quickView: (project: string): AnalyticsEvent => ({ name: 'Quick View', props: { project } }),
  /** A project's demo video was played. */
  demoPlay: (project: string): AnalyticsEvent => ({ name: 'Demo Play', props: { project } }),
  /** The visitor switched the page's language. */
  languageSwitch: (from: string, to: string): AnalyticsEvent => ({
    name: 'Language Switch',
    props: { from, to },
  }),
  /** The search was used (a query typed), in which language; never the query. */
  search: (language: string): AnalyticsEvent => ({ name: 'Search', props: { language } }),
  /** A note was read to its end. */
  noteRead: (slug: string): AnalyticsEvent => ({ name: 'Note Read', props: { slug } }),
};

/** Whether the site was built with an analytics provider (a build-time constant). */
export function analyticsEnabled(): boolean {
  return Boolean(process.env.ANALYTICS_PROVIDER);
}

type Listener = (event: AnalyticsEvent) => void;

/** Events of this page from before the tracker was ready; a few at most. */
const pending: AnalyticsEvent[] = [];
const PENDING_LIMIT = 20;
let listener: Listener | undefined;

/** Sends an event, or keeps it until the tracker is ready. A no-op with analytics off. */
export function trackEvent(event: AnalyticsEvent): void {
  if (!process.env.ANALYTICS_PROVIDER) return;
  if (listener) listener(event);
  else if (pending.length < PENDING_LIMIT) pending.push(event);
}

/** The scopes (a dialog's or a player's ref) that already sent their one event. */
const sentOnce = new WeakSet<object>();

/**
 * Sends `event` the first time it is asked for `scope` only: a search counts once per opening of
 * the dialog however many queries follow, a demo once per player.
 */
export function trackOnce(event: AnalyticsEvent, scope: object): void {
  if (!process.env.ANALYTICS_PROVIDER || sentOnce.has(scope)) return;
  sentOnce.add(scope);
  trackEvent(event);
}

/** Hands every event, the kept ones first, to `next` (the tracker, or a drop when declined). */
export function deliverEventsTo(next: Listener): void {
  listener = next;
  for (const event of pending.splice(0)) next(event);
}

const NAME_ATTRIBUTE = 'data-analytics-event';
const PROPS_ATTRIBUTE = 'data-analytics-props';

/**
 * Attributes that make a link a server component renders send `event` when clicked (the click
 * is read by lib/analytics/session.ts). None with analytics off, so the HTML is unchanged.
 */
export function eventAttributes(event: AnalyticsEvent): Record<string, string> {
  if (!process.env.ANALYTICS_PROVIDER) return {};
  return { [NAME_ATTRIBUTE]: event.name, [PROPS_ATTRIBUTE]: JSON.stringify(event.props) };
}

/** The event of the element (or its nearest ancestor) marked by `eventAttributes`, if any. */
export function eventOfElement(target: EventTarget | null): AnalyticsEvent | undefined {
  if (!(target instanceof Element)) return undefined;
  const marked = target.closest(`[${NAME_ATTRIBUTE}]`);
  if (!marked) return undefined;
  let props: Record<string, string> = {};
  try {
    props = JSON.parse(marked.getAttribute(PROPS_ATTRIBUTE) ?? '{}') as Record<string, string>;
  } catch {
    // A malformed attribute still counts the event, without properties.
  }
  return { name: marked.getAttribute(NAME_ATTRIBUTE) as EventName, props };
}
