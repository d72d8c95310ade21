import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { languages, projects, site, skillGroups } from '@/content';
import { SECTIONS_DRAWN_ATTRIBUTE } from '@/lib/head-script/sections';
import { fillTemplate } from '@/lib/content/copy';
import { contrastRatio, GRAPHIC_CONTRAST_MIN } from '@/lib/skills/contrast';
import { contactLabels, copy } from './support/copy';
import {
  firstProject,
  inLanguage,
  narrowingTools,
  notesLanguage,
  publishedNotes,
} from './support/content';
import { contactForm } from './support/contact-fixtures';
import { expect, test } from './support/fixtures';
import {
  barRowOffset,
  layOutWhole,
  partsPastWindow,
  settleAnimations,
  widthBeyondWindow,
  wordsBrokenThatFit,
} from './support/helpers';

/**
 * What a visitor's system asks of the site beyond its theme and motion (sweep.spec.ts and
 * theme.spec.ts have those). The layout does not change the answers: each runs once (@once).
 *
 * - Windows contrast themes (forced colors): the system's few colours replace the site's, every
 *   background is painted in one colour and shadows are dropped. What the site draws with a fill
 *   or a shadow alone must still be seen there: the edges of its filled buttons, the picked
 *   filter, the ring of a focused field, the handle of the search button's magnifier. Chromium
 *   emulates the mode and paints with its palette, as Windows does.
 * - Less transparency (macOS and Windows settings, `prefers-reduced-transparency`): the frosted
 *   top bar and the blurred layers behind the quick view and the search are solid, nothing shows
 *   through them.
 * - More contrast (`prefers-contrast: more`): a form field's edge stands out 3:1.
 */

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

/** The pixels of a region of the page as shown, in the page's coordinates. */
async function pixelsOf(page: Page, clip: { x: number; y: number; width: number; height: number }) {
  const shot = await page.screenshot({ clip });
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  const pixels: [number, number, number][] = [];
  for (let at = 0; at < data.length; at += info.channels) {
    pixels.push([data[at]!, data[at + 1]!, data[at + 2]!]);
  }
  return pixels;
}

/** How many pixels of a control's picture, in a region given in fractions of its box, are ink. */
async function inkIn(page: Page, control: Locator, region: [number, number, number, number]) {
  const box = (await control.boundingBox())!;
  const [left, top, right, bottom] = region;
  const pixels = await pixelsOf(page, {
    x: box.x + box.width * left,
    y: box.y + box.height * top,
    width: box.width * (right - left),
    height: box.height * (bottom - top),
  });
  // The light palette paints black on white: ink is any pixel far darker than the paper.
  return pixels.filter(([red, green, blue]) => red + green + blue < 3 * 128).length;
}

/**
 * How far the colours of the layer below a dialog's panel (and its shadow) spread, the widest of
 * the three channels: a solid layer is one colour, give or take the one level of a rounding; the
 * page blurred or dimmed through it differs by tens.
 */
async function spreadBelow(page: Page, panel: Locator) {
  const box = (await panel.boundingBox())!;
  const viewport = page.viewportSize()!;
  const top = box.y + box.height + 64;
  const below = await pixelsOf(page, {
    x: 8,
    y: top,
    width: viewport.width - 16,
    height: viewport.height - top - 8,
  });
  const lowest = [255, 255, 255];
  const highest = [0, 0, 0];
  for (const pixel of below) {
    pixel.forEach((value, channel) => {
      lowest[channel] = Math.min(lowest[channel]!, value);
      highest[channel] = Math.max(highest[channel]!, value);
    });
  }
  return Math.max(...highest.map((value, channel) => value - lowest[channel]!));
}

