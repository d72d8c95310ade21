/**
 * The base path and the helper that prefixes public files with it: the one setting browser code
 * needs. Its own module, apart from lib/config/env.mjs, so a client component that links a public
 * file carries these few lines and not every setting (the hosts' URL variables, the analytics
 * settings) with them. Plain JavaScript (with JSDoc types): env.mjs, run under plain Node by the
 * post-build script, re-exports it.
 */

/**
 * The base path with a leading slash and no trailing slash, or '' at the domain root.
 * @param {string | undefined} raw
 */
export function parseBasePath(raw) {
  const trimmed = (raw?.trim() ?? '').replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The base path with a leading slash and no trailing slash, or '' at the domain root. */
export const basePath = parseBasePath(process.env.NEXT_PUBLIC_BASE_PATH);

/**
 * Prefixes a root-relative public path with the base path, for plain `<img>`, `<a download>` and
 * anything else Next.js does not prefix by itself. `SiteLink` hrefs must NOT go through this (it
 * prefixes them itself, and the router adds it to what it is given).
 * @param {string} publicPath
 * @returns {string}
 */
export function withBasePath(publicPath) {
  if (!publicPath.startsWith('/')) return publicPath;
  return `${basePath}${publicPath}`;
}
