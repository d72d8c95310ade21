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
