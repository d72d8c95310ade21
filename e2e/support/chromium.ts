import fs from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * Which Chromium the tests drive: PLAYWRIGHT_CHROMIUM_EXECUTABLE, else Debian's /usr/bin/chromium,
 * else the browser Playwright downloaded itself (returns undefined to let Playwright pick it).
 * Fails with instructions when there is none, instead of Playwright's long download advice.
 */
export function resolveChromium(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) {
      throw new Error(`PLAYWRIGHT_CHROMIUM_EXECUTABLE points at ${fromEnv}, which does not exist.`);
    }
    return fromEnv;
  }
  if (fs.existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  try {
    if (fs.existsSync(chromium.executablePath())) return undefined;
  } catch {
    // Playwright throws when it has no browser of its own; fall through to the advice below.
  }
  throw new Error(
    [
      'No Chromium found for the browser tests. Do one of:',
      '  • Debian/Ubuntu: sudo apt-get install chromium   (gives /usr/bin/chromium)',
      '  • any OS with internet: npx playwright install chromium',
      '  • point PLAYWRIGHT_CHROMIUM_EXECUTABLE at an installed Chrome or Chromium binary',
    ].join('\n'),
  );
}
