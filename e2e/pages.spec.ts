import fs from 'node:fs';
import type { Page } from '@playwright/test';
import path from 'node:path';
import { firstProject, missingProjectId } from './support/content';
import { expect, test } from './support/fixtures';
import { copy } from './support/copy';
import { testSites } from './support/sites.mjs';

const main = testSites.find((site) => site.name === 'main')!;

// Every page's status, console and requests are checked in sweep.spec.ts ('every page').
test.describe('unknown URLs', () => {
  for (const route of [
    '/portofolio/0',
    `/portofolio/${missingProjectId}`,
    '/portofolio/abc',
    '/nope',
  ]) {
    // Which URLs are unknown does not depend on the viewport: one of them is also tried in the
    // mobile layout.
    const tag = route === '/nope' ? [] : ['@once'];
    test(
      `${route} shows the 404 page with status 404 and a working link home`,
      { tag },
      async ({ page }) => {
        const response = await page.goto(route);
        expect(response?.status()).toBe(404);
        await expect(
          page.getByRole('heading', { level: 1, name: copy.notFoundCopy.heading }),
        ).toBeVisible();
        await page.getByRole('link', { name: copy.commonCopy.backHome }).click();
        await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      },
    );
  }
});

/** The paths a tab went through from `route` until the 404 page it ends on has loaded. */
async function addressesTo404(page: Page, route: string): Promise<string[]> {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(new URL(frame.url()).pathname);
  });
  await page.goto(route);
  await expect(
    page.getByRole('heading', { level: 1, name: copy.notFoundCopy.heading }),
  ).toBeVisible();
  await page.waitForLoadState('load');
  return addresses;
}

// A host that looks for `portofolio/3/index.html` (GitHub Pages, a plain bucket) answers an address
// with a trailing slash with its 404 page. Imitated here: such addresses get the build's 404.html
// with status 404, as those hosts send it.
test.describe(
  'an address with a trailing slash, on a host that answers it with the 404 page',
  { tag: '@once' },
  () => {
    const notFoundPage = fs.readFileSync(path.join(main.outDir, '404.html'), 'utf8');
    test.beforeEach(async ({ page }) => {
      await page.route(
        (url) => url.pathname.length > 1 && url.pathname.endsWith('/'),
        (route) =>
          route.request().resourceType() === 'document'
            ? route.fulfill({ status: 404, contentType: 'text/html', body: notFoundPage })
            : route.fallback(),
      );
    });

    test('goes on to the page it names, with its query and fragment', async ({ page }) => {
      await page.goto(`/portofolio/${firstProject.id}/?from=cv#main`);
      await expect(page).toHaveURL(new RegExp(`/portofolio/${firstProject.id}\\?from=cv#main$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstProject.name);
    });

    test('a host that sends the address without the slash back to it gets no loop', async ({
      page,
    }) => {
      // As a server whose folder redirect adds the slash: /nope → /nope/, answered with the 404 page.
      await page.route(
        (url) => url.pathname === '/nope',
        (route) => route.fulfill({ status: 301, headers: { location: '/nope/' } }),
      );
      // Once on to /nope, sent back, and there it stays.
      expect(await addressesTo404(page, '/nope/')).toEqual(['/nope/', '/nope/']);
    });

    test('an unknown one ends on the 404 page without the slash, and stays', async ({ page }) => {
      expect(await addressesTo404(page, '/nope/')).toEqual(['/nope/', '/nope']);
    });
  },
);
