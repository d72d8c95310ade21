import { analyticsSources, resolveAnalytics } from '@/lib/analytics/providers.mjs';
import { headersForPath, parseHeadersFile } from '@/scripts/postbuild/host-headers.mjs';
import {
  FILE_POLICY,
  buildContentSecurityPolicy,
  buildHeadersFile,
  findInlineScripts,
  injectMetaPolicy,
  scriptHash,
} from '@/scripts/postbuild/security-headers.mjs';

describe('findInlineScripts', () => {
  it('finds executable inline scripts and skips external, JSON-LD and empty ones', () => {
    const html = [
      '<script src="/a.js"></script>',
      '<script>self.__next_f.push([1])</script>',
      '<script type="application/ld+json">{"@type":"Person"}</script>',
      '<script type="module">import x from "y"</script>',
      '<script></script>',
    ].join('');
    expect(findInlineScripts(html)).toEqual(['self.__next_f.push([1])', 'import x from "y"']);
  });
});

describe('scriptHash', () => {
  it('is the base64 SHA-256 of the exact source, as browsers compute it', () => {
    // echo -n "alert(1)" | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('buildContentSecurityPolicy', () => {
  it('allows only the site, its own inline scripts, EmailJS and the video frame', () => {
    const policy = buildContentSecurityPolicy({ scriptHashes: ["'sha256-abc'", "'sha256-abc'"] });
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc';");
    expect(policy).toContain("connect-src 'self' https://api.emailjs.com");
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com https://www.youtube.com');
    expect(policy).toContain("img-src 'self' data:;");
    expect(policy).toContain("font-src 'none';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/'unsafe-eval'/); // 'wasm-unsafe-eval' (search) allows WebAssembly only
    expect(policy).not.toContain('frame-ancestors');
  });

  it('adds the configured EmailJS origin and Cloudinary host, and frame-ancestors for headers', () => {
    const policy = buildContentSecurityPolicy({
      scriptHashes: [],
      emailjsOrigin: 'http://127.0.0.1:4319/',
      cloudinary: true,
      forHeader: true,
    });
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:4319;");
    expect(policy).toContain("img-src 'self' data: https://res.cloudinary.com");
    expect(policy).toContain("frame-ancestors 'none'");
  });
});

describe('the policy with analytics', () => {
  const hashes = ["'sha256-abc'"];
  /** Today's policy, before analytics existed, written out in full. */
  const today =
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-abc'; " +
    "style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'none'; " +
    "connect-src 'self' https://api.emailjs.com; " +
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com; ' +
    "media-src 'self'; manifest-src 'self'; worker-src 'self'; object-src 'none'; " +
    "base-uri 'self'; form-action 'self' mailto:";

  it("is exactly today's policy when no provider is set", () => {
    const off = analyticsSources(resolveAnalytics({}));
    expect(buildContentSecurityPolicy({ scriptHashes: hashes, analytics: off })).toBe(today);
    expect(buildContentSecurityPolicy({ scriptHashes: hashes })).toBe(today);
  });

  /** The policy's directives as a map of name to sources. */
  function directives(policy: string): Map<string, string[]> {
    return new Map(
      policy.split('; ').map((directive) => {
        const [name, ...sources] = directive.split(' ');
        return [name!, sources];
      }),
    );
  }

  /** What a provider's policy has that today's has not, directive by directive. */
  function gained(settings: Parameters<typeof resolveAnalytics>[0]): Record<string, string[]> {
    const analytics = analyticsSources(resolveAnalytics(settings));
    const withProvider = directives(
      buildContentSecurityPolicy({ scriptHashes: hashes, analytics }),
    );
    const before = directives(today);
    const added: Record<string, string[]> = {};
    for (const [name, sources] of withProvider) {
      const extra = sources.filter((source) => !before.get(name)?.includes(source));
      if (extra.length > 0) added[name] = extra;
    }
    return added;
  }

  it.each([
    [{ provider: 'plausible', site: 'raka.dev' }, { 'connect-src': ['https://plausible.io'] }],
    [
      { provider: 'umami', site: '94db1cb1-74f4-4a40-ad6c-962362670409' },
      { 'script-src': ['https://cloud.umami.is'], 'connect-src': ['https://gateway.umami.is'] },
    ],
    [
      { provider: 'goatcounter', site: 'raka' },
      {
        'script-src': ['https://gc.zgo.at'],
        'connect-src': ['https://raka.goatcounter.com'],
        'img-src': ['https://raka.goatcounter.com'],
      },
    ],
    [
      { provider: 'cloudflare', site: '0123456789abcdef0123456789abcdef' },
      {
        'script-src': ['https://static.cloudflareinsights.com'],
        'connect-src': ['https://cloudflareinsights.com'],
      },
    ],
    [
      {
        provider: 'cloudflare',
        site: '0123456789abcdef0123456789abcdef',
        host: 'https://raka.dev',
      },
      { 'script-src': ['https://raka.dev'], 'connect-src': ['https://raka.dev'] },
    ],
    [
      { provider: 'plausible', site: 'raka.dev', host: 'https://raka.dev/stats' },
      { 'connect-src': ['https://raka.dev'] },
    ],
  ])('%j gains exactly %j and nothing else', (settings, expected) => {
    expect(gained(settings)).toEqual(expected);
  });
});

describe('injectMetaPolicy', () => {
  it('puts the policy right after the charset, before any script, and replaces an old one', () => {
    const html = '<html><head><meta charSet="utf-8"/><script src="/a.js"></script></head></html>';
    const once = injectMetaPolicy(html, "default-src 'self'");
    const twice = injectMetaPolicy(once, "default-src 'none'");
    expect(twice).toBe(
      `<html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'none'"/><script src="/a.js"></script></head></html>`,
    );
  });
});

describe('buildHeadersFile', () => {
  const file = buildHeadersFile(
    [
      { paths: ['/', '/index.html'], policy: "default-src 'self'; frame-ancestors 'none'" },
      { paths: ['/cv', '/cv.html'], policy: "default-src 'self'; script-src 'self' 'sha256-cv='" },
    ],
    ['/_next', '/images'],
  );
  const rules = parseHeadersFile(file);

  it('sends exactly one policy to every page, asset and unknown path as the host combines rules', () => {
    for (const urlPath of ['/', '/index.html', '/cv', '/cv.html']) {
      const headers = headersForPath(rules, urlPath);
      expect(headers['content-security-policy']).not.toContain(', ');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    }
    expect(headersForPath(rules, '/cv')['content-security-policy']).toContain("'sha256-cv='");
    expect(headersForPath(rules, '/_next/static/chunks/a.js')['content-security-policy']).toBe(
      FILE_POLICY,
    );
    // An unknown path is answered with the 404 page, whose policy is in its <meta> tag.
    expect(headersForPath(rules, '/nope')['content-security-policy']).toBeUndefined();
  });

  it('gives every path HSTS, nosniff and a frame ban', () => {
    for (const urlPath of ['/', '/images/a.webp', '/nope']) {
      const headers = headersForPath(rules, urlPath);
      expect(headers['strict-transport-security']).toBe(
        'max-age=63072000; includeSubDomains; preload',
      );
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
    }
  });
});
