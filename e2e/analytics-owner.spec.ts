import { expect, test } from './support/fixtures';
import { expectNothingStored, recordAnalytics, trackerReady } from './support/analytics';
import { waitForHydration } from './support/helpers';
import { copy } from './support/copy';

/**
 * Cloudflare Web Analytics, on another owner's site (e2e/support/sites.mjs), against the local
 * imitation of its beacon (e2e/support/analytics-mock-server.mjs). Runs in that site's own run
 * (playwright.owner.config.ts), where `@/content` is her content.
 */
test.describe('Cloudflare Web Analytics', { tag: '@once' }, () => {
  test('counts the first page and a client-side route change once each, and sends no event', async ({
    page,
  }) => {
    const analytics = await recordAnalytics(page);
    await page.goto('/');
    await trackerReady(page);
    await expect.poll(() => analytics.pageviews('/').length).toBe(1);

    // The CV page, reached by the App Router (a client-side route change).
    const cvLink = page.getByRole('link', { name: copy.cvCopy.viewOnline });
    await waitForHydration(cvLink);
    await cvLink.click();
    await page.waitForURL(/\/cv$/);
    await expect.poll(() => analytics.pageviews('/cv').length).toBe(1);
    expect(analytics.pageviews('/')).toHaveLength(1);

    // Cloudflare's beacon has no custom events: a CV download sends nothing more.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: copy.cvCopy.downloadPdf }).click();
    await download;
    await page.waitForLoadState('networkidle');
    expect(analytics.hits.filter((hit) => hit.name !== 'pageview')).toEqual([]);
    await expectNothingStored(page);
  });
});
