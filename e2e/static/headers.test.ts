import fs from 'node:fs';
import path from 'node:path';
import { getProjectIds } from '@/lib/content/projects';
import { headersForPath, parseHeadersFile } from '@/scripts/postbuild/host-headers.mjs';
import { findInlineScripts, scriptHash } from '@/scripts/postbuild/security-headers.mjs';
import { builtSite, listFiles, listPages, urlPathOf } from '../support/static-files';

/**
 * The headers each path of the main build really receives from Netlify or Cloudflare Pages, which
 * join the values of one header from every `_headers` rule that matches a path. Two policies in one
 * Content-Security-Policy header read as an invalid policy (the MDN HTTP Observatory then grades F);
 * scripts/serve-with-headers.mjs serves a build the same way for the Observatory itself.
 */
const main = builtSite('main');
const rules = parseHeadersFile(fs.readFileSync(path.join(main.outDir, '_headers'), 'utf8'));

function expectCommonHeaders(headers: Record<string, string>) {
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

const pages = listPages(main.outDir).map((file) => {
  const clean = urlPathOf(main, file);
  const withHtml = `${main.basePath}/${path.relative(main.outDir, file).split(path.sep).join('/')}`;
  return { file, paths: [...new Set([clean, withHtml])] };
});

describe('headers as the host combines its rules', () => {
  it.each(pages.flatMap(({ file, paths }) => paths.map((urlPath) => [urlPath, file])))(
    '%s gets one policy allowing exactly its inline scripts, and the security headers',
    (urlPath, file) => {
      const headers = headersForPath(rules, urlPath);
      const policy = headers['content-security-policy'] ?? '';
      // A comma separates policies: one policy has none.
      expect(policy).not.toContain(',');
      expect(policy).toMatch(/^default-src 'self'; /);
      expect(policy).toContain("frame-ancestors 'none'");
      const html = fs.readFileSync(file, 'utf8');
      const hashes = findInlineScripts(html).map(scriptHash);
      expect(hashes.length).toBeGreaterThan(0);
      const allowed = policy.match(/'sha256-[^']+'/g) ?? [];
      expect(new Set(allowed)).toEqual(new Set(hashes));
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      expectCommonHeaders(headers);
    },
  );

  const assets = [
    listFiles(path.join(main.outDir, '_next', 'static'), (name) => name.endsWith('.js'))[0]!,
    listFiles(path.join(main.outDir, 'img'), (name) => name.endsWith('.avif'))[0]!,
    listFiles(path.join(main.outDir, 'cv'), (name) => name.endsWith('.pdf'))[0]!,
    path.join(main.outDir, 'sitemap.xml'),
    path.join(main.outDir, 'resume.json'),
  ].map((file) => `${main.basePath}/${path.relative(main.outDir, file).split(path.sep).join('/')}`);

  it.each(assets)('%s gets at most one policy and the security headers', (urlPath) => {
    const headers = headersForPath(rules, urlPath);
    expect(headers['content-security-policy'] ?? '').not.toContain(',');
    expectCommonHeaders(headers);
  });

  it('gives the scripts, styles and images a policy that lets nothing run inside them', () => {
    const policy = headersForPath(rules, `${main.basePath}/_next/static/x.js`)[
      'content-security-policy'
    ];
    expect(policy).toMatch(/^default-src 'none';/);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('answers an unknown path (the 404 page, whose policy is in its <meta>) with no second policy and a frame ban', () => {
    const missing = Math.max(...getProjectIds()) + 1;
    const headers = headersForPath(rules, `${main.basePath}/portofolio/${missing}`);
    expect(headers['content-security-policy']).toBeUndefined();
    expectCommonHeaders(headers);
    const notFound = fs.readFileSync(path.join(main.outDir, '404.html'), 'utf8');
    expect(notFound).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; /,
    );
  });
});
