/**
 * The analytics providers the owner can turn on, and what each one needs: the shape of its site
 * identifier, where its tracker script comes from, where it sends its data, and so which origins
 * each page's Content-Security-Policy must allow. Pure: lib/config/env.mjs reads the settings and
 * calls `resolveAnalytics`; the post-build policy step (scripts/postbuild/security-headers.mjs)
 * calls `analyticsSources`; next.config.ts hands `analyticsBuildConstants` to the browser code.
 * Plain JavaScript (with JSDoc types) because the post-build script runs it under plain Node.
 * Covered by lib/analytics/providers.test.ts.
 */

/**
 * @typedef {'plausible' | 'umami' | 'goatcounter' | 'cloudflare'} AnalyticsProvider
 */

/**
 * @typedef {object} ProviderSpec
 * @property {RegExp} site what NEXT_PUBLIC_ANALYTICS_SITE must look like
 * @property {string} siteMeaning what the identifier is, for the build's error message
 * @property {(site: string) => { script?: string, endpoint: string }} hosted the provider's own
 *   script URL (none when the tracker is bundled) and data endpoint
 * @property {(host: string) => { script?: string, endpoint: string }} selfHosted the same on a
 *   self-hosted instance or a first-party proxy at `host`
 * @property {boolean} [pixel] the tracker falls back to an image request when it cannot beacon
 */

/** @type {Record<AnalyticsProvider, ProviderSpec>} */
export const PROVIDERS = {
  // Bundled from the official @plausible-analytics/tracker package: no third-party script runs.
  plausible: {
    site: /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?:,(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,})*$/,
    siteMeaning: 'the site domain as added in Plausible, e.g. raka.dev',
    hosted: () => ({ endpoint: 'https://plausible.io/api/event' }),
    selfHosted: (host) => ({ endpoint: `${host}/api/event` }),
  },
  // Umami publishes no tracker package; its script is loaded from its origin. Umami Cloud's
  // script sends to a data host of its own, which has changed more than once and broken strict
  // policies: the data host is pinned (data-host-url) so script and policy always agree.
  umami: {
    site: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    siteMeaning: 'the website id Umami shows in the tracking code (a UUID)',
    hosted: () => ({
      script: 'https://cloud.umami.is/script.js',
      endpoint: 'https://gateway.umami.is/api/send',
    }),
    selfHosted: (host) => ({ script: `${host}/script.js`, endpoint: `${host}/api/send` }),
  },
  // GoatCounter's count.js beacons to the site's own counter; it falls back to an image request
  // in a browser whose beacon queue is full.
  goatcounter: {
    site: /^[a-z0-9][a-z0-9-]{0,48}[a-z0-9]$/,
    siteMeaning: 'the site code chosen at sign-up (the "code" in code.goatcounter.com)',
    hosted: (site) => ({
      script: 'https://gc.zgo.at/count.js',
      endpoint: `https://${site}.goatcounter.com/count`,
    }),
    selfHosted: (host) => ({ script: `${host}/count.js`, endpoint: `${host}/count` }),
    pixel: true,
  },
  // Cloudflare's beacon is not published as a package either; it counts page views (and the
  // App Router's route changes, with `spa`), and has no custom events.
  cloudflare: {
    site: /^[0-9a-f]{32}$/,
    siteMeaning:
      'the token in the snippet Cloudflare Web Analytics gives (32 hexadecimal characters)',
    hosted: () => ({
      script: 'https://static.cloudflareinsights.com/beacon.min.js',
      endpoint: 'https://cloudflareinsights.com/cdn-cgi/rum',
    }),
    selfHosted: (host) => ({ script: `${host}/beacon.min.js`, endpoint: `${host}/cdn-cgi/rum` }),
  },
};

/** @type {AnalyticsProvider[]} */
export const PROVIDER_NAMES = /** @type {AnalyticsProvider[]} */ (Object.keys(PROVIDERS));

/**
 * @typedef {object} AnalyticsConfig
 * @property {AnalyticsProvider} provider
 * @property {string} site the provider's site identifier
 * @property {string | undefined} script the tracker's URL, or undefined when it is bundled
 * @property {string} endpoint where the tracker sends page views and events
 * @property {boolean} pixel whether the tracker may fall back to an image request
 */

/** A setting that cannot be right: the build stops with this message, naming the variable. */
export class AnalyticsSettingError extends Error {
  /**
   * @param {string} variable
   * @param {string} message
   */
  constructor(variable, message) {
    super(`${variable}: ${message}`);
    this.name = 'AnalyticsSettingError';
    this.variable = variable;
  }
}

