import {
  headersForPath,
  parseHeadersFile,
  patternMatches,
} from '@/scripts/postbuild/host-headers.mjs';

describe('patternMatches', () => {
  it('matches a splat across segments and a placeholder within one', () => {
    expect(patternMatches('/*', '/')).toBe(true);
    expect(patternMatches('/*', '/portofolio/3')).toBe(true);
    expect(patternMatches('/_next/*', '/_next/static/chunks/a.js')).toBe(true);
    expect(patternMatches('/_next/*', '/_next')).toBe(false);
    expect(patternMatches('/cv/*', '/cv')).toBe(false);
    expect(patternMatches('/portofolio/:id', '/portofolio/3')).toBe(true);
    expect(patternMatches('/portofolio/:id', '/portofolio/3/x')).toBe(false);
    expect(patternMatches('/cv.html', '/cvxhtml')).toBe(false);
  });
});

describe('headersForPath', () => {
  const rules = parseHeadersFile(
    [
      '# every path',
      '/*',
      '  X-Frame-Options: DENY',
      "  Content-Security-Policy: frame-ancestors 'none'",
      '',
      '/cv',
      "  Content-Security-Policy: default-src 'self'",
      '',
    ].join('\n'),
  );

  it('joins the values of one header from every matching rule with ", ", as Netlify and Cloudflare do', () => {
    expect(headersForPath(rules, '/cv')).toEqual({
      'x-frame-options': 'DENY',
      'content-security-policy': "frame-ancestors 'none', default-src 'self'",
    });
  });

  it('gives a path only the rules that match it', () => {
    expect(headersForPath(rules, '/')).toEqual({
      'x-frame-options': 'DENY',
      'content-security-policy': "frame-ancestors 'none'",
    });
  });

  it('rejects a header line before any path', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY')).toThrow(/outside a rule/);
  });
});