test.describe('in a contrast theme', { tag: '@once' }, () => {
  test.use({ forcedColors: 'active' });

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
    test.skip(
      narrowingTools.length === 0,
      'no tool narrows the list in content/projects.ts: no filter',
    );
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

  test("a skill's logo keeps its light tile in a dark contrast theme", async ({ page }) => {
    const [skill] = skillGroups.flatMap((group) => group.items);
    test.skip(!skill, 'content/skills.ts lists no skill');
    if (!skill) throw new Error('skipped above');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const badge = page.locator('#skills').getByRole('button', { name: skill.name, exact: true });
    await badge.scrollIntoViewIfNeeded();
    // The tile (hidden from the accessibility tree, as it only draws the mark) once its section's
    // styles have arrived (they come as the section nears the screen) and it has settled.
    const logoTile = badge.locator('[aria-hidden="true"]').first();
    await expect(logoTile).toHaveCSS('forced-color-adjust', 'none');
    await settleAnimations(page);
    // The theme paints the page black: a tile painted by it would leave only its mark's colours.
    const box = (await logoTile.boundingBox())!;
    const tile = await pixelsOf(page, box);
    const light = tile.filter((pixel) => pixel.every((value) => value > 200)).length;
    expect(light / tile.length).toBeGreaterThan(0.3);
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

test.describe('with less transparency', { tag: '@once' }, () => {
  test.beforeEach(async ({ page }) => {
    // Playwright has no option for it yet; Chromium's own emulation has.
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-transparency', value: 'reduce' }],
    });
  });

  test('the top bar and the layers behind the quick view and the search are solid', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    expect(
      await page.evaluate(() => matchMedia('(prefers-reduced-transparency: reduce)').matches),
    ).toBe(true);

    await test.step('nothing shows through the top bar', async () => {
      // A pure red block under the bar: a see-through bar takes its tint (86 % paper: red 251,
      // green about 215), a solid one keeps the paper's grey.
      await page.evaluate(() => {
        const red = document.createElement('div');
        red.style.cssText =
          'position:fixed;inset:0 0 auto 0;height:200px;background:#f00;z-index:1';
        document.body.append(red);
      });
      const bar = (await page.getByRole('banner').boundingBox())!;
      const pixels = await pixelsOf(page, { x: 2, y: 2, width: 8, height: bar.height - 4 });
      const reddest = pixels.reduce((most, [red, green]) => Math.max(most, red - green), 0);
      expect(reddest).toBeLessThan(12);
    });

    // Every site has a project: the content check refuses none.
    const [firstProject] = projects;
    if (!firstProject) throw new Error('content/projects.ts lists no project');
    await test.step('the page does not show through around the quick view', async () => {
      await page.evaluate(() => document.querySelector('body > div[style*="#f00"]')?.remove());
      await page.locator('#my-work').scrollIntoViewIfNeeded();
      await page
        .getByRole('button', {
          name: fillTemplate(copy.homeCopy.work.quickView, { name: firstProject.name }),
        })
        .first()
        .click();
      const panel = page
        .getByRole('dialog', { name: firstProject.name, exact: true })
        .getByRole('article');
      await expect(panel).toBeVisible();
      // Once faded in (the layer fades with the dialog).
      await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1');
      expect(await spreadBelow(page, panel)).toBeLessThanOrEqual(2);
    });

    await test.step('the page does not show through around the search', async () => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page
        .getByRole('banner')
        .getByRole('button', { name: copy.writingCopy.search.open })
        .click();
      const dialog = page.getByRole('dialog', { name: copy.writingCopy.search.title });
      await expect(dialog.getByRole('searchbox')).toBeFocused();
      expect(await spreadBelow(page, dialog)).toBeLessThanOrEqual(2);
    });
  });
});

/** WCAG's contrast ratio of two colours as the browser resolved them (`rgb(…)`), by the site's formula. */
function contrast(first: string, second: string): number {
  const hex = (colour: string) =>
    `#${(colour.match(/[\d.]+/g) ?? [])
      .slice(0, 3)
      .map((part) => Math.round(Number(part)).toString(16).padStart(2, '0'))
      .join('')}`;
  return contrastRatio(hex(first), hex(second));
}

/** A colour as the screen shows it: a canvas resolves a mixed colour to red, green, blue. */
function shownColour(page: Page, colour: string): Promise<string> {
  return page.evaluate((value) => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return value;
    context.fillStyle = value;
    context.fillRect(0, 0, 1, 1);
    const [red, green, blue] = context.getImageData(0, 0, 1, 1).data;
    return `rgb(${red}, ${green}, ${blue})`;
  }, colour);
}

