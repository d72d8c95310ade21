import { getProjectIds } from '@/lib/projects';
import { expect, test } from './fixtures';

const routes = ['/', ...getProjectIds().map((id) => `/portofolio/${id}`)];

test.describe('every page answers', () => {
  for (const route of routes) {
    test(`${route} answers 200 with no console error and no failed request`, async ({
      page,
      problems,
    }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await page.waitForLoadState('networkidle');
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    });
  }
});

test.describe('unknown URLs', () => {
  for (const route of ['/portofolio/0', '/portofolio/11', '/portofolio/abc', '/nope']) {
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
          page.getByRole('heading', { level: 1, name: 'This page wandered off' }),
        ).toBeVisible();
        await page.getByRole('link', { name: 'Back to the home page' }).click();
        await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      },
    );
  }
});
