import type { Page } from '@playwright/test';
import { cvCopy, site } from '@/content';
import { getProjectIds, projects } from '@/lib/projects';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { pngSize, settleAnimations } from './helpers';
import { siteOrigin } from './sites.mjs';

const origin = siteOrigin('main');

const pages = [
  { route: '/', path: '/', title: `${site.fullName} · ${site.role}`, image: '/og/home.png' },
  {
    route: '/cv',
    path: '/cv',
    title: `${cvCopy.pageTitle} · ${site.fullName}`,
    image: '/og/home.png',
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
    title: `Page not found · ${site.fullName}`,
    image: '/og/home.png',
  },
];

const meta = (page: Page, key: string) =>
  page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute('content');

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

test.describe('search and sharing metadata', () => {
  for (const { route, path, title, image } of pages) {
    test(`${route}: title, description, absolute canonical equal to og:url, Open Graph and Twitter tags, a 1200x630 share image`, async ({
      page,
      request,
    }) => {
      await page.goto(route);
      await expect(page).toHaveTitle(title);
      expect(await meta(page, 'description')).toBeTruthy();
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      // Next.js writes the home page's canonical without its trailing slash; both name one URL.
      expect(new URL(canonical!).href).toBe(`${origin}${path}`);
      expect(await meta(page, 'og:url')).toBe(canonical);
      expect(await meta(page, 'og:title')).toBe(title);
      expect(await meta(page, 'og:description')).toBe(await meta(page, 'description'));
      expect(await meta(page, 'og:site_name')).toBe(`${site.fullName} — Portfolio`);
      expect(await meta(page, 'og:type')).toMatch(/^(website|article|profile)$/);
      expect(await meta(page, 'og:image')).toBe(`${origin}${image}`);
      expect(await meta(page, 'og:image:width')).toBe('1200');
      expect(await meta(page, 'og:image:height')).toBe('630');
      expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
      expect(await meta(page, 'twitter:title')).toBe(title);
      expect(await meta(page, 'twitter:image')).toBe(`${origin}${image}`);

      const share = await request.get(`${origin}${image}`);
      expect(share.status()).toBe(200);
      expect(share.headers()['content-type']).toContain('image/png');
      expect(pngSize(await share.body())).toEqual({ width: 1200, height: 630 });
    });
  }

  test('the home page describes the owner as a Person in JSON-LD', async ({ page }) => {
    await page.goto('/');
    const person = (await jsonLd(page)).find((data) => data['@type'] === 'Person');
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      name: site.fullName,
      jobTitle: site.role,
      url: `${origin}/`,
      email: `mailto:${site.email}`,
      image: `${origin}/images/${site.photo}.webp`,
      sameAs: site.socials.map((social) => social.href),
    });
  });

  for (const project of projects) {
    test(`/portofolio/${project.id} describes its project as a CreativeWork in JSON-LD`, async ({
      page,
    }) => {
      await page.goto(`/portofolio/${project.id}`, { waitUntil: 'domcontentloaded' });
      const [work] = (await jsonLd(page)).filter((data) => data['@type'] === 'CreativeWork');
      expect(work).toMatchObject({
        name: project.name,
        description: project.description,
        url: `${origin}/portofolio/${project.id}`,
        image: `${origin}/og/${project.id}.png`,
        author: { '@type': 'Person', name: site.fullName },
      });
    });
  }

  test('the 404 page is not indexed and has no axe violation', async ({ page }) => {
    const response = await page.goto('/portofolio/11');
    expect(response?.status()).toBe(404);
    expect(await meta(page, 'robots')).toMatch(/noindex/);
    await settleAnimations(page);
    await expectNoAxeViolations(page);
  });

  test('sitemap.xml lists the home page, the CV and the ten project pages', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      `${origin}/`,
      `${origin}/cv`,
      ...getProjectIds().map((id) => `${origin}/portofolio/${id}`),
    ]);
  });

  test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toMatch(/Allow: \//);
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test('the web manifest names the site and its icons resolve', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await request.get(href!)).json()) as {
      name: string;
      short_name: string;
      theme_color: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({ short_name: site.firstName, theme_color: '#0f172a' });
    expect(manifest.icons.map((icon) => icon.src)).toEqual(
      expect.arrayContaining(['/icons/icon-192.png', '/icons/icon-512.png']),
    );
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.status()).toBe(200);
      const [width] = icon.sizes.split('x').map(Number);
      expect(pngSize(await response.body()).width).toBe(width);
    }
  });
});
