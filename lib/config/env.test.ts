import { LOCAL_SITE_URL, localhostWarning, parseBasePath, resolveSiteUrl } from './env.mjs';

describe('resolveSiteUrl', () => {
  it("prefers the owner's NEXT_PUBLIC_SITE_URL over any host's own URL", () => {
    expect(
      resolveSiteUrl({
        NEXT_PUBLIC_SITE_URL: 'https://raka.dev/',
        URL: 'https://raka.netlify.app',
        VERCEL_URL: 'raka-abc.vercel.app',
      }),
    ).toEqual({ url: 'https://raka.dev', source: 'NEXT_PUBLIC_SITE_URL' });
  });

  it("takes Netlify's production URL, not the deploy preview's", () => {
    expect(
      resolveSiteUrl({
        URL: 'https://raka.netlify.app',
        DEPLOY_PRIME_URL: 'https://deploy-preview-4--raka.netlify.app',
      }),
    ).toEqual({ url: 'https://raka.netlify.app', source: 'URL' });
  });

  it("takes Cloudflare Pages' URL", () => {
    expect(resolveSiteUrl({ CF_PAGES_URL: 'https://raka.pages.dev' })).toEqual({
      url: 'https://raka.pages.dev',
      source: 'CF_PAGES_URL',
    });
  });

  it("takes Vercel's production domain, adding the scheme Vercel leaves out", () => {
    expect(
      resolveSiteUrl({
        VERCEL_PROJECT_PRODUCTION_URL: 'raka.vercel.app',
        VERCEL_URL: 'raka-git-main-abc.vercel.app',
      }),
    ).toEqual({ url: 'https://raka.vercel.app', source: 'VERCEL_PROJECT_PRODUCTION_URL' });
  });

  it("falls back to Vercel's deployment URL when the project has no production domain yet", () => {
    expect(resolveSiteUrl({ VERCEL_URL: 'raka-abc.vercel.app' }).url).toBe(
      'https://raka-abc.vercel.app',
    );
  });

  it('uses the GitHub Pages origin the deploy workflow passes as NEXT_PUBLIC_SITE_URL', () => {
    // .github/workflows/deploy.yml: NEXT_PUBLIC_SITE_URL = vars.NEXT_PUBLIC_SITE_URL || pages origin
    expect(
      resolveSiteUrl({ NEXT_PUBLIC_SITE_URL: 'https://raka.github.io', GITHUB_ACTIONS: 'true' }),
    ).toEqual({ url: 'https://raka.github.io', source: 'NEXT_PUBLIC_SITE_URL' });
  });

  it('ignores empty and blank values, and says when it fell back to localhost', () => {
    expect(resolveSiteUrl({ NEXT_PUBLIC_SITE_URL: '', URL: '  ' })).toEqual({
      url: LOCAL_SITE_URL,
      source: 'default',
    });
    expect(resolveSiteUrl({})).toEqual({ url: 'http://localhost:3000', source: 'default' });
  });
});

describe('parseBasePath', () => {
  it('keeps one leading slash and no trailing slash; empty or "/" is the domain root', () => {
    expect(parseBasePath('/portfolio/')).toBe('/portfolio');
    expect(parseBasePath('portfolio')).toBe('/portfolio');
    expect(parseBasePath('/')).toBe('');
    expect(parseBasePath('')).toBe('');
    expect(parseBasePath(undefined)).toBe('');
  });
});

describe('localhostWarning', () => {
  it('names the variable to set', () => {
    const warning = localhostWarning();
    expect(warning).toContain('NEXT_PUBLIC_SITE_URL');
    expect(warning).toContain('http://localhost:3000');
    expect(warning.split('\n').length).toBeGreaterThan(3);
  });
});

describe('the analytics settings', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  /** Reads the settings afresh (lib/config/env.mjs, lib/analytics/config.mjs), as a build does. */
  function loadEnv(settings: Record<string, string>) {
    Object.assign(process.env, settings);
    let loaded: typeof import('../analytics/config.mjs') | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      loaded = require('../analytics/config.mjs');
    });
    return loaded!;
  }

  it('are off when unset', () => {
    delete process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER;
    delete process.env.NEXT_PUBLIC_ANALYTICS_SITE;
    delete process.env.NEXT_PUBLIC_ANALYTICS_HOST;
    expect(loadEnv({}).analytics).toBeUndefined();
  });

  it('stop the build with a message naming the variable when a value cannot be right', () => {
    expect(() => loadEnv({ NEXT_PUBLIC_ANALYTICS_PROVIDER: 'matomo' })).toThrow(
      /^NEXT_PUBLIC_ANALYTICS_PROVIDER: "matomo" is not one of plausible, umami, goatcounter, cloudflare/,
    );
    expect(() =>
      loadEnv({ NEXT_PUBLIC_ANALYTICS_PROVIDER: 'umami', NEXT_PUBLIC_ANALYTICS_SITE: 'abc' }),
    ).toThrow(/^NEXT_PUBLIC_ANALYTICS_SITE: /);
  });

  it('resolve the provider the owner named', () => {
    const { analytics } = loadEnv({
      NEXT_PUBLIC_ANALYTICS_PROVIDER: 'goatcounter',
      NEXT_PUBLIC_ANALYTICS_SITE: 'raka',
    });
    expect(analytics?.endpoint).toBe('https://raka.goatcounter.com/count');
  });
});
