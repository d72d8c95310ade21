import type { Locator, Page } from '@playwright/test';
import { languages } from '@/content';
import { expect, test } from './support/fixtures';
import { firstProject } from './support/content';
import { stalledPage, withoutStopMarkers } from './support/stalled-html';

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

// The home page, a project page, and the second language's home page when there is one (its
// headings are in its own words, maybe longer).
const secondLanguage = languages[1];
const secondHome = secondLanguage ? [`/${secondLanguage.code}`] : [];
for (const path of ['/', `/portofolio/${firstProject.id}`, ...secondHome]) {
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
 * visible): its markup and number of links and buttons then. Read with `firstShownFrame`.
 */
function recordFirstShownFrame(page: Page, selector: string) {
  return page.addInitScript((selector) => {
    const record = { markup: '', controls: -1 };
    Object.assign(window, { firstShown: record });
    const check = () => {
      const element = document.querySelector(selector);
      if (element && getComputedStyle(element).visibility === 'visible') {
        record.markup = element.outerHTML;
        record.controls = element.querySelectorAll('a, button').length;
        return;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, selector);
}

const firstShownFrame = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { firstShown: { markup: string; controls: number } }).firstShown,
  );

/**
 * A slow phone or a loaded machine paints while the HTML is still arriving and being parsed, and a
 * frame that drew part of a row or a centred block drew it where the rest then pushed it from: a
 * layout shift of 0.018 on /id on a loaded desktop (the first screen, centred on a wide screen),
 * 0.003 on a project page's top bar, and 0.0033 on /id on a phone, where the hero's social links,
 * parsed one by one, sat beside the chat button until the last made them wrap below it. Here the
 * HTML stops after every closing tag of the top bar and the first screen, and a frame is painted at
 * each stop (e2e/support/stalled-html.ts): nothing may move. On a wide screen the first frame that
 * shows the first screen shows it whole; in every layout the first frame that shows the top bar
 * shows every control of it (components/layout/ShownWhole.tsx).
 */
// The default language's home, the second language's when the site has one, a project page, the
// projects page (its cards' rows of links wrap), the CV (its contact links wrap beside the
// downloads) and the 404 page (centred, its footer in view).
const projectPath = `/portofolio/${firstProject.id}`;
const homePaths = ['/', ...(secondLanguage ? [`/${secondLanguage.code}`] : [])];
// In the second language when there is one: its words are longer, its rows wrap sooner.
const projectsPath = secondLanguage ? `/${secondLanguage.code}/portofolio` : '/portofolio';
const halfParsedPaths = [...homePaths, projectPath, projectsPath, '/cv', '/nope'];
for (const path of halfParsedPaths) {
  test(`${path} moves nothing it painted half-parsed, showing its first screen and top bar whole where they are held`, async ({
    page,
    baseURL,
  }) => {
    const stalled = await stalledPage(baseURL!, path);
    try {
      const home = homePaths.includes(path);
      await recordFirstShownFrame(page, home ? 'main > section' : 'body > header');
      await stalled.load(page);

      const { width } = page.viewportSize()!;
      // From 'lg' (styles/_tokens.scss) the home page's first screen is centred in the window.
      if (home && width >= 1024) {
        const whole = await page
          .locator('main > section')
          .first()
          .evaluate((section) => section.outerHTML);
        const firstShown = withoutStopMarkers((await firstShownFrame(page)).markup);
        expect(
          firstShown === withoutStopMarkers(whole),
          `the first frame showing it had ${firstShown.length} of the first screen's ${whole.length} characters`,
        ).toBe(true);
      }
      // The top bar lays out its controls in one row, in every layout.
      if (path === projectPath) {
        const controls = await page.locator('body > header').locator('a, button').count();
        expect(
          (await firstShownFrame(page)).controls,
          'links and buttons of the top bar in the first frame showing it',
        ).toBe(controls);
      }
      await expectNoLayoutShift(page);
    } finally {
      await stalled.close();
    }
  });
}
