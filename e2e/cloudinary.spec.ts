import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { getProjectIds, projects } from '@/lib/projects';
import { expect, test } from './fixtures';
import { siteOrigin, TEST_CLOUD_NAME, testSites } from './sites.mjs';

// The build with NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME set, made from a copy of the project without
// public/images (see e2e/sites.mjs): no cover and no photo exists locally.
const origin = siteOrigin('cloudinary');
const outDir = path.resolve(testSites.find((site) => site.name === 'cloudinary')!.outDir);
const DELIVERY = `https://res.cloudinary.com/${TEST_CLOUD_NAME}/image/upload/`;
const pages = ['/', ...getProjectIds().map((id) => `/portofolio/${id}`)];

/** Every image URL a page names: img src and srcset, preloads, the demo poster, share images. */
async function imageUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const urls: string[] = [];
    const fromSrcSet = (value: string | null) =>
      (value ?? '')
        .split(/,\s+(?=\S)/)
        .map((candidate) => candidate.trim().split(/\s+/)[0]!)
        .filter(Boolean);
    for (const img of Array.from(document.querySelectorAll('img'))) {
      urls.push(img.getAttribute('src')!, ...fromSrcSet(img.getAttribute('srcset')));
    }
    for (const link of Array.from(document.querySelectorAll('link[rel=preload][as=image]'))) {
      if (link.getAttribute('href')) urls.push(link.getAttribute('href')!);
      urls.push(...fromSrcSet(link.getAttribute('imagesrcset')));
    }
    for (const meta of Array.from(
      document.querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]'),
    )) {
      urls.push(meta.getAttribute('content')!);
    }
    for (const player of Array.from(document.querySelectorAll<HTMLElement>('lite-youtube'))) {
      urls.push(/url\("?([^")]+)"?\)/.exec(player.style.backgroundImage)?.[1] ?? '(no poster)');
    }
    return urls;
  });
}

test.describe('a Cloudinary-only site', () => {
  test.beforeEach(async ({ page }) => {
    // Nothing leaves the machine: Cloudinary answers with a plain placeholder picture.
    await page.route('https://res.cloudinary.com/**', (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><rect width="4" height="3" fill="#cbd5e1"/></svg>',
      }),
    );
  });

  test('every page takes every image from the cloud, none from the site', async ({
    page,
    problems,
  }) => {
    test.slow();
    const localImageRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.match(/^\/(images|og)\//)) {
        localImageRequests.push(request.url());
      }
    });
    for (const route of pages) {
      await page.goto(`${origin}${route}`);
      const urls = await imageUrls(page);
      expect(urls.length, `${route} names images`).toBeGreaterThan(0);
      expect(
        urls.filter((url) => !url.startsWith(DELIVERY)),
        `${route}: images not from ${DELIVERY}`,
      ).toEqual([]);
    }
    expect(localImageRequests).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });

  test('the quick view shows the cover from the cloud', async ({ page }) => {
    await page.goto(`${origin}/`);
    const project = projects[0]!;
    await page
      .getByRole('button', { name: new RegExp(project.name) })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: project.name });
    await expect(dialog).toBeVisible();
    const cover = dialog.getByRole('img', { name: project.alt });
    await expect(cover).toHaveAttribute('src', new RegExp(`^${DELIVERY}`));
    await expect(cover).toHaveAttribute('srcset', new RegExp(`^${DELIVERY}`));
  });

  test('the policy allows Cloudinary images on this build and not on the local one', async ({
    page,
  }) => {
    await page.goto(`${origin}/`);
    const policy = page.locator('meta[http-equiv="Content-Security-Policy"]');
    await expect(policy).toHaveAttribute('content', /img-src [^;]*https:\/\/res\.cloudinary\.com/);
    await page.goto('/');
    const localPolicy = await policy.getAttribute('content');
    expect(localPolicy).not.toContain('res.cloudinary.com');
  });
});

test.describe('the exported Cloudinary-only HTML', () => {
  // Reads files only: run once.
  test.skip(({ isMobile }) => isMobile, 'the exported files are the same for every device');

  test('names no local cover, photo or share image, and ships none', () => {
    const htmlFiles = fs
      .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'));
    expect(htmlFiles.length).toBeGreaterThanOrEqual(pages.length);
    for (const file of htmlFiles) {
      const html = fs.readFileSync(path.join(outDir, file), 'utf8');
      expect(html, file).not.toMatch(/["'(\s]\/(?:images|og)\/[^"')\s]*\.(?:webp|png)/);
      const named = [
        ...html.matchAll(/<img [^>]*?src="([^"]+)"/g),
        ...html.matchAll(/<meta (?:property|name)="(?:og|twitter):image" content="([^"]+)"/g),
      ].map((match) => match[1]!);
      for (const url of named) expect(url, file).toMatch(new RegExp(`^${DELIVERY}`));
    }
    expect(fs.existsSync(path.join(outDir, 'images'))).toBe(false);
    expect(fs.readdirSync(path.join(outDir, 'og'))).toEqual(['cloudinary.txt']);
  });
});
