import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { site as content } from '@/content';
import { getProject, getProjectSections } from '@/lib/projects';
import { expect, test } from './fixtures';
import { attributeValues, gzipSize, KB, listFiles, listPages } from './static-files';

/**
 * Speed budgets (issue 9), all counted in bytes or requests, never in time.
 * - First-load JavaScript of the exported pages: every script a page's HTML loads or preloads
 *   (except the `noModule` polyfills modern browsers never fetch) plus the inline RSC payload
 *   (`self.__next_f.push` scripts), gzip level 9.
 * - In a phone-sized browser: the LCP image is the first image requested, with high priority, and
 *   what is requested before it stays under a cap; nothing the layout hides is fetched; every image
 *   above the fold has width and height.
 */
const OUT = path.join(process.cwd(), 'out');
const HOME_JS_BUDGET = 165 * KB;
const PROJECT_JS_BUDGET = 160 * KB;
/** Any other page (404): nothing of its own beyond the framework. */
const OTHER_JS_BUDGET = 160 * KB;
const IMAGE_BUDGET = 200 * KB;
const HOME_TOTAL_BUDGET = 600 * KB;
/**
 * Bytes on the wire (headers included) of every request a phone sends before the LCP image's.
 * Measured: only the HTML document itself (home 19.5 KB gzip with its inline RSC payload, a project
 * page 7.3 KB); before this work the two preloaded fonts (71 KB) went first. The cap leaves room for
 * the document to grow a little, and fails as soon as a font, a stylesheet or a script is asked for
 * ahead of the LCP image.
 */
const BEFORE_LCP_IMAGE_BUDGET = 28 * KB;

