/**
 * Drops the `<link rel="preconnect" href="/">` next/font writes when a page preloads no font.
 * Plain JavaScript (with JSDoc types) because the post-build script runs it under plain Node.
 * Covered by scripts/postbuild/drop-self-preconnect.test.ts.
 *
 * A preconnect to the page's own origin does nothing (the connection that fetched the HTML is
 * already open), and its href ignores the base path, so under /portfolio it names another site.
 */

/** The self-preconnect as next/font writes it (React prints `crossOrigin` as `crossorigin=""`). */
const SELF_PRECONNECT = /<link rel="preconnect" href="\/" crossorigin=""\s*\/?>/g;

/**
 * The HTML without any preconnect to its own origin; other preconnects stay.
 * @param {string} html
 * @returns {string}
 */
export function dropSelfPreconnect(html) {
  return html.replace(SELF_PRECONNECT, '');
}

/** @type {import('./pipeline.mjs').PageStep} */
export const dropSelfPreconnectStep = {
  name: 'drop the self-preconnect',
  // Not every build has one: next/font adds it only to pages that preload no font.
  page: dropSelfPreconnect,
};
