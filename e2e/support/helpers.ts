import type { Locator, Page } from '@playwright/test';
import { escapeRegExp } from './text';

/**
 * Waits until every finite CSS animation and transition on the page has finished (page ease-in,
 * reveals). Endless ones (the hero's scroll hint, a spinner) never finish and are left out.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
}

/** Width and height of a PNG, read from its IHDR header. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = bytes.subarray(0, 8).toString('hex');
  if (signature !== '89504e470d0a1a0a') throw new Error('not a PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Waits until the page has painted two more frames: what an input just set in motion (a scroll,
 * a pointer-driven transform) has started by then. Used to check that something did NOT happen,
 * where there is no state to wait for, instead of sleeping.
 */
export async function nextFrames(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Waits until React has hydrated `locator`'s element (it then carries React's props), so a click
 * on it is handled. The page's scripts start only after its LCP image (scripts/postbuild/index.mjs): on
 * a busy machine a click sent before that is dropped, as a real visitor's early tap would be.
 */
export async function waitForHydration(locator: Locator) {
  // Type-only imports here: the static checks (Jest) import this file too.
  const element = await locator.elementHandle();
  await locator
    .page()
    .waitForFunction(
      (node) => Object.keys(node!).some((key) => key.startsWith('__reactProps$')),
      element,
    );
}

/**
 * Holds back the page's JavaScript chunks until the returned function is called: the page as a
 * visitor has it between the first paint and hydration. Go to the page with
 * `waitUntil: 'domcontentloaded'` (the held scripts hold the load event too). With `only`, just
 * the chunk at that path is held and the others arrive as usual.
 */
export async function holdScripts(page: Page, only?: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    if (!only || new URL(route.request().url()).pathname === only) await held;
    await route.continue();
  });
  return release;
}

/** Clicks `locator` once React has hydrated it (see `waitForHydration`). */
export async function clickWhenHydrated(locator: Locator) {
  await waitForHydration(locator);
  await locator.click();
}

/**
 * Whether a URL path is one of the files the build prepared for an image public id
 * (`/img/<id>-<width>.<hash>.avif|webp`, or `<id>-phone-<width>…` for a phone's own file;
 * scripts/images/pipeline.mjs), under any base path.
 */
export function isImageOf(urlPath: string, publicId: string): boolean {
  const escaped = escapeRegExp(publicId);
  return new RegExp(`/img/${escaped}(-phone)?-\\d+\\.[0-9a-f]{8}\\.(avif|webp)$`).test(urlPath);
}

/**
 * The page laid out as a visitor who scrolled it all sees it: its whole stylesheets in (their
 * inline copies go once they have loaded), every home section drawn (far from the screen a
 * section's contents are not laid out, and what overflows there widens nothing yet).
 */
export async function layOutWhole(page: Page, sectionsDrawnAttribute: string) {
  await page.locator('style[data-inlined-from]').first().waitFor({ state: 'detached' });
  await page.evaluate((attribute) => {
    document.documentElement.setAttribute(attribute, '');
  }, sectionsDrawnAttribute);
}

/** How far the page runs past the window's right edge, in CSS pixels (0 when it fits). */
export function widthBeyondWindow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * How far apart the top bar's name and its Get In Touch sit vertically, centre to centre: under
 * a pixel when the bar keeps to one row. `contactLabels`: the button's name in the site's languages.
 */
export async function barRowOffset(page: Page, contactLabels: RegExp): Promise<number> {
  const bar = page.getByRole('banner');
  const [name, contact] = await Promise.all(
    [bar.getByRole('link').first(), bar.getByRole('link', { name: contactLabels })].map((link) =>
      link.boundingBox(),
    ),
  );
  return Math.abs(name!.y + name!.height / 2 - (contact!.y + contact!.height / 2));
}
