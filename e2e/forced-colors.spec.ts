import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { projects, site } from '@/content';
import { fillTemplate } from '@/lib/content/copy';
import { copy } from './support/copy';
import { contactForm } from './support/contact-fixtures';
import { expect, test } from './support/fixtures';

/**
 * Windows contrast themes (forced colors): the system's few colours replace the site's, every
 * background is painted in one colour and shadows are dropped. What the site draws with a fill or
 * a shadow alone must still be seen there: the edges of its filled buttons, the picked filter, the
 * ring of a focused field, the handle of the search button's magnifier. Chromium emulates the mode
 * and paints with its palette, as Windows does. The layout does not change the answers: run once (@once).
 */
test.use({ forcedColors: 'active' });

/** Whether a control has an edge of its own: a solid border, not in the colour of its fill. */
async function edgeOf(control: Locator) {
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      border: style.borderTopStyle === 'solid' && parseFloat(style.borderTopWidth) >= 1,
      contrasting: style.borderTopColor !== style.backgroundColor,
    };
  });
}

async function expectEdge(control: Locator, name: string) {
  await expect(control, name).toBeVisible();
  expect({ name, ...(await edgeOf(control)) }).toEqual({ name, border: true, contrasting: true });
}

/** How many pixels of a control's picture, in a region given in fractions of its box, are ink. */
async function inkIn(page: Page, control: Locator, region: [number, number, number, number]) {
  const box = (await control.boundingBox())!;
  const [left, top, right, bottom] = region;
  const shot = await page.screenshot({
    clip: {
      x: box.x + box.width * left,
      y: box.y + box.height * top,
      width: box.width * (right - left),
      height: box.height * (bottom - top),
    },
  });
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  // The light palette paints black on white: ink is any pixel far darker than the paper.
  for (let at = 0; at < data.length; at += info.channels) {
    if (data[at]! + data[at + 1]! + data[at + 2]! < 3 * 128) ink += 1;
  }
  return ink;
}

test.describe('in a contrast theme', { tag: '@once' }, () => {
  test('filled buttons keep an edge in a contrast theme, on the home page and the 404 page', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const bar = page.getByRole('banner');
    await expectEdge(bar.getByRole('link', { name: site.contactLabel }), 'top bar call to action');
    if (site.chatUrl && site.chatLabel) {
      await expectEdge(
        page.getByRole('link', { name: new RegExp(site.chatLabel) }).first(),
        'hero chat link',
      );
    }
    const firstProject = projects[0];
    if (firstProject) {
      await expectEdge(
        page
          .getByRole('button', {
            name: fillTemplate(copy.homeCopy.work.quickView, { name: firstProject.name }),
          })
          .first(),
        'quick-view button',
      );
    }
    await expectEdge(
      page.getByRole('link', { name: new RegExp(copy.homeCopy.experience.cvLink) }),
      'CV download',
    );
    await expectEdge(contactForm(page).send, 'the form’s Send');

    await page.goto('/nope');
    await expectEdge(
      page.getByRole('main').getByRole('link', { name: copy.commonCopy.backHome }),
      '404 way home',
    );
  });

  test('the picked filter stands apart from the others in a contrast theme', async ({ page }) => {
    await page.goto('/portofolio');
    const filter = page.getByRole('navigation', { name: copy.projectCopy.list.filterLabel });
    const picked = filter.getByRole('link', { name: copy.projectCopy.list.allTools, exact: true });
    await expect(picked).toHaveAttribute('aria-current', 'true');
    const other = filter.getByRole('link').nth(1);
    await expect(other).not.toHaveAttribute('aria-current');
    const fill = (link: Locator) =>
      link.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await fill(picked)).not.toBe(await fill(other));
  });

  test('a focused form field shows its ring in a contrast theme', async ({ page }) => {
    await page.goto('/');
    const { name } = contactForm(page);
    await name.focus();
    await expect(name).toBeFocused();
    const outline = await name.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, wide: parseFloat(style.outlineWidth) >= 2 };
    });
    expect(outline).toEqual({ style: 'solid', wide: true });
  });

  test('the search button shows a whole magnifier in a contrast theme, its handle included', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const search = page
      .getByRole('banner')
      .getByRole('button', { name: copy.writingCopy.search.open });
    await expect(search).toBeVisible();
    // The glass sits up and left of the centre, the handle down and right of it.
    expect(await inkIn(page, search, [0.25, 0.25, 0.55, 0.55])).toBeGreaterThan(0);
    expect(await inkIn(page, search, [0.62, 0.62, 0.8, 0.8])).toBeGreaterThan(0);
  });
});
