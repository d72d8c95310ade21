import { projects } from '@/lib/content/projects';
import { missingProjectId } from './support/content';
import { expect, test } from './support/fixtures';
import { siteOrigin } from './support/sites.mjs';
import { copy } from './support/copy';

// The build configured with NEXT_PUBLIC_BASE_PATH=/portfolio and
// NEXT_PUBLIC_SITE_URL=https://example.github.io, served under /portfolio.
const local = siteOrigin('basepath');
const localHost = new URL(local).origin;
const BASE = '/portfolio';
const [first] = projects as [(typeof projects)[number], ...typeof projects];
const missing = `/portofolio/${missingProjectId}`;

test.describe('a build served under a base path', { tag: '@once' }, () => {
  // Every link and asset written in the HTML, the metadata, sitemap, robots and manifest are
  // checked from the files (e2e/static/links.test.ts, metadata.test.ts). Here: what the pages
  // request while they run, once per page template (home, project, 404).
  test('the pages request nothing that fails, all under the base path', async ({
    page,
    problems,
  }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === localHost && !/^\/portfolio(\/|$)/.test(url.pathname)) {
        outside.push(url.pathname);
      }
    });
    for (const route of ['/', `/portofolio/${first.id}`, missing]) {
      await test.step(route, async () => {
        await page.goto(`${local}${route}`);
        await page.waitForLoadState('networkidle');
      });
    }
    expect(outside).toEqual([]);
    // Going to the next page cancels route prefetches still in flight (net::ERR_ABORTED): that is
    // the walk's doing, not a broken URL. The 404 page's own status is expected.
    expect(
      problems.failedRequests.filter(
        (failure) =>
          !failure.endsWith('net::ERR_ABORTED') && !failure.endsWith(`${BASE}${missing}: 404`),
      ),
    ).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('client-side navigation between project pages works under the base path', async ({
    page,
  }) => {
    // The first project's "next" is the second in the list, for any count from two.
    const next = projects[1];
    test.skip(!next, 'content/projects.ts lists one project: its page has no pager');
    await page.goto(`${local}/portofolio/${first.id}`);
    await page
      .getByRole('navigation', { name: copy.projectCopy.pager.label })
      .getByRole('link', { name: new RegExp(copy.projectCopy.pager.next) })
      .click();
    await expect(page).toHaveURL(`${local}/portofolio/${next!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next!.name);
    await page.getByRole('link', { name: copy.projectCopy.backLink }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/?#my-work$`));
  });

  test('an unknown URL gets the designed 404 page with status 404', async ({ page }) => {
    const response = await page.goto(`${local}${missing}`);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: copy.notFoundCopy.heading }),
    ).toBeVisible();
    await page.getByRole('link', { name: copy.commonCopy.backHome }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/?$`));
  });
});
