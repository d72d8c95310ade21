import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { attributeValues, listFiles, listPages } from './static-files';
import { testSites } from './sites.mjs';

/**
 * Link check: every page of the export is read; every internal href, src, srcset, og:image,
 * twitter:image, manifest icon, stylesheet url() and sitemap URL must answer 200 from the static
 * server — in the normal build and in the build served under NEXT_PUBLIC_BASE_PATH.
 */
const checkedSites = testSites.filter((site) => site.name === 'main' || site.name === 'basepath');

/** Every URL a page refers to, as written. */
function referencesIn(html: string): string[] {
  const srcsets = [
    ...attributeValues(html, 'img', 'srcset'),
    ...attributeValues(html, 'source', 'srcset'),
    ...attributeValues(html, 'link', 'imagesrcset'),
  ].flatMap((value) => value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!));
  const metaImages = attributeValues(html, 'meta', 'content', (tag) =>
    /(property|name)="(og:image|twitter:image|og:url)"/.test(tag),
  );
  return [
    ...attributeValues(html, 'a', 'href'),
    ...attributeValues(html, 'link', 'href'),
    ...attributeValues(html, 'script', 'src'),
    ...attributeValues(html, 'img', 'src'),
    ...attributeValues(html, 'iframe', 'src'),
    ...attributeValues(html, 'source', 'src'),
    ...srcsets,
    ...metaImages,
  ].filter(Boolean);
}

for (const site of checkedSites) {
  test(`every internal link and asset of the "${site.name}" build resolves`, async ({
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the crawl does not depend on the browser');
    test.setTimeout(120_000);
    const outDir = path.join(process.cwd(), site.outDir);
    const localOrigin = `http://127.0.0.1:${site.port}`;
    const siteUrl = site.env.NEXT_PUBLIC_SITE_URL!;

    /** Maps a reference to a local URL, or undefined when it points elsewhere. */
    const toLocal = (reference: string, pageUrl: string): string | undefined => {
      if (/^(mailto|tel|data|javascript):/i.test(reference)) return undefined;
      const absolute = new URL(reference, pageUrl);
      const mapped = absolute.href.startsWith(siteUrl)
        ? new URL(absolute.href.slice(siteUrl.length) || '/', localOrigin)
        : absolute;
      if (mapped.origin !== localOrigin) return undefined;
      mapped.hash = '';
      return mapped.href;
    };

    const pages = listPages(outDir).map((file) => {
      const relative = path.relative(outDir, file).split(path.sep).join('/');
      const route = relative === 'index.html' ? '' : relative.replace(/\.html$/, '');
      return { file, url: `${localOrigin}${site.basePath}/${route}` };
    });
    expect(pages.length).toBeGreaterThanOrEqual(12);

    const toCheck = new Map<string, string>(); // url -> where it was found
    for (const page of pages) {
      for (const reference of referencesIn(fs.readFileSync(page.file, 'utf8'))) {
        const local = toLocal(reference, page.url);
        if (local && !toCheck.has(local)) toCheck.set(local, page.url);
      }
    }
    // Fonts and images referenced from the stylesheets.
    for (const cssFile of listFiles(outDir, (name) => name.endsWith('.css'))) {
      const cssUrl = `${localOrigin}${site.basePath}/${path.relative(outDir, cssFile).split(path.sep).join('/')}`;
      for (const match of fs
        .readFileSync(cssFile, 'utf8')
        .matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
        const local = toLocal(match[1]!, cssUrl);
        if (local) toCheck.set(local, cssUrl);
      }
    }
    // Manifest icons and sitemap URLs, when the build has them.
    const manifest = await request.get(`${localOrigin}${site.basePath}/manifest.webmanifest`);
    if (manifest.ok()) {
      const icons: { src: string }[] = (await manifest.json()).icons ?? [];
      for (const icon of icons) {
        const local = toLocal(icon.src, `${localOrigin}${site.basePath}/manifest.webmanifest`);
        expect(local, `manifest icon ${icon.src} is local`).toBeTruthy();
        toCheck.set(local!, 'manifest.webmanifest');
      }
    }
    const sitemap = await request.get(`${localOrigin}${site.basePath}/sitemap.xml`);
    if (sitemap.ok()) {
      for (const match of (await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)) {
        const local = toLocal(match[1]!, localOrigin);
        expect(local, `sitemap URL ${match[1]} belongs to the site`).toBeTruthy();
        toCheck.set(local!, 'sitemap.xml');
      }
    }

    const broken: string[] = [];
    for (const [url, foundOn] of toCheck) {
      const response = await request.get(url, { maxRedirects: 0 });
      if (response.status() !== 200) broken.push(`${response.status()} ${url} (from ${foundOn})`);
    }
    console.log(`${site.name}: ${toCheck.size} internal URLs from ${pages.length} pages checked`);
    expect(broken).toEqual([]);
  });
}
