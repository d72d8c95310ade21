import type { Locator, Page } from '@playwright/test';
import { site as content } from '@/content';
import { fillTemplate } from '@/lib/content/copy';
import { projectSections, projects } from '@/lib/content/projects';
import { chromiumLaunchOptions, resolveFullChromium } from './support/chromium';
import {
  BELOW_FIRST_SCREEN_ATTRIBUTE,
  STYLES_PENDING_ATTRIBUTE,
} from '@/lib/head-script/deferred-styles.mjs';
import { KB } from './support/static-files';
import { expect, test } from './support/fixtures';
import { isImageOf, nextFrames, waitForHydration } from './support/helpers';
import { copy } from './support/copy';
import { recordRequests, type RequestRecording, type SentRequest } from './support/requests';

/**
 * Loading order in a real browser, checked by requests and bytes, never by time:
 * the LCP image is the first image requested, with high priority, and what a phone requests
 * before it stays under a cap; covers are requested only for the layout on screen; every image
 * above the fold has width and height. The byte budgets of the export are in
 * e2e/static/budgets.test.ts.
 */

/**
 * Bytes on the wire (headers included) of every request a phone sends before a project page's
 * LCP image (its cover). Measured: only the HTML document itself, which carries the page's CSS
 * (10.1-11.1 KB); the site has no web font (preloaded, the brand fonts' Latin subsets put 35 KB
 * ahead of it, the whole fonts 71 KB). The cap leaves the document room to grow with a case study,
 * and fails as soon as a font, a stylesheet or a script is asked for ahead of the LCP image.
 */
// What a browser asks for, when and how eagerly is Chrome's own heuristic (its lazy-loading
// margins, its priorities), which the lighter headless shell the other specs run in does not
// share (it asks for every lazy cover of a side-scrolled slider at once): this file runs in the
// full browser.
test.use({ launchOptions: chromiumLaunchOptions(resolveFullChromium()) });

const BEFORE_LCP_IMAGE_BUDGET = 36 * KB;

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Loads `route` (to its load event), recording every request it sends (recordRequests). */
async function loadRecording(page: Page, route: string): Promise<RequestRecording> {
  const recording = await recordRequests(page);
  await page.goto(route, { waitUntil: 'load' });
  return recording;
}

/** The URL path of the page's final LCP candidate ('' for text). */
async function lcpImagePath(page: Page): Promise<string> {
  const url = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { url: string })[];
          resolve(entries.at(-1)?.url ?? '');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  return url ? new URL(url).pathname : '';
}

/**
 * Pages and the image each one paints first on a phone: each project's cover. (The home page's
 * photo is the largest paint on wider windows only: below.)
 */
const LCP_PAGES: { route: string; image: string }[] = [
  // A project page is one template: the first project's, and one with a demo (the player's
  // section adds to what comes before the cover) or else the last.
  ...[...new Set([projects[0], projects.find((project) => project.url) ?? projects.at(-1)])]
    .filter((project) => project !== undefined)
    .map((project) => ({ route: `/portofolio/${project.id}`, image: project.image })),
];

test.describe("the home page's photo", () => {
  test(
    'is the largest paint on a wide window, the first image asked for, at high priority',
    {
      tag: '@desktop',
    },
    async ({ page }) => {
      const { requests } = await loadRecording(page, '/');
      await expect.poll(async () => isImageOf(await lcpImagePath(page), content.photo)).toBe(true);
      const firstImage = requests.find((request) => request.type === 'Image');
      expect(firstImage && isImageOf(firstImage.url, content.photo), 'first image').toBe(true);
      expect(firstImage?.priority, 'its priority').toBe('High');
    },
  );

  test(
    'is not asked for at high priority on a phone, where it sits below the words',
    {
      tag: '@mobile',
    },
    async ({ page }) => {
      const { requests } = await loadRecording(page, '/');
      const photo = page.getByRole('img', {
        name: fillTemplate(content.photoAlt, { firstName: content.firstName }),
      });
      await expect(photo).not.toBeInViewport();
      // Asked for at the browser's own priority, as the layout places it (or after the first paint).
      await expect
        .poll(() => requests.some((request) => isImageOf(request.url, content.photo)))
        .toBe(true);
      const asked = requests.filter((request) => isImageOf(request.url, content.photo));
      expect(asked.map((request) => request.priority)).not.toContain('High');
      // Text, not the photo, is the largest paint.
      expect(await lcpImagePath(page)).toBe('');
    },
  );
});

