import axe from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';
import { THEME_COLORS, type ColorScheme } from '@/lib/head-script/theme';
import { SECTIONS_DRAWN_ATTRIBUTE } from '@/lib/head-script/sections';
import { settleAnimations } from './helpers';

export { expect };

/**
 * What went wrong while a page was open: console errors, uncaught errors, failed requests, and
 * Chrome's warnings about downloads nothing used (a preload of another page's image or style).
 */
export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
  unusedPreloads: string[];
}

/** Starts recording a page's problems; read the returned object after the page has settled. */
export function watchPage(page: Page): PageProblems {
  const problems: PageProblems = {
    consoleErrors: [],
    pageErrors: [],
    failedRequests: [],
    unusedPreloads: [],
  };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
    if (/preloaded using link preload but not used/.test(message.text())) {
      problems.unusedPreloads.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // Next's router probes prefetched routes with HEAD and cancels the probe once it has the
    // route's payload: that cancellation is the framework's own, not a broken link.
    if (request.method() === 'HEAD' && reason === 'net::ERR_ABORTED') return;
    problems.failedRequests.push(`${request.method()} ${request.url()}: ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.failedRequests.push(
        `${response.request().method()} ${response.url()}: ${response.status()}`,
      );
    }
  });
  return problems;
}

/**
 * Chrome reports a preload nothing used 3 s after the load event; this waits (on the page's own
 * clock) until that moment has passed, so `unusedPreloads` is complete.
 */
export async function waitForUnusedPreloadReport(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      return (
        navigation !== undefined &&
        navigation.loadEventEnd > 0 &&
        performance.now() - navigation.loadEventEnd > 3500
      );
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** The axe tags the suite holds every page to: WCAG 2.2 A/AA and best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The axe rules whose answer depends on colours alone. A theme only swaps the palette's custom
 * properties (app/globals.scss, styles/_tokens.scss): no element, name, role, size or order
 * changes, so in the second theme of a state only these rules can answer differently.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core in the page: every rule of the suite's tags, or only `rules`, over the whole
 * document or the element `include` selects. axe is put into a document once, at its first scan,
 * and run there directly. `@axe-core/playwright`, tried first, put the whole library into the page
 * again at every scan and gathered the results in a blank page it opened: a home page scan took
 * 6.2 s there against 1.1 s here on this 2-core machine, with the same results. Only violations
 * are reported in full (`resultTypes`); the scanned states have no frame (the demo player's loads
 * only on a press, and its host is blocked in the tests), so frames are not walked.
 */
async function runAxe(page: Page, include?: string, rules?: string[]): Promise<axe.AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const runOnly: axe.RunOnly = rules
    ? { type: 'rule', values: rules }
    : { type: 'tag', values: AXE_TAGS };
  return page.evaluate(
    ({ include, runOnly }) =>
      (window as unknown as { axe: typeof axe }).axe.run(
        include ? { include: [include] } : document,
        {
          runOnly,
          resultTypes: ['violations'],
          iframes: false,
        },
      ),
    { include, runOnly },
  );
}

/**
 * Runs axe on the page and expects zero violations: every rule of the suite's tags, or only
 * `rules` (the colour rules for a state's second theme). Entry animations (a notice fading in, a
 * dialog scaling up) finish first: mid-fade, a text's colour is not the one a visitor reads.
 */
export async function expectNoAxeViolations(page: Page, include?: string, rules?: string[]) {
  await settleAnimations(page);
  // axe reads a text's background from what the browser has drawn under it, and a home section
  // far below the screen is not drawn until it comes near (styles/_sections.scss): every section
  // is drawn first, as a visitor meets it on screen and as a section link draws it.
  await page.evaluate(
    (attribute) => document.documentElement.setAttribute(attribute, ''),
    SECTIONS_DRAWN_ATTRIBUTE,
  );
  const results = await runAxe(page, include, rules);
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/** The page colour of a palette, as getComputedStyle reports it. */
export function paper(scheme: ColorScheme): string {
  const hex = THEME_COLORS[scheme];
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * The one way to scan a page in a given state, in both themes: for each, a named step (a failure
 * names the state and the theme) that switches the system colour setting in place (the site follows
 * it live), waits for the palette, then runs axe: every rule in the theme
 * the test runs with, and the colour rules (`COLOUR_RULES`, all a theme can change) in the other.
 * Scan each page and state once in the whole suite: whole pages in sweep.spec.ts, each state (a
 * dialog open, the dark bar, a sent notice) inside the test that reaches it, rather than in a test
 * that reaches it again.
 */
export async function scanState(page: Page, state: string, include?: string) {
  // The setting the test runs with is scanned first and put back at the end.
  const startsDark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  const schemes: ColorScheme[] = startsDark ? ['dark', 'light'] : ['light', 'dark'];
  for (const [index, scheme] of schemes.entries()) {
    const rules = index === 0 ? undefined : COLOUR_RULES;
    const what = rules ? 'colour rules' : 'every rule';
    await base.step(`axe: ${state}, ${scheme} theme (${what})`, async () => {
      await page.emulateMedia({ colorScheme: scheme });
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
        .toBe(paper(scheme));
      await expectNoAxeViolations(page, include, rules);
    });
  }
  await page.emulateMedia({ colorScheme: schemes[0] });
}

/**
 * The base test. `problems` records console errors and failed requests of `page`;
 * `cspGuard` runs for every test and fails it on any Content-Security-Policy violation, so the
 * whole suite runs with the shipped policy on.
 */
export const test = base.extend<{ problems: PageProblems; cspGuard: void }>({
  problems: async ({ page }, use) => {
    await use(watchPage(page));
  },
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (/Content Security Policy/i.test(text)) violations.push(text);
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** Whether the current project is the mobile one (Pixel 7). */
export function isMobileProject(testInfo: { project: { name: string } }): boolean {
  return testInfo.project.name === 'mobile';
}
