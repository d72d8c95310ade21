import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';

/**
 * A page whose HTML arrives in pieces, as a slow connection or a loaded machine delivers it: a
 * local server sends the page's HTML from a site up to each stop, lets the browser paint a frame
 * with what it has parsed, then sends the next piece. Every other request is passed through to
 * the site. Whatever the browser draws of a half-parsed page is then drawn, at every stop, instead
 * of at the few moments a throttled CPU happens to paint.
 *
 * The stops are after each closing tag from `<body>` to the end of the page's first screen: the
 * first `</section>` inside `<main>`, or, on a page whose <main> has none (a short page), the end of
 * the footer. There a part parsed later could move what is already drawn. A frame is painted at
 * each stop in the window; one whose element starts below it goes on at once.
 */
export interface StalledPage {
  /** The page's address on the stalling server. */
  url: string;
  /** Loads the page in `page`, painting a frame at every stop; resolves once the page has loaded. */
  load(page: Page): Promise<void>;
  close(): Promise<void>;
}

/** The marker written after each piece, a comment the parser puts in the document. */
const stopMarker = (index: number) => `stop-${index}`;

/** `markup` read from a stalled page, without the markers written after its pieces. */
export const withoutStopMarkers = (markup: string) => markup.replace(/<!--stop-\d+-->/g, '');

/**
 * Where the pieces of `html` end: after each closing tag of the top bar and the first screen. Not
 * inside an icon: an <svg> has its size from its attributes, and what it draws moves nothing.
 */
export function stopsOf(html: string): number[] {
  const body = html.indexOf('<body');
  const main = html.indexOf('<main', body);
  if (body < 0 || main < 0) throw new Error('the page has no <body> or no <main>');
  const mainEnd = html.indexOf('</main>', main);
  const sectionEnd = html.indexOf('</section>', main);
  const end =
    sectionEnd >= 0 && sectionEnd < mainEnd
      ? sectionEnd + '</section>'.length
      : html.indexOf('</footer>', mainEnd) + '</footer>'.length;
  const stops: number[] = [];
  let insideSvg = false;
  for (const tag of html.slice(body, end).matchAll(/<svg[\s>]|<\/([a-z][a-z0-9]*)>/g)) {
    if (!tag[1]) {
      insideSvg = true;
      continue;
    }
    if (insideSvg && tag[1] !== 'svg') continue;
    insideSvg = false;
    stops.push(body + tag.index + tag[0].length);
  }
  return stops;
}

export async function stalledPage(origin: string, path: string): Promise<StalledPage> {
  const response = await fetch(new URL(path, origin));
  const html = await response.text();
  const stops = stopsOf(html);
  let sendNext: () => void = () => {};

  const server = http.createServer(async (request, reply) => {
    if (request.url === path) {
      reply.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      let from = 0;
      for (const [index, stop] of stops.entries()) {
        const next = new Promise<void>((resolve) => (sendNext = resolve));
        reply.write(`${html.slice(from, stop)}<!--${stopMarker(index)}-->`);
        from = stop;
        await next;
      }
      reply.end(html.slice(from));
      return;
    }
    const passed = await fetch(new URL(request.url ?? '/', origin));
    reply.writeHead(passed.status, {
      'content-type': passed.headers.get('content-type') ?? 'application/octet-stream',
    });
    reply.end(Buffer.from(await passed.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;

  return {
    url,
    async load(page) {
      await page.goto(url, { waitUntil: 'commit' });
      for (const index of stops.keys()) {
        // Once the piece's marker is in the document, the next frame is rendered with it. A piece
        // that ends below the window draws nothing in view: no frame is waited for.
        await page.evaluate(
          (marker) =>
            new Promise<void>((resolve) => {
              const arrived = () => {
                const walker = document.createTreeWalker(document, NodeFilter.SHOW_COMMENT);
                while (walker.nextNode()) {
                  if (walker.currentNode.nodeValue === marker) return walker.currentNode;
                }
                return null;
              };
              const check = () => {
                const stop = arrived();
                if (!stop) return requestAnimationFrame(check);
                const where = stop.parentElement?.getBoundingClientRect();
                if (where && where.top >= window.innerHeight) return resolve();
                // A task queued from a frame's callback runs once that frame is rendered.
                requestAnimationFrame(() => setTimeout(resolve));
              };
              check();
            }),
          stopMarker(index),
        );
        sendNext();
      }
      await page.waitForLoadState('load');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The browser keeps its connections open; closing waited 5 s for them to time out.
        server.closeAllConnections();
      }),
  };
}
