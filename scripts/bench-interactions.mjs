/**
 * Interaction latency for the bench (scripts/bench.mjs --interactions): for each control a visitor
 * uses on the home page, the Event Timing duration of the interaction (input to the next paint,
 * what INP counts), with the CPU slowed by the bench's calibrated factor, in a phone and a desktop
 * profile, median of several loads.
 *
 * Controls are found by their structure (roles, ARIA attributes, the section they sit in), never
 * by their words, so the bench runs on any owner's content and language. A control the profile
 * does not show (the menu button on a desktop, the slider arrows on a phone) reads "n/a".
 *
 * The browser reports an interaction's entry only from 16 ms (the smallest threshold Event Timing
 * allows): a faster one reads "<16". The language switch is a link to another page: its click is
 * measured with the navigation held (the page's own work on the click, which is what INP counts
 * before the next page replaces it).
 *
 * Alone: `node scripts/bench-interactions.mjs after=out before=/tmp/out-before` serves each
 * exported folder (from BENCH_PORT, default 4400) and prints a table per folder; Lighthouse's
 * page functions come from the bench's tools (bench/.tools, installed by `npm run bench`).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { cpuSlowdown, measureBenchmarkIndex } from './bench-calibration.mjs';

/**
 * The controls, in the order they are used on one load. `open` finds the element to press;
 * `reset` (optional) puts the page back for the next control, unmeasured.
 * @type {{ name: string, find: string, reset?: 'escape' }[]}
 */
export const CONTROLS = [
  { name: 'Menu (open)', find: 'header button[aria-controls][aria-expanded]', reset: 'escape' },
  {
    name: 'Theme',
    find: 'header button[data-hold-press]:not([aria-controls]):not([aria-haspopup])',
  },
  { name: 'Search (open)', find: 'header button[data-search-shortcut]', reset: 'escape' },
  { name: 'Slider arrow', find: '#my-work button[data-hold-press]:not([aria-haspopup])' },
  { name: 'Quick view (open)', find: '#my-work button[aria-haspopup="dialog"]' },
  { name: 'Quick view (close)', find: '[aria-modal="true"] button' },
  { name: 'Experience toggle', find: '#experience button[aria-expanded]' },
  { name: 'Language switch', find: 'header a[hreflang], footer a[hreflang]' },
  { name: 'Send', find: '#contact button[type="submit"], form button[type="submit"]' },
];

/** The profiles: Playwright's Pixel 7 for the phone, a 1440 x 900 window for the desktop. */
export const PROFILES = {
  mobile: devices['Pixel 7'],
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
};

/** Collects Event Timing entries from the start of the page, by interaction. */
function observeInteractions() {
  const durations = new Map();
  Object.assign(window, { __interactions: durations });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      durations.set(
        entry.interactionId,
        Math.max(durations.get(entry.interactionId) ?? 0, entry.duration),
      );
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // The language link is pressed for its work, not for the next page (see the header).
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('a[hreflang]'))
        event.preventDefault();
    },
    true,
  );
}

const ids = (page) => page.evaluate(() => [...window.__interactions.keys()]);

/**
 * The duration of the interaction `press` makes: the longest entry of the first new interaction,
 * or 0 when none over 16 ms was reported by the time two frames and the observer's delivery have
 * passed after a settled page.
 */
async function measure(page, press) {
  const before = new Set(await ids(page));
  await press();
  // Entries are delivered after the frame that presented the interaction's result: wait for the
  // page to have painted twice more and the observer's task to have run.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );
  const after = await page.evaluate(() => [...window.__interactions.entries()]);
  const fresh = after.filter(([id]) => !before.has(id));
  return fresh.length === 0 ? 0 : Math.max(...fresh.map(([, duration]) => duration));
}

/**
 * One load of `url`: every control pressed once, CPU slowed `slowdown` times.
 * @returns {Promise<Record<string, number | null>>} ms per control, null where not shown
 */
