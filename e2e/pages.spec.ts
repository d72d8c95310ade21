import { missingProjectId } from './support/content';
import { expect, test } from './support/fixtures';
import { copy } from './support/copy';

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
