import type { Locator, Page } from '@playwright/test';
import { languages } from '@/content';
import { expect, test } from './support/fixtures';
import { firstProject } from './support/content';

/**
 * The type is the visitor's system font stack (styles/_tokens.scss): no font file is ever
 * requested, the text is painted in its final face at once, and nothing moves afterwards.
 */

/** The font files the page has requested so far. */
const fontRequests = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\.(woff2?|ttf|otf|eot)(\?|$)/i.test(name)),
  );

/** The families the page declares with @font-face (none, when it loads no web font). */
const declaredFaces = (page: Page) =>
  page.evaluate(() => [...document.fonts].map((face) => face.family));

const fontFamilyOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).fontFamily);

/**
 * The layout shifts the page has recorded, user input aside: their sum, and what moved in each
 * (the element, its box before and after), for the failure message.
 */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        let total = 0;
        const moved: string[] = [];
        const box = (rect: DOMRectReadOnly) =>
          `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            for (const source of entry.sources) {
              const node = source.node;
              const name =
                node instanceof Element
                  ? `<${node.localName}${node.className ? ` class="${String(node.className)}"` : ''}>`
                  : (node?.nodeName ?? 'a removed node');
              moved.push(
                `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${name} ${box(source.previousRect)} → ${box(source.currentRect)}`,
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries arrive in the observer's first callback, within a frame or two.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve({ total, moved })));
      }),
  );

/** Expects the page to have recorded no layout shift, naming what moved if it did. */
async function expectNoLayoutShift(page: Page) {
  const { total, moved } = await layoutShifts(page);
  expect(total, `layout shifts:\n${moved.join('\n')}`).toBe(0);
}

for (const path of ['/', `/portofolio/${firstProject.id}`, '/id']) {
  // The font stack is the same in both layouts: the home page is checked on the phone too.
  test(
    `${path} sets its text in the system font stack and requests no font file`,
    { tag: path === '/' ? [] : ['@once'] },
    async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') requested.push(request.url());
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');

      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      expect(await fontFamilyOf(page.locator('body'))).toMatch(/^system-ui, -apple-system/);
      expect(await fontFamilyOf(heading)).toMatch(/^ui-rounded, "SF Pro Rounded"/);
      // The face the heading is drawn in is there at once: no web font to wait for or swap in.
      expect(await page.evaluate(() => document.fonts.status)).toBe('loaded');

      expect(requested).toEqual([]);
      expect(await fontRequests(page)).toEqual([]);
      expect(await declaredFaces(page)).toEqual([]);
      await expectNoLayoutShift(page);
    },
  );
}

/**
 * Records the first frame that shows the element `selector` finds (its computed visibility is
 * visible): its markup and number of links and buttons then, and how many frames came before it
 * with the element already in the page but not shown. Read with `firstShownFrame`.
 */
function recordFirstShownFrame(page: Page, selector: string) {
  return page.addInitScript((selector) => {
    const record = { markup: '', controls: -1, framesBefore: 0 };
    Object.assign(window, { firstShown: record });
    const check = () => {
      const element = document.querySelector(selector);
      if (element && getComputedStyle(element).visibility === 'visible') {
        record.markup = element.outerHTML;
        record.controls = element.querySelectorAll('a, button').length;
        return;
      }
      if (element) record.framesBefore++;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, selector);
}

const firstShownFrame = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          firstShown: { markup: string; controls: number; framesBefore: number };
        }
      ).firstShown,
  );

/** Slows the page's CPU 6x through Chrome's DevTools protocol: frames come while it parses. */
async function slowCpu(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

/**
 * A slow machine paints while it is still parsing the HTML. The home page's first screen is
 * centred on a wide screen, so a frame with part of it showed that part off centre and then moved
 * it (a layout shift of 0.018 on /id on a loaded machine): there the first frame that shows it must
 * show it whole (components/layout/ShownWhole.tsx), and nothing may move. On a phone it stacks from
 * the top and is not held (its heading is the page's largest paint): nothing may move either.
 */
// The default language's home, and the second language's when the site has one.
const secondLanguage = languages[1];
for (const path of ['/', ...(secondLanguage ? [`/${secondLanguage.code}`] : [])]) {
  test(`${path} paints its first screen without a shift on a slow machine, whole on a wide screen`, async ({
    page,
  }, testInfo) => {
    await recordFirstShownFrame(page, 'main > section');
    await slowCpu(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');

    // From 'lg' (styles/_tokens.scss) the first screen is centred in the window.
    const wide = page.viewportSize()!.width >= 1024;
    if (wide) {
      const firstShown = await firstShownFrame(page);
      const whole = await page
        .locator('main > section')
        .first()
        .evaluate((section) => section.outerHTML);
      expect(
        firstShown.markup === whole,
        `the first frame showing it had ${firstShown.markup.length} of the first screen's ${whole.length} characters`,
      ).toBe(true);
      testInfo.annotations.push({
        type: 'frames',
        description: `${firstShown.framesBefore} frames with the first screen in the page, not yet shown`,
      });
    }
    await expectNoLayoutShift(page);
  });
}

/**
 * The top bar lays out its links, language, theme, search and contact in one row: a frame painted
 * while part of it was being parsed drew the links where the rest then pushed them from (a layout
 * shift of 0.003 on a loaded desktop). The first frame that shows it must show every control of
 * it (components/layout/TopBarFrame.tsx), and nothing may move.
 */
test(
  'a project page paints its whole top bar in the first frame that shows it on a slow machine, and nothing moves',
  { tag: '@desktop' },
  async ({ page }) => {
    await recordFirstShownFrame(page, 'body > header');
    await slowCpu(page);
    await page.goto(`/portofolio/${firstProject.id}`);
    await page.waitForLoadState('networkidle');
    const controls = await page.locator('body > header').locator('a, button').count();
    expect(
      (await firstShownFrame(page)).controls,
      'links and buttons of the top bar in the first frame showing it',
    ).toBe(controls);
    await expectNoLayoutShift(page);
  },
);
