import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { languages, site } from '@/content';
import { getProjectIds, projects } from '@/lib/content/projects';
import { contentFor } from '@/lib/i18n/content';
import { languagePath } from '@/lib/i18n/languages';
import { pngSize } from '../support/helpers';
import {
  builtSite,
  fileForUrlPath,
  onMainSite,
  parseHtml,
  TESTED_SITE,
} from '../support/static-files';
import { copy } from '../support/copy';
import { firstProject } from '../support/content';

/**
 * Search and sharing metadata of the exported HTML, read from the files (no browser): it is the
 * same for every viewport, and it is what crawlers and share previews read.
 */
const main = builtSite(TESTED_SITE);
const origin = main.siteUrl;

/** The exported document a URL path is answered with (404.html for unknown paths). */
function documentAt(built: typeof main, urlPath: string): Document {
  const file = fileForUrlPath(built.serveDir, urlPath) ?? path.join(built.outDir, '404.html');
  return parseHtml(fs.readFileSync(file, 'utf8'));
}

const meta = (document: Document, key: string) =>
  document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ??
  null;

function jsonLd(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (block) => JSON.parse(block.textContent ?? '') as Record<string, unknown>,
  );
}

/** Width and height of a PNG the site serves at a URL path. */
function servedPngSize(built: typeof main, urlPath: string) {
  const file = fileForUrlPath(built.serveDir, urlPath);
  if (!file) throw new Error(`${urlPath} is not served`);
  return pngSize(fs.readFileSync(file));
}

const pages = [
  { route: '/', path: '/', title: `${site.fullName} · ${site.role}`, image: '/og/home.png' },
  {
    route: '/cv',
    path: '/cv',
    title: `${copy.cvCopy.pageTitle} · ${site.fullName}`,
    image: '/og/home.png',
  },
  {
    route: '/portofolio',
    path: '/portofolio',
    title: `${copy.projectCopy.list.title} · ${site.fullName}`,
    image: '/og/projects.png',
  },
  ...projects.map((project) => ({
    route: `/portofolio/${project.id}`,
    path: `/portofolio/${project.id}`,
    title: `${project.name} · ${site.fullName}`,
    image: `/og/${project.id}.png`,
  })),
  {
    route: '/no-such-page',
    path: '/404',
    title: `${copy.notFoundCopy.title} · ${site.fullName}`,
    image: '/og/home.png',
  },
];

/**
 * A language's comma and full stop between phrases, written out here (not read from the site's
 * code): Arabic has its own comma, Japanese and Chinese their own marks with no spaces.
 */
const PHRASE_MARKS: Record<string, [string, string]> = {
  ar: ['، ', '. '],
  ja: ['、', '。'],
  zh: ['，', '。'],
};

