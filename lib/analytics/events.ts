/**
 * The moments the owner cares about, decided here and nowhere else. Components name a moment
 * (`trackEvent('Quick View', { project })`, or `eventAttributes('Chat Open', {})` on a link a
 * server component renders; a language link is known by its `hreflang`); the tracker loaded at idle time (lib/analytics/session.ts) sends it
 * through the provider's own event API. Never a message, an address or a search query: only the
 * properties listed below.
 *
 * With analytics off, `process.env.ANALYTICS_PROVIDER` is inlined as '' at build time
 * (next.config.ts `env`): every function below returns at once and no provider code is bundled.
 */

/**
 * Every event the site sends, by the name the owner sees in their dashboard, with the properties
 * each carries (plain strings: every provider takes those). A type, not a table: with analytics
 * off nothing of it reaches the browser.
 */
export interface EventProps {
  /** A CV file was downloaded: which format, in which language. */
  'CV Download': { format: 'PDF' | 'JSON'; language: string };
  /** The contact form's message was accepted by the provider (never its content or address). */
  'Message Sent': Record<string, never>;
  /** The chat link in the first screen was opened. */
  'Chat Open': Record<string, never>;
  /** A project's quick view was opened, by the project's name. */
  'Quick View': { project: string };
  /** A project's demo video was played. */
  'Demo Play': { project: string };
  /** A project's running product was opened from one of its links, by the project's name. */
  'Site Open': { project: string };
  /** A project's code was opened from one of its links, by the project's name. */
  'Source Open': { project: string };
  /** The visitor switched the page's language. */
  'Language Switch': { from: string; to: string };
  /** The search was used (a query typed), in which language; never the query. */
  Search: { language: string };
  /** A note was read to its end. */
  'Note Read': { slug: string };
}

export type EventName = keyof EventProps;

/** One event and its properties, as the tracker receives it. */
export interface AnalyticsEvent {
  name: EventName;
  props: Readonly<Record<string, string>>;
}

type Listener = (event: AnalyticsEvent) => void;

/** Events of this page from before the tracker was ready; a few at most. */
const pending: AnalyticsEvent[] = [];
const PENDING_LIMIT = 20;
let listener: Listener | undefined;

/** Sends an event, or keeps it until the tracker is ready. A no-op with analytics off. */
export function trackEvent<Name extends EventName>(name: Name, props: EventProps[Name]): void {
  if (!process.env.ANALYTICS_PROVIDER) return;
  send({ name, props });
}

function send(event: AnalyticsEvent): void {
  if (listener) listener(event);
  else if (pending.length < PENDING_LIMIT) pending.push(event);
}

/** The scopes (a dialog's or a player's ref) that already sent their one event. */
let sentOnce: WeakSet<object> | undefined;

/**
 * Sends `event` the first time it is asked for `scope` only: a search counts once per opening of
 * the dialog however many queries follow, a demo once per player.
 */
export function trackOnce<Name extends EventName>(
  scope: object,
  name: Name,
  props: EventProps[Name],
): void {
  if (!process.env.ANALYTICS_PROVIDER) return;
  sentOnce ??= new WeakSet();
  if (sentOnce.has(scope)) return;
  sentOnce.add(scope);
  send({ name, props });
}

/** Sends the event a marked link carried (`eventAttributes`), read back by `eventOfElement`. */
export function trackMarkedEvent(event: AnalyticsEvent): void {
  if (!process.env.ANALYTICS_PROVIDER) return;
  send(event);
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
export function eventAttributes<Name extends EventName>(
  name: Name,
  props: EventProps[Name],
): Record<string, string> {
  if (!process.env.ANALYTICS_PROVIDER) return {};
  return { [NAME_ATTRIBUTE]: name, [PROPS_ATTRIBUTE]: JSON.stringify(props) };
}

/**
 * The event a click on `target` means: a link marked by `eventAttributes` (or inside one), or a
 * link to the page in another language (every language link has `hreflang`, and the switcher
 * needs no code of its own for it).
 */
export function eventOfElement(target: EventTarget | null): AnalyticsEvent | undefined {
  if (!(target instanceof Element)) return undefined;
  const marked = target.closest(`[${NAME_ATTRIBUTE}]`);
  if (marked) {
    let props: Record<string, string> = {};
    try {
      props = JSON.parse(marked.getAttribute(PROPS_ATTRIBUTE) ?? '{}') as Record<string, string>;
    } catch {
      // A malformed attribute still counts the event, without properties.
    }
    return { name: marked.getAttribute(NAME_ATTRIBUTE) as EventName, props };
  }
  const languageLink = target.closest('a[hreflang]');
  const to = languageLink?.getAttribute('hreflang');
  if (!to) return undefined;
  const props: EventProps['Language Switch'] = { from: document.documentElement.lang, to };
  return { name: 'Language Switch', props };
}
