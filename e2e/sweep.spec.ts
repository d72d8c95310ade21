import type { Page } from '@playwright/test';
import { getProjectIds, projects } from '@/lib/projects';
import { expect, scanState, test } from './fixtures';
import { settleAnimations } from './helpers';

/**
 * The site-wide accessibility sweep: axe on every page, a keyboard-only walk of the home page,
 * reduced motion, and every page read with JavaScript off.
 */
const pages = ['/', ...getProjectIds().map((id) => `/portofolio/${id}`), '/cv', '/nope'];

/** Page regions in the order a sighted visitor meets them. */
const REGION_ORDER = ['header', 'summary', 'my-work', 'experience', 'skills', 'contact', 'footer'];

// The one whole-page scan of each page (both layouts); states are scanned where they are reached.
test.describe('axe on every page', () => {
  for (const route of pages) {
    test(`${route} has no axe violation`, async ({ page }) => {
      test.slow(); // a whole-page scan of the home page takes a while on a loaded 2-core machine
      await page.goto(route);
      await scanState(page, `${route} as loaded`);
    });
  }
});

/** The region of the focused element, and whether its focus indicator is visible. */
async function describeFocus(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const region = element.closest('header')
      ? 'header'
      : element.closest('footer')
        ? 'footer'
        : (element.closest('section[id]')?.id ?? 'other');
    const style = getComputedStyle(element);
    const ring =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
      (style.boxShadow !== 'none' && style.boxShadow !== '');
    const name =
      element.getAttribute('aria-label') ||
      element.textContent?.trim().slice(0, 40) ||
      element.getAttribute('name') ||
      element.tagName;
    return { region, ring, name, tag: element.tagName.toLowerCase() };
  });
}

test.describe('keyboard only', () => {
  // A keyboard walk is a desktop scenario.
  test(
    'Tab reaches every control of the home page in visual order, each with a visible focus ring',
    {
      tag: '@desktop',
    },
    async ({ page }) => {
      test.slow();
      await page.goto('/');
      await settleAnimations(page);

      // Every visible control a keyboard user should be able to reach.
      const expected = await page.evaluate(() => {
        const controls = [
          ...document.querySelectorAll<HTMLElement>('a[href], button, input, textarea, select'),
        ];
        return controls.filter((element) => {
          if (element.tabIndex < 0 || element.closest('[aria-hidden="true"], [inert]'))
            return false;
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
        }).length;
      });

      const seen: { region: string; ring: boolean; name: string }[] = [];
      // The first Tab lands on the skip link.
      await page.keyboard.press('Tab');
      const first = await describeFocus(page);
      expect(first?.name).toMatch(/skip to content/i);
      seen.push(first!);
      for (let press = 0; press < expected + 10; press++) {
        await page.keyboard.press('Tab');
        const focus = await describeFocus(page);
        if (!focus) break;
        if (
          seen.some((entry) => entry.name === focus.name && entry.region === focus.region) &&
          focus.region === 'header' &&
          seen.length > 5
        )
          break;
        seen.push(focus);
      }

      const withoutRing = seen.filter((entry) => !entry.ring).map((entry) => entry.name);
      expect(withoutRing, 'controls without a visible focus ring').toEqual([]);
      expect(seen.length).toBeGreaterThanOrEqual(expected - 2);
      const regions = seen
        .map((entry) => REGION_ORDER.indexOf(entry.region))
        .filter((index) => index >= 0);
      const sorted = [...regions].sort((a, b) => a - b);
      expect(regions, `focus order by region: ${seen.map((e) => e.region).join(' → ')}`).toEqual(
        sorted,
      );
      // Tools & Skills has no controls: it is read, not operated.
      for (const region of REGION_ORDER.filter((name) => name !== 'skills')) {
        expect(
          seen.some((entry) => entry.region === region),
          `a control in ${region} is reachable`,
        ).toBe(true);
      }
    },
  );

  test('the skip link moves focus past the top bar to the main content', async ({ page }) => {
    await page.goto('/portofolio/2');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: /skip to content/i });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await page.keyboard.press('Tab');
    const insideMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    expect(insideMain).toBe(true);
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('no page transition or reveal runs, and nothing moves with the pointer', async ({
    page,
  }) => {
    for (const route of ['/', '/portofolio/4']) {
      await page.goto(route);
      const running = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => {
            const timing = animation.effect?.getComputedTiming();
            return animation.playState === 'running' && timing && Number(timing.duration) > 20;
          })
          .map((animation) => (animation as CSSAnimation).animationName ?? 'transition'),
      );
      expect(running, `animations on ${route}`).toEqual([]);
    }
    await page.goto('/');
    await page.mouse.move(200, 300);
    await page.mouse.move(1500, 800, { steps: 5 });
    const moved = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>('#my-work *')].filter((element) => {
          const transform = getComputedStyle(element).transform;
          return (
            element.style.transform &&
            transform !== 'none' &&
            !/matrix\(1, 0, 0, 1, 0, 0\)/.test(transform)
          );
        }).length,
    );
    expect(moved).toBe(0);
  });
});

/** Elements inside <main> that carry text or an image but are not really visible. */
async function hiddenContent(page: Page) {
  return page.evaluate(() => {
    const effectiveOpacity = (element: Element | null): number => {
      let opacity = 1;
      for (
        let node = element;
        node && node !== document.documentElement;
        node = node.parentElement
      ) {
        opacity *= Number(getComputedStyle(node).opacity);
      }
      return opacity;
    };
    const candidates = [
      ...document.querySelectorAll<HTMLElement>('main h1, main h2, main h3, main p, main img'),
    ];
    return candidates
      .filter((element) => !element.closest('[aria-hidden="true"], [hidden], dialog:not([open])'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && effectiveOpacity(element) < 0.99;
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}: ${(element.textContent || element.getAttribute('alt') || '').slice(0, 40)}`,
      );
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of pages) {
    test(`${route} shows all its text and images`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page's CSS ease-in runs without scripts too; judge the page once it has finished.
      await settleAnimations(page);
      expect(await hiddenContent(page)).toEqual([]);
      // Every image in the page loads once scrolled to (native lazy loading needs no script).
      const images = page.locator('main img');
      for (let index = 0; index < (await images.count()); index++) {
        const image = images.nth(index);
        if (!(await image.isVisible())) continue;
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() =>
            image.evaluate(
              (element: HTMLImageElement) => element.complete && element.naturalWidth > 0,
            ),
          )
          .toBe(true);
      }
    });
  }

  test('links work: a project card opens its page and the back link returns home', async ({
    page,
  }) => {
    await page.goto('/');
    const project = projects[2]!;
    await page.locator(`a[href$="/portofolio/${project.id}"]:visible`).first().click();
    await expect(page).toHaveURL(new RegExp(`/portofolio/${project.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name.toUpperCase());
    await page.getByRole('link', { name: /back to my work/i }).click();
    await expect(page).toHaveURL(/\/#my-work$/);
  });
});
