import type { Page } from '@playwright/test';
import { getProjectIds } from '@/lib/projects';
import { expect, test } from './fixtures';
import { siteOrigin } from './sites.mjs';

// The build configured with NEXT_PUBLIC_BASE_PATH=/portfolio and
// NEXT_PUBLIC_SITE_URL=https://example.github.io, served under /portfolio.
const local = siteOrigin('basepath');
const localHost = new URL(local).origin;
const PUBLIC_ORIGIN = 'https://example.github.io';
const BASE = '/portfolio';

const routes = ['/', ...getProjectIds().map((id) => `/portofolio/${id}`)];

/** Every URL a page points at: links, scripts, styles, images, icons, share images. */
async function referencedUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const urls: string[] = [];
    const push = (value: string | null | undefined) => {
      if (value) urls.push(new URL(value, document.baseURI).href);
    };
    document.querySelectorAll('a[href], link[href]').forEach((el) => push(el.getAttribute('href')));
    document
      .querySelectorAll('script[src], img[src]')
      .forEach((el) => push(el.getAttribute('src')));
    document.querySelectorAll('img[srcset]').forEach((el) =>
      el
        .getAttribute('srcset')!
        .split(',')
        .forEach((candidate) => push(candidate.trim().split(/\s+/)[0])),
    );
    document
      .querySelectorAll(
        'meta[property="og:image"], meta[name="twitter:image"], meta[property="og:url"]',
      )
      .forEach((el) => push(el.getAttribute('content')));
    return urls;
  });
}

test.describe('a build served under a base path', () => {
  test('every link and asset of every page resolves, all under the base path', async ({
    page,
    request,
    problems,
  }) => {
    test.setTimeout(120_000);
    const checked = new Map<string, number>();
    for (const route of routes) {
      await page.goto(`${local}${route === '/' ? '/' : route}`);
      await page.waitForLoadState('networkidle');
      for (const raw of await referencedUrls(page)) {
        const url = new URL(raw);
        url.hash = '';
        // Absolute URLs of the public site map onto the local server.
        const isPublic = url.origin === PUBLIC_ORIGIN;
        if (!isPublic && url.origin !== localHost) continue; // social profiles, chat, YouTube
        expect(url.pathname, `${raw} on ${route} is under ${BASE}`).toMatch(/^\/portfolio(\/|$)/);
        const target = `${localHost}${url.pathname}${url.search}`;
        if (checked.has(target)) continue;
        const response = await request.get(target);
        checked.set(target, response.status());
      }
    }
    const broken = [...checked].filter(([, status]) => status !== 200);
    expect(broken).toEqual([]);
    expect(checked.size).toBeGreaterThan(20);
    // Going to the next page cancels route prefetches still in flight (net::ERR_ABORTED): that is
    // the crawl's doing, not a broken URL. Every URL itself was fetched and checked above.
    expect(
      problems.failedRequests.filter((failure) => !failure.endsWith('net::ERR_ABORTED')),
    ).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('canonical, og:url and the share image use the public URL with the base path', async ({
    page,
  }) => {
    await page.goto(`${local}/portofolio/4`);
    const canonical = `${PUBLIC_ORIGIN}${BASE}/portofolio/4`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${PUBLIC_ORIGIN}${BASE}/og/4.png`,
    );
  });

  test('sitemap, robots and manifest carry the base path', async ({ request }) => {
    const sitemap = await (await request.get(`${local}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${PUBLIC_ORIGIN}${BASE}/portofolio/10</loc>`);
    const robots = await (await request.get(`${local}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${PUBLIC_ORIGIN}${BASE}/sitemap.xml`);
    const manifest = (await (await request.get(`${local}/manifest.webmanifest`)).json()) as {
      start_url: string;
      icons: { src: string }[];
    };
    expect(manifest.start_url).toBe(`${BASE}/`);
    for (const icon of manifest.icons) {
      expect(icon.src.startsWith(`${BASE}/`)).toBe(true);
      expect((await request.get(`${localHost}${icon.src}`)).status()).toBe(200);
    }
  });

  test('client-side navigation between project pages works under the base path', async ({
    page,
  }) => {
    await page.goto(`${local}/portofolio/2`);
    await page
      .getByRole('navigation', { name: 'More projects' })
      .getByRole('link', { name: /Next project/ })
      .click();
    await expect(page).toHaveURL(`${local}/portofolio/3`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SEBUAH TEMAN');
    await page.getByRole('link', { name: 'Back to My Work' }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/?#my-work$`));
  });

  test('an unknown URL gets the designed 404 page with status 404', async ({ page }) => {
    const response = await page.goto(`${local}/portofolio/11`);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page wandered off' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/?$`));
  });
});