test.describe('loading order on a phone', { tag: '@mobile' }, () => {
  for (const { route, image } of LCP_PAGES) {
    test(`${route}: the LCP image is requested first, with high priority, after at most ${kb(BEFORE_LCP_IMAGE_BUDGET)}`, async ({
      page,
    }) => {
      const { requests } = await loadRecording(page, route);
      // The largest paint may start as text and become the image once it has loaded: poll.
      await expect.poll(async () => isImageOf(await lcpImagePath(page), image)).toBe(true);

      const lcpIndex = requests.findIndex((request) => isImageOf(request.url, image));
      expect(lcpIndex, `${image} requested`).toBeGreaterThanOrEqual(0);
      const lcpRequest = requests[lcpIndex]!;
      expect(lcpRequest.priority, 'LCP image priority').toBe('High');
      const firstImage = requests.find((request) => request.type === 'Image');
      expect(firstImage && isImageOf(firstImage.url, image), 'first image requested').toBe(true);

      const before = requests.slice(0, lcpIndex);
      await expect.poll(() => before.every((request) => request.bytes > 0)).toBe(true);
      const bytes = before.reduce((sum, request) => sum + request.bytes, 0);
      console.log(
        `${route}: before the LCP image ${kb(bytes)}: ${before.map((r) => `${r.url} ${kb(r.bytes)}`).join(', ')}`,
      );
      expect(bytes, `bytes before ${image}`).toBeLessThanOrEqual(BEFORE_LCP_IMAGE_BUDGET);
    });
  }
});

test(
  "/: the first paint's CSS comes with the HTML, each whole sheet once after the LCP image; hydration fetches neither again, nor the page",
  { tag: '@once' },
  async ({ page }) => {
    const { requests } = await loadRecording(page, '/');
    await page.waitForLoadState('networkidle');
    // The page's own rules are inline (scripts/postbuild/critical-styles.mjs); the whole sheets,
    // for what only a script adds, are enabled once the LCP image and the first paint are in.
    const linked = await page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(linked.length).toBeGreaterThan(0);
    const fetched = requests.map((request) => request.url);
    const photo = requests.findIndex((request) => isImageOf(request.url, content.photo));
    expect(photo).toBeGreaterThanOrEqual(0);
    for (const href of linked) {
      expect({ href, requests: fetched.filter((url) => url === href).length }).toEqual({
        href,
        requests: 1,
      });
      expect(fetched.indexOf(href), `${href} after the LCP image`).toBeGreaterThan(photo);
    }
    // Each whole sheet, once in, replaced its inline copy: no rule is matched twice.
    await expect(page.locator('style[data-inlined-from]')).toHaveCount(0);
    // The bar's links to the home page are not prefetched (components/layout/SectionLinks.tsx).
    expect(fetched.filter((url) => url.startsWith('/__next.'))).toEqual([]);
    // The page is styled: the system font stack and the layout come from the CSS.
    await expect(page.locator('body')).not.toHaveCSS('font-family', /^Times|^serif/);
  },
);

/**
 * The page's payload file (scripts/postbuild/external-payload.mjs): the framework's chunks may
 * download beside it, but none may run before it has, or the framework would hydrate from half a
 * payload. Held, the file keeps every chunk's script out of the page; let in, the page hydrates.
 */