/** Resolves a root-relative URL of the main build to its file in out/. */
function fileOf(url: string): string {
  return path.join(OUT, decodeURIComponent(url.split(/[?#]/)[0]!));
}

function firstLoadScripts(html: string): string[] {
  const executed = attributeValues(html, 'script', 'src', (tag) => !/\snomodule/i.test(tag));
  const preloaded = attributeValues(html, 'link', 'href', (tag) => /as="script"/.test(tag));
  // The chunks the post-build loader starts after the LCP (lib/defer-scripts.mjs).
  const deferred = /\(function\(d\)\{var s=(\[[^\]]*\]),p=(\[[^\]]*\])/.exec(html);
  const loaded = deferred
    ? [deferred[1]!, deferred[2]!].flatMap((list) => JSON.parse(list) as string[])
    : [];
  return [...new Set([...executed, ...preloaded, ...loaded])];
}

/** The inline React Server Components payload the page hydrates from, gzip size. */
function inlinePayloadBytes(html: string): number {
  const payload = [...html.matchAll(/<script>((?:self|\(self)\.__next_f[\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .join('');
  return gzipSync(payload, { level: 9 }).length;
}

function jsBytes(html: string): number {
  const files = firstLoadScripts(html).reduce((sum, url) => sum + gzipSize(fileOf(url)), 0);
  return files + inlinePayloadBytes(html);
}

const site = { photoPath: `/images/${content.photo}.webp` };

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

test.describe('byte budgets of the export', () => {
  // Byte counts do not depend on the browser: run them once, in the desktop project.
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'byte budgets run once');
  });

  test('first-load JavaScript with the inline RSC payload stays within budget on every page', () => {
    const rows: string[] = [];
    for (const file of listPages(OUT)) {
      const page = `/${path.relative(OUT, file)}`;
      const html = fs.readFileSync(file, 'utf8');
      const bytes = jsBytes(html);
      const budget =
        page === '/index.html'
          ? HOME_JS_BUDGET
          : page.startsWith('/portofolio/')
            ? PROJECT_JS_BUDGET
            : OTHER_JS_BUDGET;
      rows.push(
        `${page.padEnd(24)} JS+RSC ${kb(bytes).padStart(9)} (RSC ${kb(inlinePayloadBytes(html))}) / ${kb(budget)}`,
      );
      expect(bytes, `first-load JS of ${page}`).toBeLessThanOrEqual(budget);
    }
    console.log(`First-load JavaScript (gzip):\n${rows.join('\n')}`);
  });

  test('no server-only module reaches a client bundle', () => {
    // Words only the content modules and the server helpers hold: skill blurbs, a project's
    // long text, the image URL builder, sharp. None may sit in a script the browser downloads.
    const scripts = listFiles(path.join(OUT, '_next'), (name) => name.endsWith('.js'));
    const markers = [
      'Semantic, accessible markup.',
      'constructCloudinaryUrl',
      'getCldImageUrl',
      'server-only',
      'sharp',
      'checkContent',
    ];
    for (const script of scripts) {
      const source = fs.readFileSync(script, 'utf8');
      for (const marker of markers) {
        expect(source.includes(marker), `${marker} in ${path.relative(OUT, script)}`).toBe(false);
      }
    }
  });

  test('no image is over 200 KB', () => {
    const images = listFiles(OUT, (name) => /\.(png|jpe?g|webp|avif|gif|svg)$/i.test(name));
    expect(images.length).toBeGreaterThan(20);
    for (const image of images) {
      const size = fs.statSync(image).size;
      expect(size, `${path.relative(OUT, image)} is ${kb(size)}`).toBeLessThanOrEqual(IMAGE_BUDGET);
    }
  });

  test('the home page loads at most 600 KB on first view', () => {
    const html = fs.readFileSync(path.join(OUT, 'index.html'), 'utf8');
    const htmlBytes = gzipSize(path.join(OUT, 'index.html'));
    const css = attributeValues(html, 'link', 'href', (tag) => /rel="stylesheet"/.test(tag));
    const fonts = attributeValues(html, 'link', 'href', (tag) => /as="font"/.test(tag));
    const preloadedImages = attributeValues(html, 'link', 'href', (tag) => /as="image"/.test(tag));
    const eagerImages = attributeValues(html, 'img', 'src', (tag) => !/loading="lazy"/.test(tag));
    const images = [...new Set([...preloadedImages, ...eagerImages])].filter((url) =>
      url.startsWith('/'),
    );
    const cssBytes = css.reduce((sum, url) => sum + gzipSize(fileOf(url)), 0);
    const fontBytes = fonts.reduce((sum, url) => sum + fs.statSync(fileOf(url)).size, 0);
    const imageBytes = images.reduce((sum, url) => sum + fs.statSync(fileOf(url)).size, 0);
    const scriptBytes = jsBytes(html);
    const total = htmlBytes + cssBytes + fontBytes + imageBytes + scriptBytes;
    console.log(
      `Home first load: HTML ${kb(htmlBytes)}, CSS ${kb(cssBytes)}, JS ${kb(scriptBytes)}, fonts ${kb(fontBytes)}, images ${kb(imageBytes)} (${images.length}) = ${kb(total)} / ${kb(HOME_TOTAL_BUDGET)}`,
    );
    expect(total).toBeLessThanOrEqual(HOME_TOTAL_BUDGET);
  });
});

interface SentRequest {
  url: string;
  type: string;
  priority: string;
  bytes: number;
}

/** Records every request of the page in the order it was sent, with Chromium's priority and size. */
async function recordRequests(page: Page): Promise<SentRequest[]> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const requests: SentRequest[] = [];
  const byId = new Map<string, SentRequest>();
  session.on('Network.requestWillBeSent', (event) => {
    const request = {
      url: new URL(event.request.url).pathname,
      type: event.type ?? 'Other',
      priority: event.request.initialPriority,
      bytes: 0,
    };
    byId.set(event.requestId, request);
    requests.push(request);
  });
  session.on('Network.loadingFinished', (event) => {
    const request = byId.get(event.requestId);
    if (request) request.bytes = event.encodedDataLength;
  });
  return requests;
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

/** Pages whose LCP is an image on a phone, and that image: the photo, then each project's cover. */
const LCP_PAGES = [
  { route: '/', image: site.photoPath },
  ...[1, 6].map((id) => ({
    route: `/portofolio/${id}`,
    image: `/images/${getProject(id)!.image}.webp`,
  })),
];

test.describe('loading order on a phone', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'phone-sized viewport only');
  });

  for (const { route, image } of LCP_PAGES) {
    test(`${route}: the LCP image is requested first, with high priority, after at most ${kb(BEFORE_LCP_IMAGE_BUDGET)}`, async ({
      page,
    }) => {
      const requests = await recordRequests(page);
      await page.goto(route, { waitUntil: 'load' });
      await expect.poll(() => lcpImagePath(page)).toBe(image);

      const lcpIndex = requests.findIndex((request) => request.url === image);
      expect(lcpIndex, `${image} requested`).toBeGreaterThanOrEqual(0);
      const lcpRequest = requests[lcpIndex]!;
      expect(lcpRequest.priority, 'LCP image priority').toBe('High');
      const firstImage = requests.find((request) => request.type === 'Image');
      expect(firstImage?.url, 'first image requested').toBe(image);

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

/** The cover files requested so far. */
function coverRequests(requests: SentRequest[]): string[] {
  return requests.filter((r) => r.url.startsWith('/images/projects/')).map((r) => r.url);
}

// The slider and the phone grid show the same cover files, so what is checked is which covers are
// requested for the layout on screen, and when.
test.describe('nothing the layout hides is fetched', () => {
  test('a phone asks for covers only after its LCP image, and only those near the grid', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'phone layout');
    const requests = await recordRequests(page);
    await page.goto('/', { waitUntil: 'load' });
    const photo = requests.findIndex((request) => request.url === site.photoPath);
    expect(photo).toBeGreaterThanOrEqual(0);
    expect(coverRequests(requests.slice(0, photo)), 'covers before the LCP image').toEqual([]);
    // The hidden slider adds nothing: every cover asked for belongs to a grid card the browser
    // counts as near (Chromium's lazy-loading margin is at most 2500 px below the viewport).
    const grid = page.locator('#my-work [class*="_grid"] img');
    const near = await grid.evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight + 2500)
        .map((image) => new URL(image.src).pathname),
    );
    for (const cover of coverRequests(requests)) expect(near).toContain(cover);
    // Scrolling down brings the rest of the grid in.
    await grid.last().scrollIntoViewIfNeeded();
    await expect(grid.last()).toHaveJSProperty('complete', true);
    expect(
      await grid.last().evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);
  });

  test('a desktop asks only for the covers of the slider panel in view', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'desktop layout');
    const requests = await recordRequests(page);
    await page.goto('/', { waitUntil: 'load' });
    const [firstPanel = [], secondPanel = []] = getProjectSections();
    const slider = page.getByRole('region', { name: 'Project slider' });
    for (const project of firstPanel) {
      await expect(slider.getByRole('img', { name: project.alt })).toHaveJSProperty(
        'complete',
        true,
      );
    }
    // The hidden grid asks for nothing, and of the second panel (scrolled off to the side) at
    // most the covers at the browser's lazy-loading margin: the last one is never asked for.
    const requested = coverRequests(requests);
    expect(new Set(requested).size).toBeLessThan(firstPanel.length + secondPanel.length);
    expect(requested).not.toContain(`/images/${secondPanel.at(-1)!.image}.webp`);
  });
});

test.describe('no layout shift from images', () => {
  for (const route of ['/', '/portofolio/1', '/portofolio/6', '/this-page-does-not-exist']) {
    test(`${route}: every image above the fold has width and height`, async ({ page }) => {
      await page.goto(route, { waitUntil: 'load' });
      const missing = await page.locator('img').evaluateAll((images) =>
        (images as HTMLImageElement[])
          .filter((image) => {
            const box = image.getBoundingClientRect();
            const visible = box.width > 0 && box.height > 0;
            return visible && box.top < window.innerHeight && box.bottom > 0;
          })
          .filter((image) => !image.getAttribute('width') || !image.getAttribute('height'))
          .map((image) => image.currentSrc || image.src),
      );
      expect(missing, 'images above the fold without width and height').toEqual([]);
    });
  }
});
