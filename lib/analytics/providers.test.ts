import {
  AnalyticsSettingError,
  analyticsBuildConstants,
  analyticsSources,
  resolveAnalytics,
} from './providers.mjs';

const UMAMI_ID = '94db1cb1-74f4-4a40-ad6c-962362670409';
const CLOUDFLARE_TOKEN = '0123456789abcdef0123456789abcdef';

/** The variable an invalid setting's error names. */
function failingVariable(settings: Parameters<typeof resolveAnalytics>[0]): string {
  try {
    resolveAnalytics(settings);
  } catch (error) {
    expect(error).toBeInstanceOf(AnalyticsSettingError);
    expect((error as Error).message).toMatch(/^NEXT_PUBLIC_ANALYTICS_[A-Z]+: /);
    return (error as AnalyticsSettingError).variable;
  }
  throw new Error('expected the settings to be refused');
}

describe('resolveAnalytics', () => {
  it('is off with no setting, or with empty ones', () => {
    expect(resolveAnalytics({})).toBeUndefined();
    expect(resolveAnalytics({ provider: ' ', site: '', host: '' })).toBeUndefined();
  });

  it("bundles Plausible's tracker and sends to its own data endpoint, or the host's", () => {
    expect(resolveAnalytics({ provider: 'Plausible', site: 'Raka.dev' })).toEqual({
      provider: 'plausible',
      site: 'raka.dev',
      script: undefined,
      endpoint: 'https://plausible.io/api/event',
      pixel: false,
    });
    expect(
      resolveAnalytics({ provider: 'plausible', site: 'raka.dev', host: 'https://raka.dev/stats/' })
        ?.endpoint,
    ).toBe('https://raka.dev/stats/api/event');
  });

  it("pins Umami Cloud's data host, and uses a self-hosted instance's script and endpoint", () => {
    expect(resolveAnalytics({ provider: 'umami', site: UMAMI_ID })).toMatchObject({
      script: 'https://cloud.umami.is/script.js',
      endpoint: 'https://gateway.umami.is/api/send',
    });
    expect(
      resolveAnalytics({ provider: 'umami', site: UMAMI_ID, host: 'https://umami.raka.dev' }),
    ).toMatchObject({
      script: 'https://umami.raka.dev/script.js',
      endpoint: 'https://umami.raka.dev/api/send',
    });
  });

  it("counts GoatCounter on the site's own counter, and Cloudflare on its beacon", () => {
    expect(resolveAnalytics({ provider: 'goatcounter', site: 'raka' })).toMatchObject({
      script: 'https://gc.zgo.at/count.js',
      endpoint: 'https://raka.goatcounter.com/count',
      pixel: true,
    });
    expect(resolveAnalytics({ provider: 'cloudflare', site: CLOUDFLARE_TOKEN })).toMatchObject({
      script: 'https://static.cloudflareinsights.com/beacon.min.js',
      endpoint: 'https://cloudflareinsights.com/cdn-cgi/rum',
    });
  });

  it('accepts plain http only for a local host (a test imitation, a local instance)', () => {
    expect(
      resolveAnalytics({ provider: 'goatcounter', site: 'raka', host: 'http://127.0.0.1:4820' })
        ?.endpoint,
    ).toBe('http://127.0.0.1:4820/count');
    expect(
      failingVariable({ provider: 'goatcounter', site: 'raka', host: 'http://stats.raka.dev' }),
    ).toBe('NEXT_PUBLIC_ANALYTICS_HOST');
  });

  it.each([
    [{ provider: 'google' }, 'NEXT_PUBLIC_ANALYTICS_PROVIDER'],
    [{ provider: 'umami' }, 'NEXT_PUBLIC_ANALYTICS_SITE'],
    [{ provider: 'umami', site: 'my-site' }, 'NEXT_PUBLIC_ANALYTICS_SITE'],
    [{ provider: 'plausible', site: 'https://raka.dev' }, 'NEXT_PUBLIC_ANALYTICS_SITE'],
    [{ provider: 'goatcounter', site: 'raka.goatcounter.com' }, 'NEXT_PUBLIC_ANALYTICS_SITE'],
    [{ provider: 'cloudflare', site: 'abc' }, 'NEXT_PUBLIC_ANALYTICS_SITE'],
    [
      { provider: 'plausible', site: 'raka.dev', host: 'stats.raka.dev' },
      'NEXT_PUBLIC_ANALYTICS_HOST',
    ],
    [
      { provider: 'plausible', site: 'raka.dev', host: 'https://stats.raka.dev/?x=1' },
      'NEXT_PUBLIC_ANALYTICS_HOST',
    ],
    [{ site: 'raka.dev' }, 'NEXT_PUBLIC_ANALYTICS_SITE'],
    [{ host: 'https://stats.raka.dev' }, 'NEXT_PUBLIC_ANALYTICS_HOST'],
  ])('stops the build for %j, naming %s', (settings, variable) => {
    expect(failingVariable(settings)).toBe(variable);
  });
});

describe('analyticsSources', () => {
  it('adds nothing when analytics is off', () => {
    expect(analyticsSources(undefined)).toEqual({ script: [], connect: [], img: [] });
  });

  it("allows only Plausible's data endpoint: its tracker is bundled", () => {
    expect(analyticsSources(resolveAnalytics({ provider: 'plausible', site: 'raka.dev' }))).toEqual(
      { script: [], connect: ['https://plausible.io'], img: [] },
    );
  });

  it('allows the host override instead of the provider, script and data from one origin', () => {
    const config = resolveAnalytics({
      provider: 'umami',
      site: UMAMI_ID,
      host: 'http://127.0.0.1:4820',
    });
    expect(analyticsSources(config)).toEqual({
      script: ['http://127.0.0.1:4820'],
      connect: ['http://127.0.0.1:4820'],
      img: [],
    });
  });

  it("adds GoatCounter's counter to img-src too, for its image fallback", () => {
    expect(analyticsSources(resolveAnalytics({ provider: 'goatcounter', site: 'raka' }))).toEqual({
      script: ['https://gc.zgo.at'],
      connect: ['https://raka.goatcounter.com'],
      img: ['https://raka.goatcounter.com'],
    });
  });
});

describe('analyticsBuildConstants', () => {
  it('is all empty strings when off, so every provider branch is dead code', () => {
    const constants = analyticsBuildConstants(undefined, 'https://raka.dev');
    expect(Object.values(constants).every((value) => value === '')).toBe(true);
  });

  it('counts local visits only for a build made for a local address', () => {
    const config = resolveAnalytics({ provider: 'plausible', site: 'raka.dev' });
    expect(analyticsBuildConstants(config, 'https://raka.dev').ANALYTICS_COUNT_LOCAL).toBe('');
    expect(analyticsBuildConstants(config, 'http://127.0.0.1:4174')).toMatchObject({
      ANALYTICS_PROVIDER: 'plausible',
      ANALYTICS_SITE: 'raka.dev',
      ANALYTICS_ENDPOINT: 'https://plausible.io/api/event',
      ANALYTICS_COUNT_LOCAL: '1',
    });
  });
});
