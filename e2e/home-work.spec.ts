import { fillTemplate } from '@/lib/content/copy';
import { projectSections, projects } from '@/lib/content/projects';
import { panelName, SLIDER_STEP, sliderLayout } from '@/lib/slider/rules';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { copy } from './support/copy';
import { indicatorText as indicatorTextAt } from './support/slider';
import { firstProject } from './support/content';

/** A card's width by its shape when its project names none (the README's promise). */
const DEFAULT_CARD_WIDTHS = { landscape: '26rem', square: '23rem', portrait: '20rem' } as const;

const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-X910) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

const panels = projectSections();
const [panel1 = []] = panels;
/** The panels, the indicator and the arrow thresholds for the content's number of projects. */
const layout = sliderLayout(projects.length);

function slider(page: Page) {
  return page.getByRole('region', { name: copy.homeCopy.work.sliderLabel });
}

/** The indicator's text at a panel (1-based) of this content's slider. */
const indicatorText = (panel: number) => indicatorTextAt(panel, layout);

function nextArrow(page: Page) {
  return page.getByRole('button', { name: copy.homeCopy.work.nextPanel });
}

function previousArrow(page: Page) {
  return page.getByRole('button', { name: copy.homeCopy.work.previousPanel });
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
    await test.step('shows panels of at most five images in list order, each linking to its project page', async () => {
      await expect(slider(page)).toBeVisible();
      const links = slider(page).getByRole('link');
      await expect(links).toHaveCount(projects.length);
      for (const project of projects) {
        await expect(
          slider(page).getByRole('link', { name: project.name, exact: true }),
        ).toHaveAttribute('href', `/portofolio/${project.id}`);
      }
      expect(panels).toHaveLength(layout.panels);
      for (const [index, panel] of panels.entries()) {
        const name = panelName(copy.homeCopy.work.panelLabel, index, panel.length);
        const items = slider(page).getByRole('listitem', { name, exact: true });
        await expect(items.getByRole('link')).toHaveCount(panel.length);
        for (const project of panel) {
          await expect(items.getByRole('link', { name: project.name, exact: true })).toBeVisible();
        }
      }
    });

    await test.step('loads every cover lazily (the slider sits below the hero)', async () => {
      for (const project of projects) {
        await expect(
          slider(page).getByRole('img', { name: project.alt, exact: true }),
        ).toHaveAttribute('loading', 'lazy');
      }
    });

    await test.step("sizes each card by its project's shape and width, or its cover's shape", async () => {
      for (const project of panel1) {
        const link = slider(page).getByRole('link', { name: project.name, exact: true });
        const card = link.locator('xpath=ancestor::li[1]');
        // Left out in content, the shape is the cover's nearest (3:4, 1:1, 4:3) and the width
        // the shape's own: read from the picture the browser loaded.
        let layout = project.class;
        if (!layout) {
          const cover = link.getByRole('img', { name: project.alt, exact: true });
          await cover.scrollIntoViewIfNeeded();
          await expect(cover).toHaveJSProperty('complete', true);
          const aspect = await cover.evaluate(
            (image: HTMLImageElement) => image.naturalWidth / image.naturalHeight,
          );
          layout = aspect < 0.866 ? 'portrait' : aspect > 1.155 ? 'landscape' : 'square';
        }
        await expect(card).toHaveAttribute('data-layout', layout);
        expect(
          await card.evaluate((element) => element.style.getPropertyValue('--card-width')),
        ).toBe(project.width ?? DEFAULT_CARD_WIDTHS[layout]);
      }
    });

    await test.step('is wide enough for a full step to the last panel', async () => {
      const { scrollWidth, clientWidth } = await slider(page).evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(scrollWidth).toBeGreaterThanOrEqual(layout.lastPanelAt + clientWidth - 1);
    });

    await test.step('has a quick-view button on every slider card', async () => {
      for (const project of projects) {
        await expect(
          slider(page).getByRole('button', {
            name: fillTemplate(copy.homeCopy.work.quickView, { name: project.name }),
            exact: true,
          }),
        ).toHaveCount(1);
      }
    });

    await test.step('holds each project once: one heading, one link, one quick-view button', async () => {
      // The grid is the same list laid out for phones: nothing of it is in the page twice.
      const work = page.locator('#my-work');
      await expect(work.locator('h3')).toHaveCount(projects.length);
      await expect(work.locator('a[href^="/portofolio/"]')).toHaveCount(projects.length);
      await expect(work.locator('button[aria-haspopup="dialog"]')).toHaveCount(projects.length);
      for (const project of projects) {
        await expect(work.getByText(project.description, { exact: true })).toHaveCount(1);
        // The slider shows the kind over the cover; the description is the grid's.
        await expect(work.getByText(project.description, { exact: true })).toBeHidden();
      }
    });

    await test.step('shows the project name on hover', async () => {
      // The second card (the first when there is one project).
      const project = panel1[1] ?? panel1[0]!;
      const label = slider(page).getByText(project.name, { exact: true });
      await expect(label).toBeHidden();
      await slider(page).getByRole('link', { name: project.name, exact: true }).hover();
      await expect(label).toBeVisible();
    });

    await test.step('shows the project name on keyboard focus', async () => {
      const project = panel1[0]!;
      const label = slider(page).getByText(project.name, { exact: true });
      // The pointer leaves the card hovered above (the same card when there is one project).
      await page.mouse.move(0, 0);
      await expect(label).toBeHidden();
      await slider(page).getByRole('link', { name: project.name, exact: true }).focus();
      await expect(label).toBeVisible();
    });
  });

  test('the arrows: an 1800 px step with the indicator, and the swap at the arrow thresholds', async ({
    page,
  }) => {
    test.skip(!layout.controls, 'one panel: no arrows and no indicator');
    await test.step('arrows scroll by exactly 1800 px and the indicator follows', async () => {
      const next = nextArrow(page);
      const previous = previousArrow(page);
      await expect(next).toBeVisible();
      await expect(previous).toBeHidden();
      await expect(indicator(page)).toHaveText(indicatorText(1));

      // Out to the last panel, one step a press, and back.
      for (let panel = 2; panel <= layout.panels; panel++) {
        await next.click();
        await expect.poll(() => scrollLeft(page)).toBe((panel - 1) * SLIDER_STEP);
        await expect(indicator(page)).toHaveText(indicatorText(panel));
        await expect(previous).toBeVisible();
      }
      await expect(next).toBeHidden();
      // The focused arrow hid itself: focus moved to the other one instead of being lost.
      await expect(previous).toBeFocused();

      for (let panel = layout.panels - 1; panel >= 1; panel--) {
        await previous.click();
        await expect.poll(() => scrollLeft(page)).toBe((panel - 1) * SLIDER_STEP);
        await expect(indicator(page)).toHaveText(indicatorText(panel));
        await expect(next).toBeVisible();
      }
      await expect(previous).toBeHidden();
    });

    await test.step('swaps the arrows exactly at the thresholds, both ways', async () => {
      const next = nextArrow(page);
      const previous = previousArrow(page);
      for (const [at, arrow] of [
        [layout.previousFrom, previous],
        [layout.nextHiddenFrom, next],
      ] as const) {
        const shownBelow = arrow === next;
        await setScrollLeft(page, at - 1);
        await expect.poll(() => scrollLeft(page)).toBe(at - 1);
        await expect(arrow).toBeVisible({ visible: shownBelow });
        await setScrollLeft(page, at);
        await expect.poll(() => scrollLeft(page)).toBe(at);
        await expect(arrow).toBeVisible({ visible: !shownBelow });
        await setScrollLeft(page, at - 1);
        await expect(arrow).toBeVisible({ visible: shownBelow });
      }
    });
  });

  // One page load, resized: each width is a step, so a failure still names it.
  test('keeps every panel reachable and the arrows truthful at 1280, 1440 and 2560 px', async ({
    page,
  }) => {
    test.skip(!layout.controls, 'one panel: nothing to scroll to');
    test.slow();
    for (const width of [1280, 1440, 2560]) {
      await test.step(`keeps every panel reachable and the arrows truthful at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 1000 });
        // Back at the first panel, as a window of this width starts.
        await setScrollLeft(page, 0);
        await expect.poll(() => scrollLeft(page)).toBe(0);
        await expect(indicator(page)).toHaveText(indicatorText(1));
        await page.locator('#my-work').scrollIntoViewIfNeeded();
        const isFullyInside = async (name: string) => {
          const box = await slider(page).boundingBox();
          const card = await slider(page).getByRole('link', { name, exact: true }).boundingBox();
          return (
            !!box && !!card && card.x >= box.x - 1 && card.x + card.width <= box.x + box.width + 1
          );
        };
        for (const project of panel1) expect(await isFullyInside(project.name)).toBe(true);
        for (const [index, panel] of panels.entries()) {
          if (index === 0) continue;
          await nextArrow(page).click();
          await expect.poll(() => scrollLeft(page)).toBe(index * SLIDER_STEP);
          await expect(indicator(page)).toHaveText(indicatorText(index + 1));
          for (const project of panel) expect(await isFullyInside(project.name)).toBe(true);
        }
        await expect(nextArrow(page)).toBeHidden();
        // The last panel ends the range: there is nothing further right for a hidden arrow to hide.
        const max = await slider(page).evaluate(
          (element) => element.scrollWidth - element.clientWidth,
        );
        expect(Math.round(max)).toBeLessThanOrEqual(layout.lastPanelAt + 1);
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

  test('shows a card per project in two columns with name, image and clamped description', async ({
    page,
  }) => {
    // The slider's list, laid out as the grid: no arrows, no indicator.
    await expect(nextArrow(page)).toBeHidden();
    await expect(indicator(page)).toBeHidden();
    const section = page.locator('#my-work');
    await expect(section.locator('h3')).toHaveCount(projects.length);
    for (const project of projects) {
      // The innermost list item holding the heading: the card (its panel's item holds it too).
      const card = section
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: project.name, exact: true }) })
        .last();
      await expect(card).toBeVisible();
      await expect(card.getByRole('img', { name: project.alt, exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: project.name, exact: true })).toHaveAttribute(
        'href',
        `/portofolio/${project.id}`,
      );
      await expect(
        card.getByRole('button', {
          name: fillTemplate(copy.homeCopy.work.quickView, { name: project.name }),
          exact: true,
        }),
      ).toBeVisible();
      const clamp = await card
        .getByText(project.description)
        .evaluate((element) => getComputedStyle(element).webkitLineClamp);
      expect(clamp).toBe('3');
    }
    // Two columns: the second card sits beside the first. A single project's card is a column
    // wide, in the middle of the grid, as the slider shows it.
    if (projects.length === 1) {
      const heading = page.getByRole('heading', { name: firstProject.name, exact: true });
      const card = section.getByRole('listitem').filter({ has: heading }).last();
      const grid = section.getByRole('list').filter({ has: heading }).first();
      const [box, gridBox] = [await card.boundingBox(), await grid.boundingBox()];
      expect(Math.abs(box!.x + box!.width / 2 - (gridBox!.x + gridBox!.width / 2))).toBeLessThan(2);
      expect(box!.width).toBeLessThan(gridBox!.width * 0.6);
    } else {
      const first = await section
        .getByRole('heading', { name: firstProject.name, exact: true })
        .boundingBox();
      const second = await section
        .getByRole('heading', { name: projects[1]!.name, exact: true })
        .boundingBox();
      expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
      expect(second!.x).toBeGreaterThan(first!.x);
    }
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
    await expect(nextArrow(page)).toBeHidden();
    await expect(indicator(page)).toBeHidden();
    const section = page.locator('#my-work');
    await expect(
      section.getByRole('heading', { name: firstProject.name, exact: true }),
    ).toBeVisible();
    // Laid out as the grid: the description under the cover, the slider's kind label not shown
    // (in the first project's card: other projects may be of the same kind).
    const card = section
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: firstProject.name, exact: true }) });
    await expect(card.getByText(firstProject.description, { exact: true })).toBeVisible();
    await expect(card.getByText(firstProject.kind, { exact: true })).toBeHidden();
    await context.close();
  });
});