async function oneLoad(browser, url, profile, slowdown) {
  const context = await browser.newContext({ ...PROFILES[profile] });
  const page = await context.newPage();
  await page.addInitScript(observeInteractions);
  await page.goto(url);
  // Hydrated (React's props on the body), loaded, and every stylesheet it enabled in (a build
  // that keeps its sheets inline leaves their links disabled for good).
  await page.waitForFunction(
    () =>
      document.readyState === 'complete' &&
      Object.keys(document.body).some((key) => key.startsWith('__reactProps$')) &&
      [...document.querySelectorAll('link[rel="stylesheet"]:not([disabled])')].every(
        (link) => link.sheet !== null,
      ),
    undefined,
    { timeout: 60_000 },
  );
  const devtools = await context.newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const results = {};
  for (const control of CONTROLS) {
    const target = page.locator(control.find).locator('visible=true').first();
    if ((await target.count()) === 0) {
      results[control.name] = null;
      continue;
    }
    await target.scrollIntoViewIfNeeded();
    // From a settled page, as a visitor presses after reading: the last control's transitions
    // (the quick view's fade-in before its close) have ended; endless ones (the hero's scroll hint)
    // run on.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    );
    results[control.name] = await measure(page, () => target.click());
    if (control.reset === 'escape') {
      // Search opens once its code has arrived, after the press's next paint: Escape goes to the
      // open dialog (pressed while it loads, it keeps search closed, SearchButton.tsx), and the next
      // control waits until nothing is open.
      if ((await target.getAttribute('aria-haspopup')) === 'dialog') {
        await page.locator('dialog[open]').waitFor();
      }
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    }
  }
  await context.close();
  return results;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The median interaction duration per control and profile over `loads` loads of each target's
 * home page, targets interleaved load by load (a busy spell hits them alike). Before each load the
 * host's benchmarkIndex is measured and the CPU slowed by the calibrated factor
 * (scripts/bench-calibration.mjs).
 * @param {{ targets: { name: string, url: string }[], loads?: number, chromePath?: string,
 *   pageFunctionsFile: string }} options
 * @returns {Promise<{ name: string, rows: { control: string, mobile: number | null,
 *   desktop: number | null }[], indexes: number[], slowdowns: number[] }[]>}
 */
export async function measureInteractions({ targets, loads = 5, chromePath, pageFunctionsFile }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const samples = targets.map(() => ({ mobile: [], desktop: [], indexes: [], slowdowns: [] }));
    for (let load = 0; load < loads; load++) {
      for (const [index, target] of targets.entries()) {
        for (const profile of ['mobile', 'desktop']) {
          const benchmarkIndex = await measureBenchmarkIndex(pageFunctionsFile, browser);
          // The same calibrated factor in both profiles: a phone's CPU on this host.
          const slowdown = cpuSlowdown(benchmarkIndex);
          samples[index].indexes.push(benchmarkIndex);
          samples[index].slowdowns.push(slowdown);
          samples[index][profile].push(await oneLoad(browser, target.url, profile, slowdown));
        }
      }
    }
    return targets.map((target, index) => {
      const of = (profile, name) => {
        const values = samples[index][profile]
          .map((sample) => sample[name])
          .filter((value) => value !== null);
        return values.length === 0 ? null : median(values);
      };
      return {
        name: target.name,
        rows: CONTROLS.map(({ name }) => ({
          control: name,
          mobile: of('mobile', name),
          desktop: of('desktop', name),
        })),
        indexes: samples[index].indexes,
        slowdowns: samples[index].slowdowns,
      };
    });
  } finally {
    await browser.close();
  }
}

/** One target's interaction rows as a Markdown table, with the calibration under it. */
export function interactionsMarkdown({ name, rows, indexes, slowdowns }, loads) {
  const range = (values, digits) =>
    `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}`;
  const cell = (value) =>
    value === null ? 'n/a' : value < 16 ? '<16 ms' : `${Math.round(value)} ms`;
  return [
    `Interaction latency on the home page of \`${name}\` (Event Timing, input to next paint), median of ${loads} loads per profile.`,
    '',
    '| Control | Phone (Pixel 7) | Desktop (1440 px) |',
    '| --- | ---: | ---: |',
    ...rows.map((row) => `| ${row.control} | ${cell(row.mobile)} | ${cell(row.desktop)} |`),
    '',
    `Host benchmarkIndex before each load: ${range(indexes, 0)}; CPU slowdown: ${range(slowdowns, 2)}x (index ÷ 600, clamped to 1-8).`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const port = Number(process.env.BENCH_PORT) || 4400;
  const folders = process.argv.slice(2).map((entry, index) => {
    const [name, dir] = entry.split('=');
    if (!name || !dir) throw new Error(`expected name=folder, not ${entry}`);
    return { name, dir: path.resolve(dir), url: `http://127.0.0.1:${port + index}/` };
  });
  if (folders.length === 0)
    folders.push({ name: 'out', dir: path.join(root, 'out'), url: `http://127.0.0.1:${port}/` });
  const servers = folders.map(({ dir, url }) =>
    spawn(
      path.join(root, 'node_modules', '.bin', 'serve'),
      [dir, '--listen', `tcp://${new URL(url).host}`, '--no-clipboard', '--no-request-logging'],
      { stdio: 'ignore' },
    ),
  );
  try {
    for (const { url } of folders) {
      for (let attempt = 0; ; attempt++) {
        try {
          if ((await fetch(url)).ok) break;
        } catch {
          if (attempt > 100) throw new Error(`${url} did not answer`);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const loads = 5;
    const results = await measureInteractions({
      targets: folders,
      loads,
      chromePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE || '/usr/bin/chromium',
      pageFunctionsFile: path.join(
        root,
        'bench',
        '.tools',
        'node_modules',
        'lighthouse',
        'core',
        'lib',
        'page-functions.js',
      ),
    });
    for (const result of results) console.log(`\n${interactionsMarkdown(result, loads)}`);
  } finally {
    for (const server of servers) server.kill();
  }
}
