import { projects } from '@/lib/content/projects';
import { notApplicable } from './support/applies';
import { expect, isMobileProject, test } from './support/fixtures';
import { recordRequests } from './support/requests';

/** The demo player's size follows the mobile rule: a mobile user agent, or a window under 768 px. */
const withDemo = projects.find((project) => project.url);

test.skip(!withDemo, notApplicable.demo);

test('a phone held wide (mobile user agent, 1024 px) still gets the 320x180 player', async ({
  browser,
}, testInfo) => {
  test.skip(isMobileProject(testInfo), 'one wide window with a phone user agent is enough');
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1024, height: 800 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  await page.goto(`/portofolio/${withDemo!.id}`);
  const player = page.locator('#demo lite-youtube');
  await player.scrollIntoViewIfNeeded();
  expect(await player.boundingBox()).toMatchObject({ width: 320, height: 180 });
  await context.close();
});

test('a desktop browser at the same width gets the 640x390 player', async ({ page }, testInfo) => {
  test.skip(isMobileProject(testInfo), 'a desktop user agent');
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(`/portofolio/${withDemo!.id}`);
  const player = page.locator('#demo lite-youtube');
  await player.scrollIntoViewIfNeeded();
  expect(await player.boundingBox()).toMatchObject({ width: 640, height: 390 });
});

test("the player's poster is asked for only once the page has painted, then shown", async ({
  page,
}) => {
  const recording = await recordRequests(page);
  await page.goto(`/portofolio/${withDemo!.id}`, { waitUntil: 'load' });
  const player = page.locator('#demo lite-youtube');
  const poster = await player.evaluate(
    (element: HTMLElement) =>
      new URL(/url\("?([^")]+)"?\)/.exec(element.style.backgroundImage)?.[1] ?? '', location.href)
        .pathname,
  );
  expect(poster).toMatch(/^\/img\//);
  await player.scrollIntoViewIfNeeded();
  await expect(player).not.toHaveCSS('background-image', 'none');
  const posterRequests = () => recording.requests.filter((request) => request.url === poster);
  await expect.poll(() => posterRequests().length).toBe(1);
  const painted = recording.paintedAt();
  expect(painted).toBeDefined();
  expect(posterRequests()[0]!.sentAt, 'poster asked for before the first paint').toBeGreaterThan(
    painted!,
  );
});
