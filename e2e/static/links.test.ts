import fs from 'node:fs';
import path from 'node:path';
import { getProjectIds } from '@/lib/content/projects';
import {
  attributeValues,
  builtSite,
  fileForUrlPath,
  listFiles,
  listPages,
  onMainSite,
  TESTED_SITE,
  urlPathOf,
  type BuiltSite,
} from '../support/static-files';

/**
 * Link check, read from the exported files (no browser, no server): every internal href, src,
 * srcset, og:image, twitter:image, og:url, manifest icon, stylesheet url() and sitemap URL of every
 * page must be a file a static host answers with 200 — in the normal build and in the build served
 * under NEXT_PUBLIC_BASE_PATH, where every one of them must also sit under the base path.
 * What the pages request at run time (script chunks) is checked in the browser (pages.spec.ts,
 * basepath.spec.ts).
 */

/** Every URL a page refers to, as written. */
function referencesIn(html: string): string[] {
  const srcsets = [
    ...attributeValues(html, 'img', 'srcset'),
    ...attributeValues(html, 'source', 'srcset'),
    ...attributeValues(html, 'link', 'imagesrcset'),
  ].flatMap((value) => value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!));
  const metaUrls = attributeValues(html, 'meta', 'content', (tag) =>
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
    ...metaUrls,
  ].filter(Boolean);
}

/** A `url(…)` in CSS. */
const CSS_URL = /url\(\s*["']?([^"')]+)["']?\s*\)/g;

/** The local origin the crawl resolves relative URLs against; any origin would do. */
const LOCAL = 'http://local.test';

/** Every internal URL path the build refers to, with the page or file it was found in. */
function internalReferences(site: BuiltSite) {
  /** Maps a reference to a local URL path, or undefined when it points elsewhere. */
  const toLocal = (reference: string, from: string): string | undefined => {
    if (/^(mailto|tel|data|javascript):/i.test(reference)) return undefined;
    const absolute = new URL(reference, from);
    const mapped = absolute.href.startsWith(site.siteUrl)
      ? new URL(absolute.href.slice(site.siteUrl.length) || '/', LOCAL)
      : absolute;
    return mapped.origin === LOCAL ? mapped.pathname : undefined;
  };
  const refs = new Map<string, string>();
  /** Manifest icons and sitemap URLs that point off the site. */
  const foreign: string[] = [];
  const add = (reference: string, from: string, label: string) => {
    const local = toLocal(reference, from);
    if (local && !refs.has(local)) refs.set(local, label);
    return local;
  };

  const pages = listPages(site.outDir);
  for (const file of pages) {
    const pageUrl = `${LOCAL}${urlPathOf(site, file)}`;
    const html = fs.readFileSync(file, 'utf8');
    for (const reference of referencesIn(html)) {
      add(reference, pageUrl, pageUrl.slice(LOCAL.length));
    }
    // Files (images) named by the CSS written into the page (scripts/postbuild/inline-styles.mjs).
    for (const [, css = ''] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
      for (const match of css.matchAll(CSS_URL)) {
        add(match[1]!, pageUrl, `${pageUrl.slice(LOCAL.length)} (inline CSS)`);
      }
    }
  }
  // Files (images) referenced from the stylesheets.
  for (const cssFile of listFiles(site.outDir, (name) => name.endsWith('.css'))) {
    const cssPath = `${site.basePath}/${path.relative(site.outDir, cssFile).split(path.sep).join('/')}`;
    for (const match of fs.readFileSync(cssFile, 'utf8').matchAll(CSS_URL)) {
      add(match[1]!, `${LOCAL}${cssPath}`, cssPath);
    }
  }
  // Manifest icons and sitemap URLs: each must belong to the site.
  const manifest = JSON.parse(
    fs.readFileSync(path.join(site.outDir, 'manifest.webmanifest'), 'utf8'),
  ) as { icons: { src: string }[] };
  for (const icon of manifest.icons) {
    const local = add(icon.src, `${LOCAL}${site.basePath}/manifest.webmanifest`, 'manifest');
    if (!local) foreign.push(`manifest icon ${icon.src}`);
  }
  const sitemap = fs.readFileSync(path.join(site.outDir, 'sitemap.xml'), 'utf8');
  for (const match of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    if (!add(match[1]!, LOCAL, 'sitemap.xml')) foreign.push(`sitemap URL ${match[1]}`);
  }
  return { pages: pages.length, refs, foreign };
}

describe.each(onMainSite ? ['main', 'basepath'] : [TESTED_SITE])('the "%s" build', (name) => {
  const site = builtSite(name);
  const { pages, refs, foreign } = internalReferences(site);

  test('has every page and many internal URLs to check', () => {
    // At least the home page, the CV, the 404 page and each project's page; and more URLs than
    // pages (styles, scripts, images, icons).
    expect(pages).toBeGreaterThanOrEqual(3 + getProjectIds().length);
    expect(refs.size).toBeGreaterThan(pages);
  });

  test('manifest icons and sitemap URLs belong to the site', () => {
    expect(foreign).toEqual([]);
  });

  test('every internal link and asset resolves to a file served with status 200', () => {
    const broken = [...refs]
      .filter(([urlPath]) => !fileForUrlPath(site.serveDir, urlPath))
      .map(([urlPath, from]) => `${urlPath} (from ${from})`);
    expect(broken).toEqual([]);
  });

  test('every internal URL sits under the base path', () => {
    const outside = [...refs.keys()].filter(
      (urlPath) => !(urlPath === site.basePath || urlPath.startsWith(`${site.basePath}/`)),
    );
    expect(outside).toEqual([]);
  });
});
