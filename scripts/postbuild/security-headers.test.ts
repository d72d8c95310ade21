import {
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
  it('gives every path the static headers and each page its own policy', () => {
    const file = buildHeadersFile([{ paths: ['/', '/index.html'], policy: "default-src 'self'" }]);
    expect(file).toMatch(
      /^\/\*\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin\n/,
    );
    expect(file).toContain("  Content-Security-Policy: frame-ancestors 'none'");
    expect(file).toContain("/index.html\n  Content-Security-Policy: default-src 'self'\n");
  });
});
