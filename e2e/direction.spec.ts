import { projects } from '@/lib/content/projects';
import { SLIDER_STEP, sliderLayout } from '@/lib/slider/rules';
import { languagePath } from '@/lib/i18n/languages';
import { expect, test } from './support/fixtures';
import type { Locator } from '@playwright/test';
import { contactLabels, copyFor, siteLanguages } from './support/copy';
import { firstProject } from './support/content';
import { indicatorText as indicatorTextAt } from './support/slider';

/**
 * A language written right to left (Arabic, Persian, Hebrew, Urdu), in a real browser: its pages
 * read from the right, the top bar and the slider run from the right, and an arrow along the line
 * points the other way. Found in content/languages.ts by its locale's language subtag; a site
 * with none skips, saying so.
 */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'ckb', 'dv', 'yi', 'sd', 'ug']);
const rtl = siteLanguages.find(({ locale }) => RIGHT_TO_LEFT.has(locale.split('-')[0]!));
const layout = sliderLayout(projects.length);

const indicatorText = (panel: number) => indicatorTextAt(panel, layout);

/** The horizontal middle of an element on screen. */
async function middleX(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box.x + box.width / 2;
}

/** The element's computed transform ('none', or a matrix). */
const transformOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).transform);

test.describe('a language written right to left', { tag: '@desktop' }, () => {
  test.skip(!rtl, 'no language of content/languages.ts is written right to left');
  const code = rtl?.code ?? '';
  const words = () => copyFor(code);

  test('its home page reads from the right: the top bar, the headings, the slider', async ({
    page,
  }) => {
    await page.goto(languagePath(code, '/'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const width = page.viewportSize()!.width;

    await test.step('the brand at the right of the bar, Get In Touch at its left', async () => {
      const bar = page.getByRole('banner');
      const brand = bar.getByRole('link').first();
      const contact = bar.getByRole('link', { name: contactLabels });
      expect(await middleX(brand)).toBeGreaterThan(width / 2);
      expect(await middleX(contact)).toBeLessThan(width / 2);
    });

    await test.step('the slider starts at the right and "next" scrolls to the left', async () => {
      test.skip(!layout.controls, 'one panel: no arrows');
      const slider = page.getByRole('region', { name: words().homeCopy.work.sliderLabel });
      await slider.scrollIntoViewIfNeeded();
      const next = page.getByRole('button', { name: words().homeCopy.work.nextPanel });
      const previous = page.getByRole('button', { name: words().homeCopy.work.previousPanel });
      const indicator = page.locator('#my-work p[aria-live="polite"]');
      await expect(indicator).toHaveText(indicatorText(1));
      // The arrows at the left of the indicator, the row's end; "next" points left, the way the
      // press moves the row.
      expect(await middleX(next)).toBeLessThan(await middleX(indicator));
      expect(await transformOf(next.locator('svg'))).toBe('matrix(-1, 0, 0, 1, 0, 0)');
      await next.click();
      await expect
        .poll(() => slider.evaluate((element) => Math.round(element.scrollLeft)))
        .toBe(-SLIDER_STEP);
      await expect(indicator).toHaveText(indicatorText(2));
      await expect(previous).toBeVisible();

      await previous.click();
      await expect.poll(() => slider.evaluate((element) => Math.round(element.scrollLeft))).toBe(0);
      await expect(previous).toBeHidden();
    });
  });

  test("a project page's way back points right, and its words start at the right", async ({
    page,
  }) => {
    await page.goto(languagePath(code, `/portofolio/${firstProject.id}`));
    const back = page.getByRole('link', { name: words().projectCopy.backLink });
    expect(await transformOf(back.locator('[data-inline-arrow]'))).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );
    const heading = page.getByRole('heading', { level: 1 });
    const main = page.getByRole('main');
    const [headingBox, mainBox] = [await heading.boundingBox(), await main.boundingBox()];
    // The heading's right edge is the content's: within the page's gutter of the main's right.
    expect(mainBox!.x + mainBox!.width - (headingBox!.x + headingBox!.width)).toBeLessThan(
      mainBox!.width / 4,
    );
  });
});
