import fs from 'node:fs';
import path from 'node:path';
import { getProjectIds, projects } from '@/lib/content/projects';
import { PHONE_MEDIA } from '@/lib/media/slots';
import { builtSite, itWhen, listPages, parseHtml } from '../support/static-files';
import { TEST_CLOUD_NAME } from '../support/sites.mjs';

/**
 * The Cloudinary-only build (e2e/support/sites.mjs): made with a cloud name from a copy of the project
 * without public/images. That it exists proves the build needs no local cover or photo; these
 * checks read its HTML (no network) for every image the pages name.
 */
const cloud = builtSite('cloudinary');
const main = builtSite('main');
const DELIVERY = `https://res.cloudinary.com/${TEST_CLOUD_NAME}/image/upload/`;

/** The URLs of a srcset, without their width descriptors. */
const srcSetUrls = (value: string | null) =>
  (value ?? '')
    .split(/,\s+(?=\S)/)
    .map((candidate) => candidate.trim().split(/\s+/)[0]!)
    .filter(Boolean);

/** Every image URL a page names: img src and srcset, image preloads, share images, poster, JSON-LD. */
function imageUrls(document: Document): string[] {
  const urls: string[] = [];
  for (const img of document.querySelectorAll('img')) {
    urls.push(img.getAttribute('src') ?? '(no src)', ...srcSetUrls(img.getAttribute('srcset')));
  }
  for (const source of document.querySelectorAll('picture source')) {
    urls.push(...srcSetUrls(source.getAttribute('srcset')));
  }
  for (const link of document.querySelectorAll('link[rel=preload][as=image]')) {
    const href = link.getAttribute('href');
    if (href) urls.push(href);
    urls.push(...srcSetUrls(link.getAttribute('imagesrcset')));
  }
  for (const meta of document.querySelectorAll(
    'meta[property="og:image"], meta[name="twitter:image"]',
  )) {
    urls.push(meta.getAttribute('content') ?? '(no content)');
  }
  for (const player of document.querySelectorAll<HTMLElement>('lite-youtube')) {
    urls.push(/url\("?([^")]+)"?\)/.exec(player.getAttribute('style') ?? '')?.[1] ?? '(no poster)');
  }
  for (const block of document.querySelectorAll('script[type="application/ld+json"]')) {
    const data = JSON.parse(block.textContent ?? '{}') as { image?: string };
    if (data.image) urls.push(data.image);
  }
  return urls;
}

const pages = listPages(cloud.outDir).map((file) => ({
  name: path.relative(cloud.outDir, file),
  document: parseHtml(fs.readFileSync(file, 'utf8')),
}));

describe('the Cloudinary-only build', () => {
  it('has every page', () => {
    const names = pages.map((page) => page.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'index.html',
        '404.html',
        ...getProjectIds().map((id) => `portofolio/${id}.html`),
      ]),
    );
  });

  it.each(pages.map((page) => [page.name, page.document] as const))(
    '%s takes every image from the cloud name, none from the site',
    (_name, document) => {
      const urls = imageUrls(document);
      expect(urls.length).toBeGreaterThan(0);
      // The skill marks are the build's own sprite of brand icons (app/skills/marks.svg), not an
      // owner's picture: the site serves it whatever delivers the images.
      const ownSprite = (url: string) => /^\/skills\/marks\.svg#[\w-]+$/.test(url);
      expect(urls.filter((url) => !url.startsWith(DELIVERY) && !ownSprite(url))).toEqual([]);
    },
  );

  it('offers every window one set of Cloudinary sizes of each project hero, a phone the column it fills', () => {
    for (const id of getProjectIds()) {
      const { document } = pages.find((page) => page.name === `portofolio/${id}.html`)!;
      // A phone's band is the cover's whole shape: Cloudinary's sizes serve it, no file of its own.
      expect({
        id,
        phone: document.querySelectorAll(`source[media="${PHONE_MEDIA}"]`).length,
      }).toEqual({
        id,
        phone: 0,
      });
      const img = document.querySelector('img[fetchpriority="high"]');
      expect({ id, sizes: img?.getAttribute('sizes')?.split(', (')[0] }).toEqual({
        id,
        sizes: '(max-width: 47.99875em) calc(100vw - 2 * clamp(1.25rem, 0.5rem + 3vw, 3rem))',
      });
      const preloads = [...document.querySelectorAll('link[rel=preload][as=image]')].map((link) =>
        link.getAttribute('imagesrcset'),
      );
      expect({ id, preloads }).toEqual({ id, preloads: [img?.getAttribute('srcset')] });
    }
  });

  itWhen(
    projects.some((project) => project.url),
    'no project in content/projects.ts has a demo',
  )('shows the demo poster from the cloud on a project page with a video', () => {
    const demoPages = pages.filter(({ document }) => document.querySelector('lite-youtube'));
    expect(demoPages.length).toBeGreaterThan(0);
  });

  it('draws no share image and ships no local image', () => {
    expect(fs.existsSync(path.join(cloud.outDir, 'images'))).toBe(false);
    expect(fs.readdirSync(path.join(cloud.outDir, 'og'))).toEqual(['cloudinary.txt']);
    const listed = fs.readFileSync(path.join(cloud.outDir, 'og', 'cloudinary.txt'), 'utf8');
    // The home page's, the all-projects page's and every project's (this build has one language).
    expect(listed.trim().split('\n')).toHaveLength(getProjectIds().length + 2);
    for (const line of listed.trim().split('\n')) expect(line).toMatch(new RegExp(` ${DELIVERY}`));
  });

  it('allows Cloudinary images in its policy, which the local build does not', () => {
    const policy = (outDir: string) =>
      parseHtml(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'))
        .querySelector('meta[http-equiv="Content-Security-Policy"]')
        ?.getAttribute('content') ?? '';
    expect(policy(cloud.outDir)).toMatch(/img-src [^;]*https:\/\/res\.cloudinary\.com/);
    expect(policy(main.outDir)).not.toContain('res.cloudinary.com');
    const headers = fs.readFileSync(path.join(cloud.outDir, '_headers'), 'utf8');
    expect(headers).toContain('https://res.cloudinary.com');
  });
});