describe('search and sharing metadata', () => {
  test.each(pages)(
    '$route: title, description, absolute canonical equal to og:url, Open Graph and Twitter tags, a 1200x630 share image',
    ({ route, path: canonicalPath, title, image }) => {
      const document = documentAt(main, route);
      expect(document.title).toBe(title);
      expect(meta(document, 'description')).toBeTruthy();
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
      // Next.js writes the home page's canonical without its trailing slash; both name one URL.
      expect(new URL(canonical!).href).toBe(`${origin}${canonicalPath}`);
      expect(meta(document, 'og:url')).toBe(canonical);
      expect(meta(document, 'og:title')).toBe(title);
      expect(meta(document, 'og:description')).toBe(meta(document, 'description'));
      expect(meta(document, 'og:site_name')).toBe(
        copy.shareCopy.siteName.replace('{name}', site.fullName),
      );
      expect(meta(document, 'og:type')).toMatch(/^(website|article|profile)$/);
      expect(meta(document, 'og:image')).toBe(`${origin}${image}`);
      expect(meta(document, 'og:image:width')).toBe('1200');
      expect(meta(document, 'og:image:height')).toBe('630');
      expect(meta(document, 'twitter:card')).toBe('summary_large_image');
      expect(meta(document, 'twitter:title')).toBe(title);
      expect(meta(document, 'twitter:image')).toBe(`${origin}${image}`);
      expect(servedPngSize(main, image)).toEqual({ width: 1200, height: 630 });
    },
  );

  test.each(languages.map((language) => language.code))(
    'the home page in %s is described in its own punctuation: name, role. intro',
    (code) => {
      const { site: written } = contentFor(code);
      const [comma, stop] = PHRASE_MARKS[code] ?? [', ', '. '];
      const document = documentAt(main, languagePath(code, '/'));
      expect(meta(document, 'description')).toBe(
        `${written.fullName}${comma}${written.role}${stop}${written.intro}`,
      );
      expect(meta(document, 'og:image:alt')).toBe(`${written.fullName}${comma}${written.role}`);
    },
  );

  test('the home page describes the owner as a Person in JSON-LD', () => {
    const person = jsonLd(documentAt(main, '/')).find((data) => data['@type'] === 'Person');
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      name: site.fullName,
      jobTitle: site.role,
      url: `${origin}/`,
      email: `mailto:${site.email}`,
      // The prepared photo (scripts/images), at one of its widths.
      image: expect.stringMatching(new RegExp(`^${origin}/img/${site.photo}-\\d+\\.\\w+\\.webp$`)),
    });
    // Her profiles elsewhere, when she lists any (none: no empty list).
    if (site.socials.length > 0) {
      expect(person?.sameAs).toEqual(site.socials.map((social) => social.href));
    } else {
      expect(person).not.toHaveProperty('sameAs');
    }
  });

  test.each(projects)(
    '/portofolio/$id describes its project as a CreativeWork in JSON-LD',
    (project) => {
      const [work] = jsonLd(documentAt(main, `/portofolio/${project.id}`)).filter(
        (data) => data['@type'] === 'CreativeWork',
      );
      const page = `${origin}/portofolio/${project.id}`;
      expect(work).toMatchObject({
        '@id': page,
        name: project.name,
        description: project.description,
        // The work itself is its running site when it has one; else this page.
        url: project.site ?? page,
        image: `${origin}/og/${project.id}.png`,
        author: { '@type': 'Person', name: site.fullName },
      });
      if (project.source) {
        expect(work!.isBasedOn).toEqual({
          '@type': 'SoftwareSourceCode',
          name: project.name,
          codeRepository: project.source,
          url: project.source,
        });
      } else {
        expect(work).not.toHaveProperty('isBasedOn');
      }
    },
  );

  test('the 404 page is not indexed', () => {
    const missing = `/portofolio/${Math.max(...getProjectIds()) + 1}`;
    expect(fileForUrlPath(main.serveDir, missing)).toBeUndefined();
    expect(meta(documentAt(main, missing), 'robots')).toMatch(/noindex/);
  });

  test('sitemap.xml lists the home page, the CV, all projects and every project page in every language', () => {
    const xml = fs.readFileSync(fileForUrlPath(main.serveDir, '/sitemap.xml')!, 'utf8');
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => match[1])
      // The writing's entries (notes, tags) are checked in writing.test.ts.
      .filter((url) => !/\/(notes|tags)(\/|$)/.test(url!));
    // Each page in the default language at the root, then under each other language's code.
    const inEvery = (route: string) =>
      languages.map(({ code }, index) =>
        index === 0 ? `${origin}${route}` : `${origin}/${code}${route === '/' ? '' : route}`,
      );
    expect(locations).toEqual([
      ...inEvery('/'),
      ...inEvery('/cv'),
      ...inEvery('/portofolio'),
      ...getProjectIds().flatMap((id) => inEvery(`/portofolio/${id}`)),
    ]);
  });

  test('robots.txt allows crawling and names the sitemap', () => {
    const text = fs.readFileSync(fileForUrlPath(main.serveDir, '/robots.txt')!, 'utf8');
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toMatch(/Allow: \//);
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test('the web manifest names the site and its icons resolve; the HTML leaves its link to React', () => {
    // React links it as the page hydrates (e2e/loading.spec.ts): no page asks for it, nor then for
    // its icon, during its first paint (scripts/postbuild/manifest-link.mjs).
    const linking = ['/', `/portofolio/${firstProject.id}`].filter(
      (route) => documentAt(main, route).querySelector('link[rel="manifest"]') !== null,
    );
    expect(linking).toEqual([]);
    const manifestFile = fileForUrlPath(main.serveDir, '/manifest.webmanifest');
    const manifest = JSON.parse(fs.readFileSync(manifestFile!, 'utf8')) as {
      short_name: string;
      theme_color: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({ short_name: site.firstName, theme_color: '#0f172a' });
    expect(manifest.icons.map((icon) => icon.src)).toEqual(
      expect.arrayContaining(['/icons/icon-192.png', '/icons/icon-512.png']),
    );
    for (const icon of manifest.icons) {
      const [width] = icon.sizes.split('x').map(Number);
      expect(servedPngSize(main, icon.src).width).toBe(width);
    }
  });
});

// The base-path build is the sample's: checked when the checks run on the main build.
(onMainSite ? describe : describe.skip)('a build served under a base path', () => {
  // Built with NEXT_PUBLIC_BASE_PATH=/portfolio and NEXT_PUBLIC_SITE_URL=https://example.github.io.
  const basepath = onMainSite ? builtSite('basepath') : main;
  const PUBLIC_ORIGIN = 'https://example.github.io';
  const BASE = '/portfolio';

  const { id } = projects.at(-1)!;

  test('canonical, og:url and the share image use the public URL with the base path', () => {
    const document = documentAt(basepath, `${BASE}/portofolio/${id}`);
    const canonical = `${PUBLIC_ORIGIN}${BASE}/portofolio/${id}`;
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
    expect(meta(document, 'og:url')).toBe(canonical);
    expect(meta(document, 'og:image')).toBe(`${PUBLIC_ORIGIN}${BASE}/og/${id}.png`);
  });

  test('sitemap, robots and manifest carry the base path', () => {
    const read = (urlPath: string) =>
      fs.readFileSync(fileForUrlPath(basepath.serveDir, urlPath)!, 'utf8');
    expect(read(`${BASE}/sitemap.xml`)).toContain(
      `<loc>${PUBLIC_ORIGIN}${BASE}/portofolio/${id}</loc>`,
    );
    expect(read(`${BASE}/robots.txt`)).toContain(`Sitemap: ${PUBLIC_ORIGIN}${BASE}/sitemap.xml`);
    const manifest = JSON.parse(read(`${BASE}/manifest.webmanifest`)) as {
      start_url: string;
      icons: { src: string }[];
    };
    expect(manifest.start_url).toBe(`${BASE}/`);
    for (const icon of manifest.icons) {
      expect(icon.src.startsWith(`${BASE}/`)).toBe(true);
      expect(fileForUrlPath(basepath.serveDir, icon.src)).toBeDefined();
    }
  });
});

/**
 * A project named in one long word (the other owner's 'PengelolaanKeuanganKoperasiDesaTerpadu'),
 * longer than a share image's line at any size: its image breaks the word rather than cutting it
 * at the frame. Its lines then run the title's whole width, past the other text's 520 px, where
 * the text box cut them before (and cut the sample's 'What I learned building' at "buildin").
 */
const longWordProject = projects.find((project) =>
  project.name.split(/\s+/).some((word) => word.length >= 24),
);
(longWordProject ? test : test.skip)(
  longWordProject
    ? `the share image of "${longWordProject.name}" draws its name whole, up to the picture and not under it`
    : 'a project named in one long word has it whole on its share image (skipped: no project name has a word of 24 letters)',
  async () => {
    const file = fileForUrlPath(main.serveDir, `/og/${longWordProject!.id}.png`)!;
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    // The title's ink (#0f172a), apart from the softer subtitle and tags (#334155), left of the
    // picture's frame (x 634), below the eyebrow.
    const inked = new Set<number>();
    for (let y = 130; y < 420; y += 1) {
      for (let x = 0; x < 634; x += 1) {
        const at = (y * info.width + x) * info.channels;
        if (data[at]! < 32 && data[at + 1]! < 40 && data[at + 2]! < 64) inked.add(x);
      }
    }
    const columns = [...inked].sort((a, b) => a - b);
    expect(columns.filter((x) => x > 604).length).toBeGreaterThan(0);
    expect(columns.at(-1)).toBeLessThan(630);
  },
);
