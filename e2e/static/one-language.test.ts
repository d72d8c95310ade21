import fs from 'node:fs';
import path from 'node:path';
import { languages } from '@/content';
import { getProjectIds } from '@/lib/content/projects';
import { builtSite, listPages, parseHtml } from '../support/static-files';
import { defaultSiteLanguage } from '../support/content';

/**
 * A site whose owner left one language (their default) in content/languages.ts is exactly the
 * one-language site:
 * the same pages at the same addresses, no switcher, no alternate links. The Cloudinary test build
 * is that site (e2e/support/sites.mjs), built with content/translations/id/ deleted.
 */
const single = builtSite('cloudinary');

describe('a site with one language', () => {
  it('has the same pages at the same addresses, and nothing under a language code', () => {
    // The notes and tag pages are the writing's (e2e/static/writing tests); the rest is today's site.
    const pages = listPages(single.outDir)
      .map((file) => `/${path.relative(single.outDir, file)}`)
      .filter((page) => !/^\/(notes|tags)(\/|\.html)/.test(page))
      .sort();
    expect(pages).toEqual(
      [
        '/404.html',
        '/cv.html',
        '/index.html',
        '/portofolio.html',
        ...getProjectIds().map((id) => `/portofolio/${id}.html`),
      ].sort(),
    );
    for (const { code } of languages) {
      expect(fs.existsSync(path.join(single.outDir, code))).toBe(false);
    }
  });

  it('has no switcher, no alternate language links and no alternate locale', () => {
    for (const file of listPages(single.outDir)) {
      const document = parseHtml(fs.readFileSync(file, 'utf8'));
      // The owner's default language, the one the build kept.
      expect(document.documentElement.lang).toBe(defaultSiteLanguage.code);
      expect(document.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(0);
      expect(document.querySelectorAll('a[hreflang]')).toHaveLength(0);
      expect(document.querySelector('meta[property="og:locale:alternate"]')).toBeNull();
    }
  });

  it('lists its pages in the sitemap without alternates', () => {
    const sitemap = fs.readFileSync(path.join(single.outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('xhtml:link');
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => match[1]!)
      .filter((url) => !/\/(notes|tags)(\/|$)/.test(url));
    // The home page, the CV, all projects and each project's page.
    expect(pages).toHaveLength(getProjectIds().length + 3);
  });
});