/** Hosts a test or a local instance may serve plain http from. */
const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * The host override as an origin plus optional path, without a trailing slash.
 * @param {string} raw
 */
function parseHost(raw) {
  const variable = 'NEXT_PUBLIC_ANALYTICS_HOST';
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new AnalyticsSettingError(
      variable,
      `"${raw}" is not a URL (e.g. https://stats.raka.dev)`,
    );
  }
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname));
  if (!secure) {
    throw new AnalyticsSettingError(variable, `"${raw}" must be an https:// address`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new AnalyticsSettingError(
      variable,
      `"${raw}" must be an origin, optionally with a path, without query, fragment or credentials`,
    );
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * The analytics configuration from the three settings, or undefined when analytics is off.
 * Throws AnalyticsSettingError, naming the variable, for a value that cannot be right.
 * @param {{ provider?: string, site?: string, host?: string }} settings
 * @returns {AnalyticsConfig | undefined}
 */
export function resolveAnalytics({ provider, site, host }) {
  const name = provider?.trim().toLowerCase() ?? '';
  const siteValue = site?.trim() ?? '';
  const hostValue = host?.trim() ?? '';
  if (name === '') {
    if (siteValue !== '')
      throw new AnalyticsSettingError(
        'NEXT_PUBLIC_ANALYTICS_SITE',
        'is set but NEXT_PUBLIC_ANALYTICS_PROVIDER is not; name the provider too, or remove it',
      );
    if (hostValue !== '')
      throw new AnalyticsSettingError(
        'NEXT_PUBLIC_ANALYTICS_HOST',
        'is set but NEXT_PUBLIC_ANALYTICS_PROVIDER is not; name the provider too, or remove it',
      );
    return undefined;
  }
  if (!Object.hasOwn(PROVIDERS, name)) {
    throw new AnalyticsSettingError(
      'NEXT_PUBLIC_ANALYTICS_PROVIDER',
      `"${provider}" is not one of ${PROVIDER_NAMES.join(', ')}`,
    );
  }
  const spec = PROVIDERS[/** @type {AnalyticsProvider} */ (name)];
  if (siteValue === '') {
    throw new AnalyticsSettingError(
      'NEXT_PUBLIC_ANALYTICS_SITE',
      `is required with ${name}: ${spec.siteMeaning}`,
    );
  }
  const siteNormal = name === 'plausible' ? siteValue.toLowerCase() : siteValue;
  if (!spec.site.test(siteNormal)) {
    throw new AnalyticsSettingError(
      'NEXT_PUBLIC_ANALYTICS_SITE',
      `"${siteValue}" is not a ${name} site identifier: expected ${spec.siteMeaning}`,
    );
  }
  const urls = hostValue === '' ? spec.hosted(siteNormal) : spec.selfHosted(parseHost(hostValue));
  return {
    provider: /** @type {AnalyticsProvider} */ (name),
    site: siteNormal,
    script: urls.script,
    endpoint: urls.endpoint,
    pixel: spec.pixel === true,
  };
}

/**
 * The origins a page's policy gains for the configured provider: its script's origin in
 * script-src (none when the tracker is bundled), its data endpoint's origin in connect-src (and
 * in img-src for a tracker that falls back to an image). Nothing when analytics is off.
 * @param {AnalyticsConfig | undefined} config
 * @returns {{ script: string[], connect: string[], img: string[] }}
 */
export function analyticsSources(config) {
  if (!config) return { script: [], connect: [], img: [] };
  const endpoint = new URL(config.endpoint).origin;
  return {
    script: config.script ? [new URL(config.script).origin] : [],
    connect: [endpoint],
    img: config.pixel ? [endpoint] : [],
  };
}

/**
 * The values the browser code is built with (next.config.ts `env`): each is inlined where the
 * code spells `process.env.ANALYTICS_…`, so with analytics off the provider branches are dead
 * code the bundler drops. All strings; '' when off.
 * @param {AnalyticsConfig | undefined} config
 * @param {string} siteUrl the site's own origin: a build for a local address counts local visits
 * @returns {Record<string, string>}
 */
export function analyticsBuildConstants(config, siteUrl) {
  const local = LOOPBACK.test(new URL(siteUrl).hostname);
  return {
    ANALYTICS_PROVIDER: config?.provider ?? '',
    ANALYTICS_SITE: config?.site ?? '',
    ANALYTICS_SCRIPT: config?.script ?? '',
    ANALYTICS_ENDPOINT: config?.endpoint ?? '',
    ANALYTICS_COUNT_LOCAL: config && local ? '1' : '',
  };
}
