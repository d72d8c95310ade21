/**
 * Every setting the site is built with, read from the environment once, here.
 * Plain JavaScript (with JSDoc types) because the post-build script (scripts/postbuild/) runs it
 * under plain Node; Next's config, pages and lib/ import it too.
 *
 * Next inlines a NEXT_PUBLIC_* variable only where the code spells `process.env.NEXT_PUBLIC_X`
 * in full, so each is read by its full name below, never through a computed key.
 *
 * The EmailJS keys are not here: the contact form reads them in the browser
 * (lib/contact/config.ts), and importing this module there would ship every other setting with it.
 * Only their API origin is read here too, for the Content-Security-Policy the post-build writes.
 *
 * Settings (all optional):
 * - NEXT_PUBLIC_SITE_URL: the site's public origin, e.g. https://raka.dev. When unset, the host's
 *   own URL from its build environment (see `resolveSiteUrl`), else http://localhost:3000.
 * - NEXT_PUBLIC_BASE_PATH: a sub-path the site is served under, e.g. /portfolio ('' = domain root);
 *   read in ./base-path.mjs, the one setting browser code needs, and re-exported here.
 * - NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME: deliver images from this Cloudinary cloud ('' = public/).
 * - NEXT_PUBLIC_EMAILJS_API_ORIGIN: another EmailJS API origin (a proxy, the tests' imitation).
 * - NEXT_PUBLIC_ANALYTICS_PROVIDER: plausible | umami | goatcounter | cloudflare ('' = off).
 * - NEXT_PUBLIC_ANALYTICS_SITE: that provider's site identifier (Plausible domain, Umami website
 *   id, GoatCounter code, Cloudflare token); required with a provider.
 * - NEXT_PUBLIC_ANALYTICS_HOST: the origin of a self-hosted instance or a first-party proxy.
 *   A value that cannot be right stops the build, naming the variable (lib/analytics/config.mjs).
 */

// The base path lives in its own small module, the one setting browser code reads.
export { basePath, parseBasePath } from './base-path.mjs';

/** The origin written when neither the owner nor the host names one. */
export const LOCAL_SITE_URL = 'http://localhost:3000';

/**
 * The hosts whose build environment names the site's production URL, in the order they are tried.
 * Each is only set on its own platform. Netlify's `URL` is the production URL (not
 * DEPLOY_PRIME_URL, a branch or preview address that canonical URLs must not name); Vercel's
 * variables carry no scheme. GitHub Pages has no such variable: .github/workflows/deploy.yml sets
 * NEXT_PUBLIC_SITE_URL from the Pages origin itself.
 * @type {ReadonlyArray<{ host: string, variable: string }>}
 */
export const HOST_URL_VARIABLES = [
  { host: 'Netlify', variable: 'URL' },
  { host: 'Cloudflare Pages', variable: 'CF_PAGES_URL' },
  { host: 'Vercel', variable: 'VERCEL_PROJECT_PRODUCTION_URL' },
  { host: 'Vercel', variable: 'VERCEL_URL' },
];

/** @param {string} path */
function trimTrailingSlashes(path) {
  return path.replace(/\/+$/, '');
}

/**
 * @typedef {object} SiteUrl
 * @property {string} url the origin without a trailing slash
 * @property {string} source the variable it came from, or 'default'
 */

/**
 * The site's origin: NEXT_PUBLIC_SITE_URL, else the host's own URL, else http://localhost:3000.
 * A value without a scheme (Vercel's) gets https://.
 * @param {Record<string, string | undefined>} env
 * @returns {SiteUrl}
 */
export function resolveSiteUrl(env) {
  const candidates = [{ variable: 'NEXT_PUBLIC_SITE_URL' }, ...HOST_URL_VARIABLES];
  for (const { variable } of candidates) {
    const value = env[variable]?.trim();
    if (!value) continue;
    const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
    return { url: trimTrailingSlashes(withScheme), source: variable };
  }
  return { url: LOCAL_SITE_URL, source: 'default' };
}

/**
 * The lines a production build prints when its pages would name http://localhost:3000.
 * @returns {string}
 */
export function localhostWarning() {
  const rule = '!'.repeat(78);
  return [
    rule,
    '!! WARNING: this build writes http://localhost:3000 into every canonical URL, the sitemap,',
    '!! robots.txt, the Open Graph tags and the JSON-LD: search engines and link previews will',
    '!! point at a machine that is not your site.',
    "!! Set NEXT_PUBLIC_SITE_URL to your site's address (e.g. https://your-name.dev) in the",
    '!! build environment or .env.local. Netlify, Cloudflare Pages and Vercel builds use their',
    '!! own URL when it is unset; the GitHub Pages workflow sets it for you.',
    rule,
  ].join('\n');
}

const siteUrlResolved = resolveSiteUrl({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  URL: process.env.URL,
  CF_PAGES_URL: process.env.CF_PAGES_URL,
  VERCEL_PROJECT_PRODUCTION_URL: process.env.VERCEL_PROJECT_PRODUCTION_URL,
  VERCEL_URL: process.env.VERCEL_URL,
});

/** The site's origin without a trailing slash. Server and build only: host variables are not in the browser. */
export const siteUrl = siteUrlResolved.url;

/** Which variable named the site URL ('default' when none did). */
export const siteUrlSource = siteUrlResolved.source;

/** Cloudinary cloud name; empty means images are served from `public/images/`. */
export const cloudinaryCloudName = process.env.NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME?.trim() ?? '';

/** The EmailJS API origin the contact form posts to, or undefined for EmailJS's own. */
export const emailjsApiOrigin = process.env.NEXT_PUBLIC_EMAILJS_API_ORIGIN?.trim() || undefined;

/**
 * The analytics settings as the owner wrote them. Checked and resolved by lib/analytics/config.mjs
 * (build and server only). A function, not a value: this module reaches the browser for the base
 * path, and an unused function is left out of it where a value would not be.
 */
export function analyticsSettings() {
  return {
    provider: process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER,
    site: process.env.NEXT_PUBLIC_ANALYTICS_SITE,
    host: process.env.NEXT_PUBLIC_ANALYTICS_HOST,
  };
}
