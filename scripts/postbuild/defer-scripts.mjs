/**
 * Starts the framework's scripts after the page's first meaningful paint, in the exported HTML.
 * Plain JavaScript (with JSDoc types) because the post-build script runs it under plain Node.
 * Used by scripts/postbuild/index.mjs and covered by scripts/postbuild/defer-scripts.test.ts.
 *
 * Why: Next writes its ~140 KB (gzip) of chunks as `<script async>` in <head>. On a phone they
 * download beside the LCP image and, once in, run for hundreds of milliseconds on the main thread,
 * holding back the frame that would paint the image. Measured with Lighthouse's mobile profile,
 * the same pages with the scripts removed paint their LCP about as fast as a plain HTML page.
 * Here the chunks are asked for only once the LCP image (lcp-image.mjs)
 * has loaded and the first paint is on screen (on a page without one, once it is on screen).
 * Everything else is unchanged: the same chunks, still async, hydrating from the same inline
 * payload; the page works without JavaScript in the meantime, as it does with JavaScript off.
 */

import { AFTER_FIRST_PAINT } from './after-first-paint.mjs';
import { LCP_IMAGE } from './lcp-image.mjs';

/** `<script src="…" async="">` as React writes it; `noModule` polyfills are left alone. */
const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
/** Low-priority script preloads React writes for chunks the runtime runs later on its own. */
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*href="([^"]+)"[^>]*\/?>/g;

/**
 * The inline loader: runs `sources` and preloads (at low priority) `preloads`. With a `payload`
 * (the page's React Server Components payload in a file of its own, external-payload.mjs), it asks
 * for that file at the same moment as the chunks (the chunks as preloads, downloading beside it)
 * and runs the chunks only once the payload has run: the framework reads the whole payload as it
 * starts, and a part arriving after it had started would be lost. Nothing is asked for sooner than
 * before, so nothing new competes with the first paint. A payload that fails to load leaves the
 * page as its server HTML, working as it does with JavaScript off, rather than starting a
 * framework with nothing to hydrate from.
 * @param {string[]} sources
 * @param {string[]} [preloads]
 * @param {string} [payload]
 */
export function loaderScript(sources, preloads = [], payload = '') {
  return (
    '(function(d){var s=' +
    JSON.stringify(sources) +
    ',p=' +
    JSON.stringify(preloads) +
    ',f=' +
    JSON.stringify(payload) +
    ',i=' +
    LCP_IMAGE +
    ';' +
    'function a(e){d.head.appendChild(e)}' +
    'function k(u){var e=d.createElement("link");e.rel="preload";e.setAttribute("as","script");e.setAttribute("fetchpriority","low");e.href=u;a(e)}' +
    'function g(){p.forEach(k);s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=!0;a(e)})}' +
    'function h(){if(!f)return g();var e=d.createElement("script");e.src=f;e.setAttribute("fetchpriority","low");e.onload=g;a(e);s.forEach(k)}' +
    // Once the first paint is on screen (lib/head-script/after-paint.mjs).
    AFTER_FIRST_PAINT +
    'function l(){afterFirstPaint(h)}' +
    'i&&!i.complete?(i.addEventListener("load",l),i.addEventListener("error",l)):l()})(document);'
  );
}

/**
 * Moves a page's async framework scripts behind the loader (appended at the end of <body>).
 * Returns the HTML unchanged when it has no such script.
 * @param {string} html
 * @returns {string}
 */
export function deferFrameworkScripts(html) {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  const preloads = [...html.matchAll(SCRIPT_PRELOAD)].map((match) => match[1]);
  const withoutScripts = html.replace(ASYNC_SCRIPT, '').replace(SCRIPT_PRELOAD, '');
  const loader = `<script>${loaderScript(sources, preloads)}</script>`;
  return withoutScripts.replace(/<\/body>(?![\s\S]*<\/body>)/, `${loader}</body>`);
}

/** The loader as deferFrameworkScripts writes it, its two lists (and payload, if any) captured. */
const LOADER =
  /<script>\(function\(d\)\{var s=(\[[^\]]*\]),p=(\[[^\]]*\])(?:,f=("[^"]*"))?[\s\S]*?\}\)\(document\);<\/script>/;

/**
 * The page's loader (see deferFrameworkScripts), now also asking for the page's payload file at
 * `url` with the chunks, and running the chunks once it has run. Returns the HTML unchanged
 * without a loader.
 * @param {string} html
 * @param {string} url
 * @returns {string}
 */
export function withPayloadFile(html, url) {
  const loader = LOADER.exec(html);
  if (!loader) return html;
  const script = loaderScript(JSON.parse(loader[1]), JSON.parse(loader[2]), url);
  return html.replace(LOADER, () => `<script>${script}</script>`);
}

/**
 * Whether the page has the loader (see deferFrameworkScripts).
 * @param {string} html
 * @returns {boolean}
 */
export function hasLoader(html) {
  return LOADER.test(html);
}

/**
 * The scripts a page's loader asks for: the framework's chunks, the preloads, the payload file.
 * @param {string} html
 * @returns {string[]}
 */
export function loaderSources(html) {
  const loader = LOADER.exec(html);
  if (!loader) return [];
  const payload = loader[3] ? [JSON.parse(loader[3])] : [];
  return [...JSON.parse(loader[1]), ...JSON.parse(loader[2]), ...payload].filter(Boolean);
}

/** @type {import('./pipeline.mjs').PageStep} */
export const deferScriptsStep = {
  name: 'defer scripts',
  everyPage: true,
  expected: '<script src="…" async=""></script> for the framework chunks',
  // First: the loader is an inline script, which the CSP step then allows by its hash.
  page: deferFrameworkScripts,
};