// The chat link's arrow says it opens elsewhere (its words say so to a screen reader only): a
// mark a visitor needs, 3:1 against the button it sits on. The brand orange was 2.35:1 on the dark
// theme's light button.
test.describe("the hero's chat link", { tag: '@once' }, () => {
  test.skip(!site.chatUrl, 'the content has no chat link');

  for (const scheme of ['light', 'dark'] as const) {
    test(`shows its arrow 3:1 against the button, ${scheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      const chat = page.getByRole('link', {
        name: `${site.chatLabel}${copy.commonCopy.opensInNewTab}`,
      });
      const [arrow, button] = await Promise.all([
        // The arrow after its words (the chat's own mark is before them).
        chat
          .locator('svg')
          .last()
          .evaluate((element) => getComputedStyle(element).color),
        chat.evaluate((element) => getComputedStyle(element).backgroundColor),
      ]);
      expect(
        contrast(await shownColour(page, arrow), await shownColour(page, button)),
      ).toBeGreaterThanOrEqual(GRAPHIC_CONTRAST_MIN);
    });
  }
});

// Without the setting too: a field's edge was a 1.25-1.44:1 hairline, short of WCAG's 3:1 for a
// control's boundary; the visitor who asked for more contrast gets the darker captions' ink.
for (const setting of ['no-preference', 'more'] as const) {
  test.describe(`with contrast: ${setting}`, { tag: '@once' }, () => {
    test.use({ contrast: setting });

    for (const scheme of ['light', 'dark'] as const) {
      test(`a form field's edge stands out 3:1 from the field and the form around it, ${scheme} theme`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto('/');
        const { form, name } = contactForm(page);
        // Each colour as the screen shows it: a canvas resolves a mixed colour to red, green, blue.
        const resolve = (colour: string) => shownColour(page, colour);
        const [edge, field, around] = await Promise.all([
          name.evaluate((element) => getComputedStyle(element).borderTopColor),
          name.evaluate((element) => getComputedStyle(element).backgroundColor),
          form.evaluate((element) => {
            // The first box around the form that paints a background.
            for (let box: Element | null = element; box; box = box.parentElement) {
              const colour = getComputedStyle(box).backgroundColor;
              if (colour !== 'rgba(0, 0, 0, 0)') return colour;
            }
            return getComputedStyle(document.body).backgroundColor;
          }),
        ]);
        const edgeSeen = await resolve(edge);
        const fieldSeen = await resolve(field);
        const aroundSeen = await resolve(around);
        expect(contrast(edgeSeen, fieldSeen)).toBeGreaterThanOrEqual(GRAPHIC_CONTRAST_MIN);
        expect(contrast(edgeSeen, aroundSeen)).toBeGreaterThanOrEqual(GRAPHIC_CONTRAST_MIN);
      });
    }
  });
}

// A visitor who set a larger text size in the browser's settings (not its zoom, which narrows
// the window in CSS pixels): the breakpoints are in em, her text's, so the page takes the layout
// of a window that much narrower (at 32-px text a 1280-px window is laid out as a 640-px one).
// Set in pixels, they kept the desktop bar, which ran 275 px off the window. On a phone's width
// (twice the usual text on a 390-px phone, half as much again on a 320-px one) nothing is cut off
// at the window's edge: the hero's heading, widened by its longest word, took its column 82 px
// past a 390-px window, with the intro and the quick facts, and the bar's menu button went off it.
// Twice the usual text on a 320-px phone (the layout of a 160-px window) is the narrowest: there
// the chat link's padding and a note card's took them past the window, and a note's header grew
// to its summary's longest word.
test.describe('with a larger text size', { tag: '@once' }, () => {
  const newestNote = publishedNotes(notesLanguage)[0];
  for (const [width, textSize, barInOneRow] of [
    [1280, 32, true],
    [768, 24, true],
    [390, 32, false],
    [320, 32, false],
  ] as const) {
    test(`at ${textSize}-px text, a ${width}-px window: every page kind fits it${barInOneRow ? ', the top bar in one row' : ''}`, async ({
      page,
    }) => {
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Page.enable');
      await devtools.send('Page.setFontSizes', {
        fontSizes: { standard: textSize, fixed: textSize },
      });
      await page.setViewportSize({ width, height: 800 });
      const routes = [
        ...languages.map(({ code }) => inLanguage(code, '/')),
        `/portofolio/${firstProject.id}`,
        '/portofolio',
        '/cv',
        // The notes' list and a note, for an owner who writes them.
        ...(newestNote
          ? [
              inLanguage(notesLanguage, '/notes'),
              inLanguage(notesLanguage, `/notes/${newestNote.slug}`),
            ]
          : []),
      ];
      for (const route of routes) {
        await test.step(route, async () => {
          await page.goto(route);
          await expect(page.locator('html')).toHaveCSS('font-size', `${textSize}px`);
          await layOutWhole(page, SECTIONS_DRAWN_ATTRIBUTE);
          expect(
            await widthBeyondWindow(page),
            `${route}: the page's width beyond the window`,
          ).toBe(0);
          expect(
            await partsPastWindow(page),
            `${route}: what is cut off at the window's edge`,
          ).toEqual([]);
          expect(
            await wordsBrokenThatFit(page),
            `${route}: the headings' words broken though their line had room for them`,
          ).toEqual([]);
          if (barInOneRow) {
            expect(
              await barRowOffset(page, contactLabels),
              `${route}: the name and Get In Touch on one row`,
            ).toBeLessThan(1);
          }
        });
      }
    });
  }
});
