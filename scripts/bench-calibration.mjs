/**
 * The bench's CPU calibration (scripts/bench.mjs, scripts/bench-interactions.mjs). Lighthouse's
 * fixed 4x slowdown assumes a high-end desktop host: on a slower host it emulated a slower phone,
 * so the same build scored differently from day to day and the bench could not tell a regression
 * from a slow machine. Its throttling documentation says to calibrate the multiplier to the host:
 * the slowdown is the host's `benchmarkIndex` ÷ 600 (4x on a host of 2,400), clamped to 1-8.
 */

/** The benchmarkIndex a 4x slowdown was made for, after the slowdown (Lighthouse's documentation). */
export const REFERENCE_BENCHMARK_INDEX = 600;

/**
 * The benchmarkIndex each profile emulates: the phone profile a phone of index 600; the desktop
 * profile, which Lighthouse runs unthrottled (the host taken as the desktop), a desktop of 2,400.
 */
export const PROFILE_INDEX = {
  mobile: REFERENCE_BENCHMARK_INDEX,
  desktop: 4 * REFERENCE_BENCHMARK_INDEX,
};

/**
 * The CPU slowdown that makes this host emulate the profile's device: index ÷ 600 on the phone
 * profile (÷ 2,400 on the desktop one), within 1-8, to two decimals.
 * @param {number} benchmarkIndex
 * @param {'mobile' | 'desktop'} [formFactor]
 */
export function cpuSlowdown(benchmarkIndex, formFactor = 'mobile') {
  const slowdown = Math.min(8, Math.max(1, benchmarkIndex / PROFILE_INDEX[formFactor]));
  return Math.round(slowdown * 100) / 100;
}

/**
 * Measures the host's benchmarkIndex as Lighthouse does (its own page function, from the
 * installed Lighthouse's `pageFunctionsFile`), in a blank page of `browser` (Playwright's), so the
 * slowdown can be set before the run it applies to.
 * @param {string} pageFunctionsFile
 * @param {import('@playwright/test').Browser} browser
 * @returns {Promise<number>}
 */
export async function measureBenchmarkIndex(pageFunctionsFile, browser) {
  const { computeBenchmarkIndex } = (await import(pageFunctionsFile)).pageFunctions;
  const page = await browser.newPage();
  try {
    return await page.evaluate(`(${computeBenchmarkIndex.toString()})()`);
  } finally {
    await page.close();
  }
}
