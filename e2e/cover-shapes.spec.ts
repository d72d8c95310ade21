import type { Locator, Page } from '@playwright/test';
import { homeCopy } from '@/content';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/helpers';
import { siteOrigin } from './support/sites.mjs';

/**
 * Covers of every shape an owner has, on the `photos` site (scripts/images/photo-fixture.mjs: a
 * 1080×1920 phone screenshot, a square, a 3000×1000 panorama, 4:3 and 3:2 photos): no card of the
 * slider or the grid is cut off by its container, no cover loses its border or most of itself to
 * a crop, no grid row leaves a blank band, and a cover much taller than the project hero's band
 * is shown whole on a desktop. Shapes are read from the built pages (each cover's width and
 * height), never from the fixture's names.
 */
const home = `${siteOrigin('photos')}/`;

/** A crop keeps at least this share of a picture's width and height (else it is shown whole). */
const LEAST_KEPT = 0.45;
/** Layout rounding. */
const EPSILON = 1;

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Where each card of a list sits, with its cover's frame, the cover's box, shape and fit. */
interface CardGeometry {
  name: string;
  card: Box;
  frame: Box;
  image: Box;
  /** The cover's own width over height (the markup carries its real size). */
  aspect: number;
  objectFit: string;
  /** Whether the frame's rounded corners are clipped by the frame itself (its border shows). */
  clipsCorners: boolean;
  /** The nearest ancestor laid out as a grid (the phone grid), if any. */
  grid?: Box;
}

/** The cards inside `container`, each with the box of its link, frame and image. */
function cardGeometry(container: Locator): Promise<CardGeometry[]> {
  return container.evaluate((root) => {
    const box = (element: Element) => {
      const { top, bottom, left, right } = element.getBoundingClientRect();
      return { top, bottom, left, right };
    };
    return [...root.querySelectorAll('img')]
      .filter((image) => image.getBoundingClientRect().width > 0)
      .map((image) => {
        const link = image.closest('a')!;
        const frame = (image.closest('picture') ?? image).parentElement!;
        const frameStyle = getComputedStyle(frame);
        let grid: Element | null = link.parentElement;
        while (grid && getComputedStyle(grid).display !== 'grid') grid = grid.parentElement;
        return {
          ...(grid && { grid: box(grid) }),
          name: link.getAttribute('href') ?? '',
          card: box(link),
          frame: box(frame),
          image: box(image),
          aspect: Number(image.getAttribute('width')) / Number(image.getAttribute('height')),
          objectFit: getComputedStyle(image).objectFit,
          clipsCorners: frameStyle.overflow === 'hidden' || frameStyle.overflow === 'clip',
        };
      });
  });
}

function inside(inner: Box, outer: Box, axes: 'both' | 'vertical' = 'both'): boolean {
  const vertical = inner.top >= outer.top - EPSILON && inner.bottom <= outer.bottom + EPSILON;
  if (axes === 'vertical') return vertical;
  return vertical && inner.left >= outer.left - EPSILON && inner.right <= outer.right + EPSILON;
}

async function boxOf(locator: Locator): Promise<Box> {
  const { x, y, width, height } = (await locator.boundingBox())!;
  return { top: y, bottom: y + height, left: x, right: x + width };
}

/**
 * The cover in its frame is designed: the image fills the frame exactly, and either it is shown
 * whole (`contain`) or its crop keeps at least LEAST_KEPT of the picture each way.
 */
function expectCoverDesigned(card: CardGeometry) {
  const height = card.frame.bottom - card.frame.top;
  const width = card.frame.right - card.frame.left;
  expect(card.image, `${card.name}: the image fills its frame`).toEqual(card.frame);
  if (card.objectFit === 'contain') return;
  expect(card.objectFit, card.name).toBe('cover');
  const frameAspect = width / height;
  const kept = Math.min(card.aspect / frameAspect, frameAspect / card.aspect);
  expect(kept, `${card.name}: share of the picture its crop keeps`).toBeGreaterThanOrEqual(
    LEAST_KEPT,
  );
}

async function openHome(page: Page) {
  await page.goto(home);
  const section = page.locator('#my-work');
  await section.scrollIntoViewIfNeeded();
  // The section is drawn once the page's whole stylesheets are in (styles/_sections.scss): measure
  // it then, not while it waits with nothing laid out.
  await expect(section.getByRole('img').first()).toBeVisible();
  return section;
}

for (const width of [1280, 1440]) {
  test.describe(`covers of every shape in the slider at ${width} px`, { tag: '@desktop' }, () => {
    test.use({ viewport: { width, height: 900 } });

    test('no card is cut off and every cover is whole or cropped by design', async ({ page }) => {
      await openHome(page);
      const slider = page.getByRole('region', { name: homeCopy.work.sliderLabel });
      await expect(slider).toBeVisible();
      const scroller = await boxOf(slider);
      const cards = await cardGeometry(slider);
      expect(cards.length).toBeGreaterThan(0);
      // Every panel fits the slider's height; the panel in view fits its width too (the others
      // are off to the side by design, reached by the arrows).
      const inView = cards.filter((card) => card.card.left < scroller.right);
      expect(inView.length).toBeGreaterThan(0);
      for (const card of cards) {
        expect(inside(card.card, scroller, 'vertical'), `${card.name} within the slider`).toBe(
          true,
        );
        expect(card.clipsCorners, `${card.name} keeps its rounded border`).toBe(true);
        expectCoverDesigned(card);
      }
      for (const card of inView) {
        expect(inside(card.card, scroller), `${card.name} within the slider's width`).toBe(true);
      }
    });

    test('a cover much taller than the project hero is shown whole there', async ({ page }) => {
      await openHome(page);
      const slider = page.getByRole('region', { name: homeCopy.work.sliderLabel });
      const tallest = (await cardGeometry(slider)).sort((a, b) => a.aspect - b.aspect)[0];
      test.skip(!tallest || tallest.aspect > 0.6, 'no cover is much taller than wide on this site');
      await page.goto(`${siteOrigin('photos')}${tallest!.name}`);
      const hero = page.locator('main img[fetchpriority="high"]');
      await expect(hero).toBeVisible();
      await expect(hero).toHaveCSS('object-fit', 'contain');
      // The hero opens from a zoomed inset once on screen (motion.spec.ts): its box is the
      // picture's own once that has played out.
      const reveal = page.locator('main [data-reveal]');
      await expect(reveal).toHaveAttribute('data-reveal', 'shown');
      await expect
        .poll(() => reveal.evaluate((frame) => frame.getAnimations({ subtree: true }).length))
        .toBe(0);
      const frame = await boxOf(page.locator('main [data-fit]'));
      expect(inside(await boxOf(hero), frame)).toBe(true);
    });
  });
}