test.describe('the payload file', { tag: '@once' }, () => {
  const PAYLOAD = '**/_next/static/payload/*.js';
  const payloadRequests = (requests: SentRequest[]) =>
    requests.filter((request) => request.url.includes('/_next/static/payload/')).length;
  /** Holds the payload file's answer until the returned function is called. */
  const holdPayload = async (page: Page) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(PAYLOAD, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  };
  /** The framework chunks the page has put in as scripts (run, or running once downloaded). */
  const chunkScripts = (page: Page) =>
    page.locator('script[src*="/_next/static/chunks/"]:not([nomodule])').count();

  test('is asked for once, after the first paint, and no chunk runs before it has', async ({
    page,
  }) => {
    const { requests } = await recordRequests(page);
    const release = await holdPayload(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => payloadRequests(requests)).toBe(1);
    expect(
      await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length),
      'painted before the payload was asked for',
    ).toBe(1);
    expect(await chunkScripts(page), 'chunks put in before the payload had run').toBe(0);

    release();
    await waitForHydration(
      page.getByRole('button', { name: copy.writingCopy.search.open, exact: true }),
    );
    expect(await chunkScripts(page)).toBeGreaterThan(0);
    expect(payloadRequests(requests)).toBe(1);
  });

  // Chrome asks for a linked manifest, and then its icon at high priority, in the middle of the
  // first paint; a visitor needs it only to install the site.
  test('the web manifest is linked only as the page hydrates, from its payload', async ({
    page,
  }) => {
    const release = await holdPayload(page);
    const { requests } = await recordRequests(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => payloadRequests(requests)).toBe(1);
    const manifestLinks = page.locator('head link[rel="manifest"]');
    await expect(manifestLinks, 'linked before the page has hydrated').toHaveCount(0);

    release();
    await waitForHydration(
      page.getByRole('button', { name: copy.writingCopy.search.open, exact: true }),
    );
    await expect(manifestLinks).toHaveCount(1);
    const manifest = await page.request.get(
      await manifestLinks.evaluate((link: HTMLLinkElement) => link.href),
    );
    expect(await manifest.json()).toMatchObject({ short_name: content.firstName });
  });

  test('that fails to load leaves the page as its server HTML', async ({ page }) => {
    const { requests } = await recordRequests(page);
    await page.route(PAYLOAD, (route) => route.abort());
    await page.goto('/', { waitUntil: 'load' });
    await expect.poll(() => payloadRequests(requests)).toBe(1);
    await nextFrames(page);
    expect(await chunkScripts(page)).toBe(0);
    // The page as it was served, links and all: as with JavaScript off.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  });
});

/** The cover files requested so far. */
function coverRequests(requests: SentRequest[]): string[] {
  return requests.filter((r) => r.url.startsWith('/img/projects/')).map((r) => r.url);
}

/** The cover a file is made from, whatever its width and format: `/img/projects/tokoku`. */
const coverOf = (urlPath: string) => urlPath.replace(/(-phone)?-\d+\.[0-9a-f]{8}\.\w+$/, '');

/**
 * When the page's first contentful paint was, and when each cover file was asked for (Lighthouse's
 * phone simulation counts every request made before the largest paint), on the browser's clock.
 */
function coverTimeline(recording: RequestRecording) {
  return {
    painted: recording.paintedAt(),
    covers: recording.requests
      .filter((request) => request.url.startsWith('/img/projects/'))
      .map((request) => ({ path: request.url, start: request.sentAt })),
  };
}

/** Scrolled to, the last of `covers` is fetched and drawn. */
async function expectLastLoadedOnScroll(covers: Locator) {
  await covers.last().scrollIntoViewIfNeeded();
  await expect(covers.last()).toHaveJSProperty('complete', true);
  expect(
    await covers.last().evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0);
}

// The slider and the phone grid show the same cover files, so what is checked is which covers are
// requested for the layout on screen, and when.
test.describe('nothing the layout hides is fetched', () => {
  test(
    'a phone asks for covers only after the photo above them and its first paint, and only those near the grid',
    {
      tag: '@mobile',
    },
    async ({ page }) => {
      const recording = await loadRecording(page, '/');
      const { requests } = recording;
      const photo = requests.findIndex((request) => isImageOf(request.url, content.photo));
      expect(photo).toBeGreaterThanOrEqual(0);
      expect(coverRequests(requests.slice(0, photo)), 'covers before the photo').toEqual([]);
      // Every cover asked for belongs to a grid card the browser counts as near (Chromium's
      // lazy-loading margin is at most 2500 px below the viewport). Compared by cover, not by
      // file: an image the browser has just started has already been asked for while its
      // currentSrc may still be empty (a run under load read it so), and its src attribute names
      // the fallback format.
      const grid = page.locator('#my-work img');
      const near = await grid.evaluateAll((images) =>
        (images as HTMLImageElement[])
          .filter((image) => image.getBoundingClientRect().top < window.innerHeight + 2500)
          .map((image) => new URL(image.src).pathname),
      );
      const nearCovers = near.map(coverOf);
      for (const cover of coverRequests(requests)) expect(nearCovers).toContain(coverOf(cover));
      // And none before the page's first paint (lib/head-script/sections.ts): Lighthouse's phone
      // simulation counts every request made before the largest paint. Read on the browser's
      // clock; a grid within Chromium's nearest lazy-loading distance (1,250 px) is asked for
      // once the page has painted, so the check has covers to look at.
      const firstCardTop = await grid
        .first()
        .evaluate((image) => image.getBoundingClientRect().top);
      if (firstCardTop < (page.viewportSize()?.height ?? 0) + 1250) {
        await expect.poll(() => coverTimeline(recording).covers.length).toBeGreaterThan(0);
      }
      const { painted, covers } = coverTimeline(recording);
      expect(painted).toBeDefined();
      expect(
        covers.filter(({ start }) => start < painted!).map(({ path }) => path),
        'covers asked for before the first paint',
      ).toEqual([]);
      // Scrolling down brings the rest of the grid in.
      await expectLastLoadedOnScroll(grid);
    },
  );

  test(
    'a desktop asks only for the covers of the slider panel in view',
    {
      tag: '@desktop',
    },
    async ({ page }) => {
      const { requests } = await loadRecording(page, '/');
      const [firstPanel = [], secondPanel = []] = projectSections();
      const slider = page.getByRole('region', { name: copy.homeCopy.work.sliderLabel });
      for (const project of firstPanel) {
        await expect(slider.getByRole('img', { name: project.alt, exact: true })).toHaveJSProperty(
          'complete',
          true,
        );
      }
      // Of the second panel (scrolled off to the side) at most the covers at the browser's
      // lazy-loading margin are asked for: the last one never is.
      const requested = coverRequests(requests);
      const last = secondPanel.at(-1);
      if (!last) {
        // One panel: every cover is in view, and each is asked for once.
        expect(new Set(requested).size).toBe(firstPanel.length);
        return;
      }
      expect(new Set(requested).size).toBeLessThan(firstPanel.length + secondPanel.length);
      expect(requested.filter((url) => isImageOf(url, last.image))).toEqual([]);
    },
  );

  // Every project's cover is a card of its own, the first one eager (the largest paint on a wide
  // window) and the rest lazy: near enough, the browser fetched two or three of them while the
  // page was still painting its first screen (styles/_covers.scss). Both layouts: a phone shows
  // one card a row, a desktop three.
  test('the projects list asks for no cover but the first before its first paint, and the rest as they come near', async ({
    page,
  }) => {
    const recording = await loadRecording(page, '/portofolio');
    const covers = page.locator('main article img');
    const firstCover = coverOf(
      new URL(await covers.first().evaluate((image: HTMLImageElement) => image.src)).pathname,
    );
    // The second card is near the first screen in either layout: its cover is asked for once the
    // page has painted, so the check below has a lazy cover to look at.
    if ((await covers.count()) > 1) {
      await expect(covers.nth(1)).toHaveJSProperty('complete', true);
      await expect
        .poll(() =>
          coverTimeline(recording).covers.filter(({ path }) => coverOf(path) !== firstCover),
        )
        .not.toEqual([]);
    }
    const { painted, covers: requested } = coverTimeline(recording);
    expect(painted).toBeDefined();
    expect(
      requested
        .filter(({ start, path }) => start < painted! && coverOf(path) !== firstCover)
        .map(({ path }) => path),
      'lazy covers asked for before the first paint',
    ).toEqual([]);
    // Scrolling down brings the last card's cover in.
    await expectLastLoadedOnScroll(covers);
  });
});

/**
 * The home page's sections below the first screen are drawn only as they come near the viewport
 * (`content-visibility: auto`, styles/_sections.scss): a section that is not drawn costs no style,
 * layout or paint while the page starts.
 */
test('the home page draws a section below the first screen only once it comes near, and whole in print', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'load' });
  const sections = page.locator('#main > section');
  const last = sections.last();
  // Two screens down is beyond any margin a browser draws ahead of the viewport.
  const screensDown = await last.evaluate(
    (section) => section.getBoundingClientRect().top / window.innerHeight,
  );
  test.skip(screensDown < 2, 'the home page is short: its last section starts within two screens');
  // A section that is not drawn is there itself; what it holds is skipped.
  const drawn = () =>
    last.evaluate(
      (section) =>
        section.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
    );
  expect(await drawn(), 'the last section drawn at load').toBe(false);

  await last.scrollIntoViewIfNeeded();
  await expect.poll(drawn, 'the last section drawn once scrolled to').toBe(true);

  await page.emulateMedia({ media: 'print' });
  for (const section of await sections.all()) {
    await expect(section).toHaveCSS('content-visibility', 'visible');
  }
});

// Every image above the fold has width and height: checked on every page in sweep.spec.ts.

/**
 * The styles of the home sections below the first screen come with the whole stylesheets, after
 * the first paint (scripts/postbuild/critical-styles.mjs). Chrome may style an element of them
 * before that (its autofill reads the contact form): their arrival must not start a transition,
 * which would wait off screen at its first value (a grey Send button, to Lighthouse's contrast
 * check too) until the section is drawn.
 */
test('the home sections below the first screen start no transition as their styles arrive', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'load' });
  await expect(page.locator('html')).not.toHaveAttribute(STYLES_PENDING_ATTRIBUTE);
  await page.waitForLoadState('networkidle');
  const transitions = await page.evaluate(
    (belowFirstScreen) =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation instanceof CSSTransition &&
            (animation.effect as KeyframeEffect | null)?.target?.closest(belowFirstScreen),
        )
        .map((animation) => {
          const target = (animation.effect as KeyframeEffect).target!;
          return `${(animation as CSSTransition).transitionProperty} on ${target.localName}.${target.className}`;
        }),
    `[${BELOW_FIRST_SCREEN_ATTRIBUTE}]`,
  );
  expect(transitions).toEqual([]);
});
