import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, resolveChromium } from './e2e/support/chromium';
import { ANALYTICS_MOCK_ORIGIN, EMAILJS_MOCK_ORIGIN, testSites } from './e2e/support/sites.mjs';

const launchOptions = chromiumLaunchOptions(resolveChromium());

const main = testSites.find((site) => site.name === 'main')!;

/**
 * The builds there are to serve: `npm test` builds every site first; a run of one spec after
 * `E2E_SITES=main npm run build:e2e` serves what was built (a spec that needs another site then
 * fails on its refused connection, naming the site's port). The other owners' sites are served by
 * their own runs (playwright.owner.config.ts), which may run beside this one.
 */
const builtSites = testSites.filter((site) => !site.contentDir && fs.existsSync(site.serveDir));

/**
 * The local imitations of EmailJS and the analytics providers: one of each for every run on the
 * machine (the builds name their ports). `npm test` starts them itself and runs this config and the
 * other owners' side by side, both using them (scripts/run-tests.mjs); a run alone starts them.
 * Each test reads only its own requests from them, so runs side by side do not mix.
 */
export const mockServers = [
  // The local imitation of the EmailJS API the test builds send to (see the file's header).
  {
    command: 'node e2e/support/emailjs-mock-server.mjs',
    url: `${EMAILJS_MOCK_ORIGIN}/__mock/health`,
    reuseExistingServer: true,
    timeout: 30_000,
  },
  // The local imitation of the analytics providers the test builds count with.
  {
    command: 'node e2e/support/analytics-mock-server.mjs',
    url: `${ANALYTICS_MOCK_ORIGIN}/__mock/health`,
    reuseExistingServer: true,
    timeout: 30_000,
  },
];

export default defineConfig({
  // Browser specs only; unit tests sit beside the code and the static checks of the builds sit in
  // e2e/static/, both under Jest.
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // Runs on another owner's site only, in its own run (playwright.owner.config.ts).
  testIgnore: ['**/analytics-owner.spec.ts'],
  // Tests are independent; run them in parallel across the workers.
  fullyParallel: true,
  // A stray `test.only` must never hide the rest of the suite on CI.
  forbidOnly: !!process.env.CI,
  // No retry, on CI or locally: a test that passes on its second try hides a defect (a retry once
  // hid the sent notice greeting "Hello there"). A flake is a cause to find, in the product or in
  // what the test waits for.
  retries: 0,
  // Three workers on two cores: a test spends part of its time waiting (for the network to go
  // idle, for Chrome's unused-preload report 3 s after a load), and a third browser fills those
  // waits. Measured on this 2-core machine: the cores sat 11 % idle with two workers, 3 % with
  // three, and the run took 10 % less time (a fourth was not tried: 3 % idle leaves little to fill).
  workers: 3,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    // Every spec talks to the main exported build unless it asks for another site.
    baseURL: `http://127.0.0.1:${main.port}`,
    // A trace records a screenshot and a DOM snapshot at every action: on every test that cost
    // about 30 % of the browser stage's time, and with no retry there is no second run to record.
    // Add `--trace retain-on-failure` to the run that needs one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  // Tags say where a test runs (`test('…', { tag: '@once' }, …)` or on a describe):
  // - @desktop: the desktop layout only (the slider, a keyboard walk);
  // - @mobile: the mobile layout only (the hamburger menu, the grid);
  // - @once: the answer cannot depend on the viewport (a route, a request, the base path, the
  //   contact form's logic): run in the desktop project only.
  // Untagged tests run in both projects. Checks that need no browser at all (HTML, metadata,
  // links, byte budgets) are not here: they are Jest tests over the builds in e2e/static/.
  projects: [
    {
      name: 'desktop',
      // A laptop's window: the desktop layout (from 1024 px) at the width the screenshots check.
      // Measured over the whole desktop project, a 1920 × 1080 window gave the same answers for
      // 12 % more of the browser's CPU time (its compositing alone 99 against 66 core-seconds) and
      // 9 % more time; what changes beyond 1440 px is checked by the tests that set that width.
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      grepInvert: /@mobile\b/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions },
      grepInvert: /@desktop\b|@once\b/,
    },
  ],
  // Each exported build is served as static hosts serve it: clean URLs, 404.html with status 404.
  webServer: [
    ...builtSites.map((site) => ({
      command: `node node_modules/serve/build/main.js ${site.serveDir} --listen tcp://127.0.0.1:${site.port} --no-clipboard --no-request-logging`,
      url: `http://127.0.0.1:${site.port}${site.basePath}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    })),
    ...mockServers,
  ],
});
