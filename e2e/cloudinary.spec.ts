import { devices, type BrowserContext, type Page } from '@playwright/test';
import { projects } from '@/lib/content/projects';
import { expect, test } from './support/fixtures';
import { clickWhenHydrated } from './support/helpers';
import { siteOrigin, TEST_CLOUD_NAME } from './support/sites.mjs';
import { firstProject } from './support/content';

// The Cloudinary-only build (e2e/support/sites.mjs): a cloud name and no local cover or photo. Its HTML is
// checked file by file in e2e/static/cloudinary.test.ts; here the browser renders it, quick view
// included, with Cloudinary itself stubbed: nothing leaves the machine.
const origin = siteOrigin('cloudinary');
const DELIVERY = `https://res.cloudinary.com/${TEST_CLOUD_NAME}/image/upload/`;

/** Cloudinary stubbed: every delivery URL answers a tiny picture, so nothing leaves the machine. */
async function stubCloudinary(target: Page | BrowserContext) {
  await target.route('https://res.cloudinary.com/**', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><rect width="4" height="3" fill="#cbd5e1"/></svg>',
    }),
  );
}

/**
 * The skill marks are views of an SVG sprite the build writes itself from the simple-icons
 * package (app/skills/marks.svg/route.ts): no owner's image, so none Cloudinary would serve.
 */
const isSkillMark = (src: string | null) => /\/skills\/marks\.svg(#|$)/.test(src ?? '');

test.describe('a Cloudinary-only site', { tag: '@once' }, () => {
  test.beforeEach(async ({ page }) => {
    await stubCloudinary(page);
  });

  test('loads every image of every page from the cloud, none from the site', async ({ page }) => {
    test.slow();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') requested.push(request.url());
    });
    // The home page and a project page of each kind (with a demo and without): every image of a
    // template comes through the one image helper; the static checks read every page's URLs.
    const kinds = [
      projects[0],
      projects.find((project) => project.url),
      projects.find((project) => !project.url),
    ];
    const projectPages = [...new Set(kinds.flatMap((project) => (project ? [project.id] : [])))];
    for (const route of ['/', ...projectPages.map((id) => `/portofolio/${id}`)]) {
      await page.goto(`${origin}${route}`);
      const sources = await page
        .locator('img')
        .evaluateAll((images) =>
          images.map(
            (image) => (image as HTMLImageElement).currentSrc || image.getAttribute('src'),
          ),
        );
      expect(
        sources.filter((src) => !src?.startsWith(DELIVERY) && !isSkillMark(src)),
        route,
      ).toEqual([]);
    }
    // Lazy images below the fold are not all fetched; those that were came from the cloud.
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((url) => !url.startsWith(DELIVERY) && !isSkillMark(url))).toEqual([]);
  });

  test("sends a phone the whole project hero from Cloudinary, at its column's width, once", async ({
    browser,
  }) => {
    // Run once, from the desktop project, in a phone's window of its own.
    const phone = await browser.newContext({ ...devices['Pixel 7'] });
    await stubCloudinary(phone);
    const page = await phone.newPage();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') requested.push(request.url());
    });
    const project = firstProject;
    await page.goto(`${origin}/portofolio/${project.id}`);
    const hero = page.getByRole('img', { name: project.alt });
    await expect(hero).toHaveJSProperty('complete', true);
    const shown = await hero.evaluate((image) => (image as HTMLImageElement).currentSrc);
    // The whole picture (`c_limit`: a phone's band is the cover's shape), wide enough for the
    // column it fills at the phone's density.
    const width = Number(new RegExp(`^${DELIVERY}c_limit,w_(\\d+)/`).exec(shown)?.[1]);
    const column = (await hero.boundingBox())!.width;
    expect(width).toBeGreaterThanOrEqual(Math.floor(column * 2));
    // Only that file was fetched for the hero.
    expect(requested.filter((url) => url.includes(`/${project.image}?`))).toEqual([shown]);
    await phone.close();
  });

  test('shows the quick view cover from the cloud', async ({ page }) => {
    await page.goto(`${origin}/`);
    const project = firstProject;
    await clickWhenHydrated(page.getByRole('button', { name: new RegExp(project.name) }).first());
    const dialog = page.getByRole('dialog', { name: project.name, exact: true });
    await expect(dialog).toBeVisible();
    const cover = dialog.getByRole('img', { name: project.alt });
    await expect(cover).toHaveAttribute('src', new RegExp(`^${DELIVERY}`));
    await expect(cover).toHaveAttribute('srcset', new RegExp(`^${DELIVERY}`));
  });
});
