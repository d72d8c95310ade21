import type { APIRequestContext, Page } from '@playwright/test';
import { projects } from '@/lib/content/projects';
import { expect, test } from './support/fixtures';
import { clickWhenHydrated } from './support/helpers';
import { firstProject } from './support/content';
import { copy } from './support/copy';
import { escapeRegExp } from './support/text';

/** A project page reached from the home page. */
const PROJECT = projects[2] ?? firstProject;
const PROJECT_PAGE = `/portofolio/${PROJECT.id}`;

/** `text` as a pattern that matches it literally. */

const CHUNK = /\/_next\/static\/chunks\/[\w.-]+\.js/g;

/** Script chunks a page's HTML names. */
async function chunksOf(request: APIRequestContext, path: string): Promise<Set<string>> {
  const html = await (await request.get(path)).text();
  return new Set(html.match(CHUNK) ?? []);
}

/** The chunks the project page needs and the home page does not: loaded only on navigation. */
async function projectOnlyChunks(request: APIRequestContext): Promise<string[]> {
  const home = await chunksOf(request, '/');
  const project = await chunksOf(request, PROJECT_PAGE);
  const only = [...project].filter((chunk) => !home.has(chunk));
  expect(only, 'the project page has script chunks of its own').not.toEqual([]);
  return only;
}

function linkToProject(page: Page) {
  return page.locator(`a[href="${PROJECT_PAGE}"]:visible`).first();
}

// What an error screen says and offers does not depend on the viewport (its layout is the sweep's).
test.describe('error screens', { tag: '@once' }, () => {
  test('a script chunk that fails to load shows "Loading chunk {n} failed" with its type and a Reload button', async ({
    page,
    request,
  }) => {
    // Next prefetches routes and their chunks as links come into view, so the project page's own
    // chunks are refused from the start: the home page works, the client-side navigation cannot.
    const blocked = await projectOnlyChunks(request);
    const refuse = (url: URL) => blocked.some((chunk) => url.pathname === chunk);
    await page.route(refuse, (route) => route.abort('failed'));

    await page.goto('/');
    await linkToProject(page).scrollIntoViewIfNeeded();
    // Before hydration the link is a plain one: the browser would load the page whole.
    await clickWhenHydrated(linkToProject(page));
    await expect(page).toHaveURL(new RegExp(`${PROJECT_PAGE}$`));
    // The chunk is named by its file name, e.g. "Loading chunk 01f8whyw0xjlq failed".
    const names = blocked.map((chunk) => chunk.split('/').pop()!.replace(/\.js$/, ''));
    const [before, after] = copy.errorCopy.chunk.title.split('{chunk}') as [string, string];
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      new RegExp(`^${escapeRegExp(before)}(${names.join('|')})${escapeRegExp(after)}$`),
    );
    await expect(page.getByText(`${copy.errorCopy.chunk.typeLabel} error`)).toBeVisible();

    // Once the network is back, Reload brings the page.
    await page.unroute(refuse);
    await page.getByRole('button', { name: copy.errorCopy.chunk.reload }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PROJECT.name);
  });

  test('an error thrown while the page runs shows "Unexpected Application Error!" with its message, Try again and a link home', async ({
    page,
    request,
  }) => {
    // The fault is injected here, in the browser: the chunk that registers the ProjectHero
    // component is served with a throw at the start of its render. Nothing of this ships.
    const HERO_RENDER = /("ProjectHero",\d+,function\([^)]*\)\{)/;
    let injected = 0;
    await page.route(
      (url) => url.pathname.includes('/_next/static/chunks/'),
      async (route) => {
        try {
          const response = await route.fetch();
          const body = await response.text();
          if (!HERO_RENDER.test(body)) return await route.fulfill({ response, body });
          injected += 1;
          return await route.fulfill({
            response,
            body: body.replace(HERO_RENDER, '$1throw new Error("Injected fault: the hero broke");'),
          });
        } catch {
          // A prefetch the page cancelled meanwhile: its response is gone and nobody waits for it.
          await route.continue().catch(() => undefined);
        }
      },
    );
    expect((await request.get(PROJECT_PAGE)).ok()).toBe(true);

    await page.goto(PROJECT_PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.errorCopy.app.title);
    expect(injected).toBeGreaterThan(0);
    await expect(page.getByText('Injected fault: the hero broke')).toBeVisible();
    await expect(page.getByRole('button', { name: copy.errorCopy.app.retry })).toBeVisible();

    await page.getByRole('link', { name: copy.commonCopy.backHome }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(copy.errorCopy.app.title);
  });
});