test.describe('covers of every shape in the phone grid', { tag: '@mobile' }, () => {
  test('no card is cut off, every cover is whole or cropped by design, and rows end level', async ({
    page,
  }) => {
    const section = await openHome(page);
    const cards = await cardGeometry(section);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.grid, `${card.name} sits in a grid`).toBeDefined();
      expect(inside(card.card, card.grid!), `${card.name} within the grid`).toBe(true);
      expect(inside(card.frame, card.card), `${card.name}: cover within its card`).toBe(true);
      expectCoverDesigned(card);
    }
    // Cards side by side (the same top) end at the same bottom: no blank band under one of them.
    const rows = new Map<number, CardGeometry[]>();
    for (const card of cards) {
      const top = Math.round(card.card.top);
      rows.set(top, [...(rows.get(top) ?? []), card]);
    }
    for (const row of rows.values()) {
      const bottoms = row.map((card) => Math.round(card.card.bottom));
      expect(Math.max(...bottoms) - Math.min(...bottoms), 'a row ends level').toBeLessThanOrEqual(
        EPSILON,
      );
      const frames = row.map((card) => Math.round(card.frame.bottom));
      expect(
        Math.max(...frames) - Math.min(...frames),
        'covers of a row end level',
      ).toBeLessThanOrEqual(EPSILON);
    }
  });
});

test.describe('covers of every shape in the quick view', () => {
  test('the tallest and the widest cover are whole or cropped by design', async ({ page }) => {
    const section = await openHome(page);
    const cards = (await cardGeometry(section)).sort((a, b) => a.aspect - b.aspect);
    const chosen = [cards[0], cards.at(-1)].filter((card): card is CardGeometry => Boolean(card));
    for (const card of chosen) {
      const link = section.locator(`a[href="${card.name}"]`).first();
      const name = (await link.getAttribute('aria-labelledby'))!;
      const projectName = (await page.locator(`[id="${name}"]`).textContent())!.trim();
      const trigger = section.getByRole('button', {
        name: homeCopy.work.quickView.replace('{name}', projectName),
        exact: true,
      });
      await trigger.scrollIntoViewIfNeeded();
      await waitForHydration(trigger);
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: projectName });
      await expect(dialog).toBeVisible();
      const [inDialog] = await cardGeometryInDialog(dialog);
      expectCoverDesigned(inDialog!);
      if (page.viewportSize()!.width < 768) {
        // On a phone the cover's frame keeps its 4:3 shape whatever the picture's.
        const { top, bottom, left, right } = inDialog!.frame;
        expect((right - left) / (bottom - top)).toBeCloseTo(4 / 3, 1);
      } else {
        // Beside the text, the frame is the text's height: a tall picture never makes the panel
        // taller than the window (it is shown whole inside the frame instead).
        const { top, bottom } = inDialog!.card;
        expect(bottom - top, `${card.name}: the panel's height`).toBeLessThanOrEqual(
          page.viewportSize()!.height,
        );
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
});

/** The quick view's cover, as a card (its frame is the media box, the dialog its card). */
function cardGeometryInDialog(dialog: Locator): Promise<CardGeometry[]> {
  return dialog.evaluate((root) => {
    const box = (element: Element) => {
      const { top, bottom, left, right } = element.getBoundingClientRect();
      return { top, bottom, left, right };
    };
    const image = root.querySelector('img')!;
    const frame = (image.closest('picture') ?? image).parentElement!;
    return [
      {
        name: image.alt,
        card: box(root.querySelector('article') ?? root),
        frame: box(frame),
        image: box(image),
        aspect: Number(image.getAttribute('width')) / Number(image.getAttribute('height')),
        objectFit: getComputedStyle(image).objectFit,
        clipsCorners: true,
      },
    ];
  });
}

test.describe('covers of every shape on the all-projects page', () => {
  test('every card keeps its 4:3 frame, and each cover is whole or cropped by design', async ({
    page,
  }) => {
    await page.goto(`${siteOrigin('photos')}/portofolio`);
    const cards = await cardGeometry(page.getByRole('main'));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const { top, bottom, left, right } = card.frame;
      expect((right - left) / (bottom - top), `${card.name}: a 4:3 frame`).toBeCloseTo(4 / 3, 1);
      expectCoverDesigned(card);
    }
    // The photo fixture has covers far from 4:3 (a phone screenshot, a panorama): shown whole.
    const farFromFrame = cards.filter((card) => card.aspect < 0.6 || card.aspect > 2.5);
    for (const card of farFromFrame) {
      expect(card.objectFit, `${card.name}: shown whole`).toBe('contain');
    }
  });
});
