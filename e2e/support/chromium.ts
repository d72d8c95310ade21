import fs from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Debian's builds of Chromium, lightest first. The headless shell is the browser's engine without
 * its windowing layers: the whole browser suite takes about 11 % less time in it than in the full
 * browser run headless, with the same engine version and results. It cannot open a window: for a
 * headed run, point PLAYWRIGHT_CHROMIUM_EXECUTABLE at /usr/bin/chromium.
 */
const SYSTEM_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const FULL_CHROMIUM = '/usr/bin/chromium';

/** How every test browser is started, whichever binary. */
export function chromiumLaunchOptions(executablePath: string | undefined) {
  return {
    executablePath,
    // Chromium's own calls home are refused on a closed network; these flags keep it quiet and fast.
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  };
}

/**
 * The full browser, for the few checks of a heuristic only it has (the headless shell asks for
 * every lazy image of a side-scrolled slider at once, where Chrome waits until it comes near):
 * PLAYWRIGHT_CHROMIUM_EXECUTABLE, else Debian's full chromium, else whatever `resolveChromium` finds.
 */
export function resolveFullChromium(): string | undefined {
  if (!process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE && fs.existsSync(FULL_CHROMIUM)) {
    return FULL_CHROMIUM;
  }
  return resolveChromium();
}

/**
 * Which Chromium the tests drive: PLAYWRIGHT_CHROMIUM_EXECUTABLE, else Debian's headless shell or
 * its full /usr/bin/chromium, else the browser Playwright downloaded itself (returns undefined to
 * let Playwright pick it). Fails with instructions when there is none, instead of Playwright's
 * long download advice.
 */
export function resolveChromium(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) {
      throw new Error(`PLAYWRIGHT_CHROMIUM_EXECUTABLE points at ${fromEnv}, which does not exist.`);
    }
    return fromEnv;
  }
  const system = SYSTEM_CHROMIUMS.find((candidate) => fs.existsSync(candidate));
  if (system) return system;
  try {
    if (fs.existsSync(chromium.executablePath())) return undefined;
  } catch {
    // Playwright throws when it has no browser of its own; fall through to the advice below.
  }
  throw new Error(
    [
      'No Chromium found for the browser tests. Do one of:',
      '  • Debian/Ubuntu: sudo apt-get install chromium-headless-shell   (or chromium)',
      '  • any OS with internet: npx playwright install chromium',
      '  • point PLAYWRIGHT_CHROMIUM_EXECUTABLE at an installed Chrome or Chromium binary',
    ].join('\n'),
  );
}
