import { expect, scanState, test } from './support/fixtures';
import { copy, copyFor, otherLanguages } from './support/copy';

const FAULT = 'Injected fault: the top bar broke';

// What the root error screen says and offers does not depend on the viewport.
test.describe('root error screen (app/global-error.tsx)', { tag: '@once' }, () => {
  test('an error in the root layout replaces the whole document with "Unexpected Application Error!" and a way home', async ({
    page,
  }) => {
    // The fault is injected in the browser: the top bar (part of the root layout, outside the
    // page's own error boundary) is served with a throw where it renders its menu state. Nothing of
    // this ships in the build.
    let injected = 0;
    const topBarChunk = (url: URL) => url.pathname.includes('/_next/static/chunks/');
    await page.route(topBarChunk, async (route) => {
      try {
        const response = await route.fetch();
        const body = await response.text();
        if (!body.includes('"data-menu-open":')) return await route.fulfill({ response, body });
        injected += 1;
        return await route.fulfill({
          response,
          // Not kept by the browser's cache: the way home must load the real chunk.
          headers: { ...response.headers(), 'cache-control': 'no-store' },
          // A computed key, so the object literal stays valid while its evaluation throws.
          body: body.replace(
            '"data-menu-open":',
            `["data-menu-open"+(()=>{throw new Error(${JSON.stringify(FAULT)})})()]:`,
          ),
        });
      } catch {
        // A prefetch the page cancelled meanwhile: its response is gone and nobody waits for it.
        await route.continue().catch(() => undefined);
      }
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.errorCopy.app.title);
    expect(injected).toBeGreaterThan(0);

    await test.step('the screen replaces the layout: no top bar, no footer, its own tab title', async () => {
      await expect(page.getByText(FAULT)).toBeVisible();
      await expect(page.getByRole('button', { name: copy.errorCopy.app.retry })).toBeVisible();
      await expect(page.getByRole('navigation', { name: copy.layoutCopy.navLabel })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page).toHaveTitle(copy.errorCopy.app.title);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    });

    await scanState(page, 'root error screen');

    // A page in another language fails in its own words, its way home leading to its own home.
    for (const code of otherLanguages.slice(0, 1)) {
      await test.step(`a page in ${code} says it in ${code}, with a link to the ${code} home`, async () => {
        const words = copyFor(code);
        await page.goto(`/${code}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.errorCopy.app.title);
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        await expect(page.getByRole('link', { name: words.commonCopy.backHome })).toHaveAttribute(
          'href',
          `/${code}`,
        );
      });
    }
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.errorCopy.app.title);
    await expect(page.getByRole('link', { name: copy.commonCopy.backHome })).toHaveAttribute(
      'href',
      '/',
    );

    // Once the fault is gone, the plain link home loads the whole site again.
    await page.unroute(topBarChunk);
    await page.getByRole('link', { name: copy.commonCopy.backHome }).click();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(copy.errorCopy.app.title);
  });
});
