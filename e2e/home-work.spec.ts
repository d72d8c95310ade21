import { projectSections, projects } from '@/lib/content/projects';
import { ARROW_THRESHOLD, SLIDER_STEP } from '@/lib/slider/rules';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';

const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-X910) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

const [panel1 = [], panel2 = []] = projectSections();

function slider(page: Page) {
  return page.getByRole('region', { name: 'Project slider' });
}

function indicator(page: Page) {
  return page.locator('#my-work p[aria-live="polite"]');
}

function scrollLeft(page: Page): Promise<number> {
  return slider(page).evaluate((element) => Math.round(element.scrollLeft));
}

async function setScrollLeft(page: Page, value: number) {
  await slider(page).evaluate((element, left) => {
    element.scrollLeft = left;
  }, value);
}

// The slider is the desktop layout.
test.describe('My Work slider (desktop)', { tag: '@desktop' }, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await page.locator('#my-work').scrollIntoViewIfNeeded();
  });

  // Read-only checks of the slider share one page load; each is a step, so a failure still names it.
  test('the cards: panels, lazy covers, widths, room for a full step, quick-view buttons, names on hover and focus, no grid', async ({
    page,
  }) => {
    await test.step('shows two panels of five images, each linking to its project page', async () => {
      await expect(slider(page)).toBeVisible();
      const links = slider(page).getByRole('link');
      await expect(links).toHaveCount(10);
      for (const project of [...panel1, ...panel2]) {
        await expect(
          slider(page).getByRole('link', { name: project.name, exact: true }),
        ).toHaveAttribute('href', `/portofolio/${project.id}`);
      }
      await expect(
        slider(page).getByRole('listitem', { name: 'Projects 1 to 5' }).getByRole('link'),
      ).toHaveCount(5);
      await expect(
        slider(page).getByRole('listitem', { name: 'Projects 6 to 10' }).getByRole('link'),
      ).toHaveCount(5);
    });

    await test.step('loads every cover lazily (the slider sits below the hero)', async () => {
      for (const project of [...panel1, ...panel2]) {
        await expect(slider(page).getByRole('img', { name: project.alt })).toHaveAttribute(
          'loading',
          'lazy',
        );
      }
    });

    await test.step('sizes each image by its project width', async () => {
      for (const project of panel1) {
        const card = slider(page)
          .getByRole('link', { name: project.name, exact: true })
          .locator('xpath=ancestor::li[1]');
        await expect(card).toHaveAttribute('data-layout', project.class);
        expect(
          await card.evaluate((element) => element.style.getPropertyValue('--card-width')),
        ).toBe(project.width);
      }
    });

    await test.step('is wide enough at 1920 px for a full step', async () => {
      const { scrollWidth, clientWidth } = await slider(page).evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(scrollWidth).toBeGreaterThanOrEqual(SLIDER_STEP + clientWidth - 1);
    });

    await test.step('has a quick-view button on every slider card', async () => {
      for (const project of projects) {
        await expect(
          slider(page).getByRole('button', { name: `Quick view: ${project.name}` }),
        ).toHaveCount(1);
      }
    });

    await test.step('hides the mobile grid', async () => {
      // Hidden headings are out of the accessibility tree, so count the elements themselves.
      await expect(page.locator('#my-work h3')).toHaveCount(10);
      for (const heading of await page.locator('#my-work h3').all()) {
        await expect(heading).toBeHidden();
      }
    });

    await test.step('shows the project name on hover', async () => {
      const project = panel1[1]!;
      const label = slider(page).getByText(project.name, { exact: true });
      await expect(label).toBeHidden();
      await slider(page).getByRole('link', { name: project.name, exact: true }).hover();
      await expect(label).toBeVisible();
    });

    await test.step('shows the project name on keyboard focus', async () => {
      const project = panel1[0]!;
      const label = slider(page).getByText(project.name, { exact: true });
      await expect(label).toBeHidden();
      await slider(page).getByRole('link', { name: project.name, exact: true }).focus();
      await expect(label).toBeVisible();
    });
  });

  test('the arrows: an 1800 px step with the indicator, and the swap at the 1296 px threshold', async ({
    page,
  }) => {
    await test.step('arrows scroll by exactly 1800 px and the indicator follows', async () => {
      const next = page.getByRole('button', { name: 'Next projects' });
      const previous = page.getByRole('button', { name: 'Previous projects' });
      await expect(next).toBeVisible();
      await expect(previous).toBeHidden();
      await expect(indicator(page)).toHaveText(/01\s*\/\s*02/);

      await next.click();
      await expect.poll(() => scrollLeft(page)).toBe(SLIDER_STEP);
      await expect(next).toBeHidden();
      await expect(previous).toBeVisible();
      await expect(indicator(page)).toHaveText(/02\s*\/\s*02/);
      // The focused arrow hid itself: focus moved to the other one instead of being lost.
      await expect(previous).toBeFocused();

      await previous.click();
      await expect.poll(() => scrollLeft(page)).toBe(0);
      await expect(next).toBeVisible();
      await expect(previous).toBeHidden();
      await expect(indicator(page)).toHaveText(/01\s*\/\s*02/);
    });

    await test.step('swaps the arrows exactly at the 1296 px threshold, both ways', async () => {
      const next = page.getByRole('button', { name: 'Next projects' });
      const previous = page.getByRole('button', { name: 'Previous projects' });
      await setScrollLeft(page, ARROW_THRESHOLD - 1);
      await expect.poll(() => scrollLeft(page)).toBe(ARROW_THRESHOLD - 1);
      await expect(next).toBeVisible();
      await expect(previous).toBeHidden();

      await setScrollLeft(page, ARROW_THRESHOLD);
      await expect.poll(() => scrollLeft(page)).toBe(ARROW_THRESHOLD);
      await expect(next).toBeHidden();
      await expect(previous).toBeVisible();

      await setScrollLeft(page, ARROW_THRESHOLD - 1);
      await expect(next).toBeVisible();
      await expect(previous).toBeHidden();
    });
  });

  // One page load, resized: each width is a step, so a failure still names it.
  test('keeps both panels reachable and the arrows truthful at 1280, 1440 and 2560 px', async ({
    page,
  }) => {
    test.slow();
    for (const width of [1280, 1440, 2560]) {
      await test.step(`keeps both panels reachable and the arrows truthful at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 1000 });
        // Back at the first panel, as a window of this width starts.
        await setScrollLeft(page, 0);
        await expect.poll(() => scrollLeft(page)).toBe(0);
        await expect(indicator(page)).toHaveText(/01\s*\/\s*02/);
        await page.locator('#my-work').scrollIntoViewIfNeeded();
        const isFullyInside = async (name: string) => {
          const box = await slider(page).boundingBox();
          const card = await slider(page).getByRole('link', { name, exact: true }).boundingBox();
          return (
            !!box && !!card && card.x >= box.x - 1 && card.x + card.width <= box.x + box.width + 1
          );
        };
        for (const project of panel1) expect(await isFullyInside(project.name)).toBe(true);
        await page.getByRole('button', { name: 'Next projects' }).click();
        await expect.poll(() => scrollLeft(page)).toBe(SLIDER_STEP);
        await expect(indicator(page)).toHaveText(/02\s*\/\s*02/);
        await expect(page.getByRole('button', { name: 'Next projects' })).toBeHidden();
        for (const project of panel2) expect(await isFullyInside(project.name)).toBe(true);
        // The step is the whole range: there is nothing further right for a hidden arrow to hide.
        const max = await slider(page).evaluate(
          (element) => element.scrollWidth - element.clientWidth,
        );
        expect(Math.round(max)).toBeLessThanOrEqual(SLIDER_STEP + 1);
      });
    }
  });

  // Parallax (with the mouse, touch and pen, reduced motion from load and mid-visit): motion.spec.ts.
});

// The grid is the mobile layout.
test.describe('My Work grid (mobile)', { tag: '@mobile' }, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('shows ten cards in two columns with name, image and clamped description', async ({
    page,
  }) => {
    await expect(slider(page)).toBeHidden();
    const section = page.locator('#my-work');
    for (const project of projects) {
      const card = section.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: project.name, exact: true }),
      });
      await expect(card).toBeVisible();
      await expect(card.getByRole('img', { name: project.alt })).toBeVisible();
      await expect(card.getByRole('link', { name: project.name, exact: true })).toHaveAttribute(
        'href',
        `/portofolio/${project.id}`,
      );
      await expect(card.getByRole('button', { name: `Quick view: ${project.name}` })).toBeVisible();
      const clamp = await card
        .getByText(project.description)
        .evaluate((element) => getComputedStyle(element).webkitLineClamp);
      expect(clamp).toBe('3');
    }
    const first = await section.getByRole('heading', { name: projects[0]!.name }).boundingBox();
    const second = await section.getByRole('heading', { name: projects[1]!.name }).boundingBox();
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
    expect(second!.x).toBeGreaterThan(first!.x);
  });
});

// Its own user agent and window: the project's device does not matter.
test.describe('My Work with a mobile user agent at 1024 px', { tag: '@once' }, () => {
  test('gets the grid, not the slider', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: MOBILE_UA,
      viewport: { width: 1024, height: 768 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(slider(page)).toBeHidden();
    await expect(
      page.locator('#my-work').getByRole('heading', { name: projects[0]!.name, exact: true }),
    ).toBeVisible();
    await context.close();
  });
});
