import type { Page } from '@playwright/test';
import { projects } from '@/lib/content/projects';
import { THEME_COLORS, THEME_STORAGE_KEY } from '@/lib/head-script/theme';
import { expect, isMobileProject, paper, test } from './support/fixtures';
import { clickWhenHydrated, holdScripts } from './support/helpers';
import { anyName, copy } from './support/copy';
import { firstProject } from './support/content';

// Colour themes: system by default, light or dark by choice, right from the first frame.

/**
 * A page of each template (the palette is the head script's and the stylesheet's, the same on
 * every page of a kind): home, the first project, the CV, and the 404 page.
 */
const pages = ['/', `/portofolio/${firstProject.id}`, '/cv', '/page-that-is-not-here'];

function bodyBackground(page: Page) {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/** The theme button; on phones it lives in the menu, which this opens first. */
async function themeButton(page: Page, mobile: boolean) {
  if (mobile) {
    await clickWhenHydrated(
      page.getByRole('banner').getByRole('button', { name: copy.layoutCopy.menuButton }),
    );
  }
  return page
    .getByRole('navigation', { name: copy.layoutCopy.navLabel })
    .getByRole('button', { name: anyName(Object.values(copy.themeCopy.current)) });
}

/** The theme-color the browser uses: the first meta whose media matches. */
function themeColor(page: Page) {
  return page.evaluate(() => {
    const metas = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];
    return metas.find((meta) => !meta.media || matchMedia(meta.media).matches)?.content;
  });
}

// The palette comes from the head script and a media query, the same in both layouts: checked once
// per page (both layouts' pages are scanned in both themes by scanState, and checked for console
// errors in pages.spec.ts).
test.describe('first frame', { tag: '@once' }, () => {
  test.use({ colorScheme: 'dark' });

  // One page walked through every route (a fresh document each time); each route is a step.
  test('every page is dark from the first frame with the dark system setting', async ({
    page,
    problems,
  }) => {
    // Runs before any script of each page: records what the parsed page looks like at once.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.documentElement;
        Object.assign(window, {
          firstFrame: {
            background: getComputedStyle(document.body).backgroundColor,
            colorScheme: getComputedStyle(root).colorScheme,
          },
        });
      });
    });
    for (const route of pages) {
      await test.step(`${route} is dark from the first frame with the dark system setting`, async () => {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        expect(
          await page.evaluate(() => (window as unknown as { firstFrame: object }).firstFrame),
        ).toEqual({
          background: paper('dark'),
          colorScheme: 'dark',
        });
        expect(await themeColor(page)).toBe(THEME_COLORS.dark);
        // A hydration mismatch would be logged as an error (the 404 page's own status is expected).
        expect(problems.consoleErrors.filter((text) => !/status of 404/.test(text))).toEqual([]);
        expect(problems.pageErrors).toEqual([]);
      });
    }
  });

  test('a stored choice wins over the system setting from the first frame', async ({ page }) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, 'light');
        sessionStorage.setItem('seeded', 'yes');
      }
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, { firstBackground: getComputedStyle(document.body).backgroundColor });
      });
    }, THEME_STORAGE_KEY);
    await page.goto(`/portofolio/${firstProject.id}`);
    expect(
      await page.evaluate(() => (window as unknown as { firstBackground: string }).firstBackground),
    ).toBe(paper('light'));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await themeColor(page)).toBe(THEME_COLORS.light);
  });
});

test.describe('theme control', () => {
  test('cycles system, light, dark and back, naming the current choice', async ({
    page,
  }, testInfo) => {
    const mobile = isMobileProject(testInfo);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const button = await themeButton(page, mobile);
    await expect(button).toHaveAccessibleName(copy.themeCopy.current.system);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'system');

    await button.click();
    await expect(button).toHaveAccessibleName(copy.themeCopy.current.light);
    expect(await bodyBackground(page)).toBe(paper('light'));

    await button.click();
    await expect(button).toHaveAccessibleName(copy.themeCopy.current.dark);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await bodyBackground(page)).toBe(paper('dark'));
    expect(await themeColor(page)).toBe(THEME_COLORS.dark);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      'dark',
    );

    await button.click();
    await expect(button).toHaveAccessibleName(copy.themeCopy.current.system);
    expect(await bodyBackground(page)).toBe(paper('light'));
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBeNull();
  });

  test(
    'plays presses made before the scripts arrived once they have',
    { tag: '@desktop' },
    async ({ page }) => {
      const releaseScripts = await holdScripts(page);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const button = await themeButton(page, false);
      await button.click();
      await button.click();
      await expect(button).toHaveAttribute('data-held', '2');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'system');
      releaseScripts();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(button).toHaveAccessibleName(copy.themeCopy.current.dark);
      expect(await bodyBackground(page)).toBe(paper('dark'));
    },
  );

  // Storage and the system setting work alike in both layouts: the cycling above covers the
  // phone's button, in the menu.
  test(
    'keeps the choice across a reload and on other pages',
    { tag: '@once' },
    async ({ page, problems }, testInfo) => {
      const mobile = isMobileProject(testInfo);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/');
      const button = await themeButton(page, mobile);
      await button.click();
      await button.click();
      await expect(button).toHaveAccessibleName(copy.themeCopy.current.dark);

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await bodyBackground(page)).toBe(paper('dark'));
      await expect(await themeButton(page, mobile)).toHaveAccessibleName(
        copy.themeCopy.current.dark,
      );

      await page.goto(`/portofolio/${projects.at(-1)!.id}`);
      expect(await bodyBackground(page)).toBe(paper('dark'));
      expect(await themeColor(page)).toBe(THEME_COLORS.dark);
      // The meta the head script adds for an explicit choice must not upset hydration.
      await page.waitForLoadState('networkidle');
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    },
  );

  test(
    'follows the system setting live while on system, and not after a choice',
    { tag: '@once' },
    async ({ page }, testInfo) => {
      const mobile = isMobileProject(testInfo);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/');
      expect(await bodyBackground(page)).toBe(paper('light'));
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await bodyBackground(page)).toBe(paper('dark'));
      expect(await themeColor(page)).toBe(THEME_COLORS.dark);
      await page.emulateMedia({ colorScheme: 'light' });
      expect(await bodyBackground(page)).toBe(paper('light'));
      expect(await themeColor(page)).toBe(THEME_COLORS.light);

      // An explicit light choice holds when the system turns dark. A press before hydration is
      // played once React runs, so wait for the choice to show before turning the system dark.
      await (await themeButton(page, mobile)).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await bodyBackground(page)).toBe(paper('light'));
      expect(await themeColor(page)).toBe(THEME_COLORS.light);
    },
  );

  test(
    'still switches when storage is blocked',
    { tag: '@once' },
    async ({ page, problems }, testInfo) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/');
      expect(await bodyBackground(page)).toBe(paper('dark'));
      const button = await themeButton(page, isMobileProject(testInfo));
      await button.click();
      await expect(button).toHaveAccessibleName(copy.themeCopy.current.light);
      expect(await bodyBackground(page)).toBe(paper('light'));
      expect(problems.pageErrors).toEqual([]);
    },
  );
});

// Without JavaScript the palette follows the system through CSS alone: sweep.spec.ts.

// Accessibility in both themes: every page (sweep.spec.ts) and every state (the scrolled bar, the
// open menu, the open quick view, …) is scanned in light and in dark by `scanState` in the test
// that reaches it (e2e/support/fixtures.ts).
