/**
 * Leaves the web manifest's link out of the exported HTML: React puts it in the page's <head> as
 * it hydrates (it is one of the metadata's hoisted links, which React adds when the document lacks
 * them), after the first paint and the LCP image, since the framework's scripts start then
 * (defer-scripts.mjs). Plain JavaScript (with JSDoc types) because the post-build script runs it
 * under plain Node. Used by scripts/postbuild/index.mjs and covered by manifest-link.test.ts.
 *
 * Why: Chrome asks for a linked manifest as the page loads, and then for its 192-px icon at high
 * priority (0.7 KB and 3.7 KB), in the middle of the first paint. Lighthouse's phone simulation
 * counts every request made before the largest paint, so the home page's LCP read about 1,090 ms
 * in one run and 840 ms in the next (1.72x the reference page's median against 1.49x without the
 * link, side by side). A visitor needs the manifest only to install the site, never to read it;
 * with JavaScript off there is none, and a phone's "add to home screen" takes the page's title
 * and its apple-touch icon.
 */

/** The link Next writes for app/manifest.ts, its base path included. */
const MANIFEST_LINK = /<link rel="manifest" href="[^"]*"\/>/;

/**
 * The page without its manifest link; unchanged when it has none.
 * @param {string} html
 * @returns {string}
 */
export function withoutManifestLink(html) {
  return html.replace(MANIFEST_LINK, '');
}

/** @type {import('./pipeline.mjs').PageStep} */
export const manifestLinkStep = {
  name: 'manifest link',
  everyPage: true,
  expected: '<link rel="manifest" href="…"/> (app/manifest.ts)',
  page: withoutManifestLink,
};
