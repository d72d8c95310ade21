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
 * The words and controls that run past the window's edge where the line ends (the right edge, or
 * the left one on a page written right to left), cut off by a box that hides its overflow or not
 * (a scrollbar measures only the second): each as its tag, its start of text and how far it
 * reaches. What sits before the line's start on purpose (a form's bot trap) is no part of it. Only the innermost such parts are named, and none inside a box that scrolls
 * sideways on purpose (the slider, the filter row, a note's table). A picture may be cropped by
 * its frame (a cover's reveal zooms it); it is not named. Empty when everything is in the window.
 */
export function partsPastWindow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 0.5;
    const rightToLeft = getComputedStyle(document.documentElement).direction === 'rtl';
    const scrollsSideways = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(box).overflowX)) return true;
      }
      return false;
    };
    const past = (element: Element) => {
      const { left, right, width, height } = element.getBoundingClientRect();
      // A visually hidden label is a pixel wide, wherever it sits.
      return (rightToLeft ? left < -0.5 : right > edge) && width > 1 && height > 1;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((element) => !(element.closest('svg') && element.localName !== 'svg'))
      .filter((element) => past(element) && ![...element.children].some(past))
      .filter(
        (element) =>
          (element.textContent ?? '').trim() !== '' ||
          element.matches('a, button, input, select, textarea, [tabindex]'),
      )
      .filter((element) => !scrollsSideways(element))
      .map(
        (element) =>
          `<${element.localName}> "${(element.textContent ?? '').trim().slice(0, 40)}" to ${Math.round(element.getBoundingClientRect()[rightToLeft ? 'left' : 'right'])} px`,
      );
  });
}

/**
 * The words of the page's headings broken across two lines though their line had room for them
 * whole: a heading squeezed by what sits beside it, or a size that
 * outgrows the window. A word longer than its whole line may break (an owner's long project name
 * on a narrow phone); it is not named. Each as the word and the element's tag.
 */
export function wordsBrokenThatFit(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('h1, h2, h3, h4')) {
      if (element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      const line =
        element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        for (const word of text.data.matchAll(/[^\s\-‐–—]+/g)) {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const lines = new Set(
            [...range.getClientRects()]
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.top)),
          );
          if (lines.size < 2) continue;
          // The word whole, in its own font, size, spacing and case.
          const whole = document.createElement('span');
          whole.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
          whole.textContent = word[0];
          (text.parentElement ?? element).append(whole);
          const width = whole.getBoundingClientRect().width;
          whole.remove();
          if (width <= line) broken.push(`"${word[0]}" in <${element.localName}>`);
        }
      }
    }
    return broken;
  });
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
