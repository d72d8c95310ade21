/**
 * Writes a page's stylesheets into its HTML, in the exported files (scripts/postbuild/index.mjs).
 * Plain JavaScript (with JSDoc types) because the post-build script runs it under plain Node.
 * Covered by scripts/postbuild/inline-styles.test.ts.
 *
 * Why: Next links every page's CSS as render-blocking `<link rel="stylesheet">`s. On a phone each
 * costs a round trip after the HTML before anything can paint.
 * Measured with Lighthouse's mobile profile (same run, beside the plain reference page), inlining
 * them took the home page's FCP from 1.87 s to 0.85 s and its LCP from 3.5x to 1.7x the reference.
 * Next's own `experimental.inlineCss` does the same but also repeats the CSS inside the inline RSC
 * payload (twice the HTML); done here, the payload is untouched.
 *
 * React must still find the links its payload names, or after hydration it would add them, fetch
 * every file again and apply each rule a second time. So each link stays, `disabled`: not fetched, not applied, but
 * adopted by React as the loaded stylesheet. The links go after all the inline copies, so a
 * stylesheet React adds on a later client-side navigation lands after them, in cascade order.
 */
import fs from 'node:fs';
import path from 'node:path';

/** `<link rel="stylesheet">` as Next writes it for a page's CSS chunks. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+\.css)" data-precedence="([^"]*)"\/>/g;
/** Preloads of CSS for parts loaded later (a lazy chunk's styles): fetched when that part loads. */
const STYLE_PRELOAD = /<link rel="preload" href="[^"]+\.css" as="style"\/>/g;
/** A relative `url(…)` in CSS (data:, absolute and root-relative URLs are left alone). */
const RELATIVE_URL = /url\((["']?)(?![a-z][\w+.-]*:|\/|#)([^"')]+)\1\)/gi;

/**
 * CSS moved from `href` into the document keeps its references working: relative URLs are
 * resolved against the stylesheet's own path.
 * @param {string} css
 * @param {string} href root-relative path of the stylesheet, e.g. /_next/static/chunks/a.css
 * @returns {string}
 */
export function rebaseCssUrls(css, href) {
  return css.replace(RELATIVE_URL, (_, quote, url) => {
    const resolved = new URL(url, `http://site${href}`);
    return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
  });
}

/**
 * Replaces each stylesheet link of `html` by a `<style>` holding the file, and drops the
 * preloads of CSS the first paint does not use. `readCss(href)` returns a stylesheet's text.
 * `</style` inside CSS (only possible in a string) would end the element early: such a file
 * stays linked.
 * @param {string} html
 * @param {(href: string) => string} readCss
 * @returns {string}
 */
export function inlineStylesheets(html, readCss) {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  const adopted = [];
  let index = 0;
  return html
    .replace(STYLESHEET_LINK, (link, href, precedence) => {
      const last = ++index === links.length;
      const css = rebaseCssUrls(readCss(href), href);
      const inline = /<\/style/i.test(css)
        ? link
        : `<style data-inlined-from="${href}">${css}</style>`;
      if (inline !== link) {
        adopted.push(
          `<link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/>`,
        );
      }
      return last ? inline + adopted.join('') : inline;
    })
    .replace(STYLE_PRELOAD, '');
}

/** @type {import('./pipeline.mjs').PageStep} */
export const inlineStylesStep = {
  name: 'inline styles',
  everyPage: true,
  expected: '<link rel="stylesheet" href="….css" data-precedence="…"/>',
  page: (html, _page, site) =>
    inlineStylesheets(html, (href) =>
      fs.readFileSync(path.join(site.outDir, href.slice(site.basePath.length)), 'utf8'),
    ),
};
