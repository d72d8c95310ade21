import type { Page } from '@playwright/test';
import { WEB_FONTS_ATTRIBUTE, WEB_FONTS_STORAGE_KEY } from '@/lib/head-script/web-fonts';
import { expect, test } from './support/fixtures';

/**
 * The brand fonts never hold a first view back (lib/head-script/web-fonts.ts): the first page load paints in
 * the system font and fetches the fonts only after its load event, without swapping them in; the
 * next page load uses them from the cache.
 */

/** When each font file was requested, and when the page's load event started (ms). */
async function fontTimings(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const fonts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => entry.startTime);
    return { loadEventStart: navigation!.loadEventStart, fonts };
  });
}

const headingFont = (page: Page) =>
  page
    .getByRole('heading', { level: 1 })
    .evaluate((heading) => getComputedStyle(heading).fontFamily);

test('a first view paints in the system font, caches the brand fonts after load, and the next load uses them', async ({
  page,
}) => {
  await page.goto('/portofolio/1');
  await expect(page.locator('html')).not.toHaveAttribute(WEB_FONTS_ATTRIBUTE);
  expect(await headingFont(page)).toMatch(/^system-ui/);

  // Fetched after the load event, both files, and remembered for the next page load.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), WEB_FONTS_STORAGE_KEY))
    .toBe('1');
  const { loadEventStart, fonts } = await fontTimings(page);
  expect(fonts).toHaveLength(2);
  for (const start of fonts) expect(start).toBeGreaterThanOrEqual(loadEventStart);
  // Never swapped into the page on screen.
  expect(await headingFont(page)).toMatch(/^system-ui/);

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute(WEB_FONTS_ATTRIBUTE, '');
  expect(await headingFont(page)).toMatch(/^displayFont/);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('700 1em displayFont')))
    .toBe(true);
});
