import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base, { mockServers } from './playwright.config';
import { otherOwnerSites } from './e2e/support/sites.mjs';

/**
 * The browser tests that run again on another owner's site (e2e/support/sites.mjs): the sweep of
 * every page, the work section (a slider and a grid of her number of projects), and whatever else
 * the site lists in `browserSpecs`. Every import of `@/content` reads her content/ (kept by
 * `npm run build:e2e` in the site's `contentDir`), so a test that expects the sample's values
 * instead of reading content/ fails here, and a test that cannot apply to her content skips with
 * the content's reason.
 *
 * `OWNER_SITE=<name>` picks the site (default: the first with a `contentDir`); `npm run test:owner`
 * (scripts/test-owners.mjs) runs this config once per such site.
 */
const ownerName = process.env.OWNER_SITE ?? otherOwnerSites[0]?.name;
const owner = otherOwnerSites.find((site) => site.name === ownerName);
if (!owner) {
  throw new Error(
    `OWNER_SITE="${ownerName}" is not a test site with its own content (e2e/support/sites.mjs: ${otherOwnerSites.map((site) => site.name).join(', ')})`,
  );
}

// The writing helpers read the notes and case studies from this folder.
process.env.WRITING_CONTENT_DIR = path.resolve(owner.contentDir!);

/**
 * Her content as `@/content`, through a tsconfig written beside her build (Playwright takes one
 * tsconfig per run, and the folder differs per site).
 */
const tsconfig = path.resolve('.e2e-builds', `${owner.name}.tsconfig.json`);
fs.mkdirSync(path.dirname(tsconfig), { recursive: true });
fs.writeFileSync(
  tsconfig,
  JSON.stringify(
    {
      extends: path.resolve('tsconfig.json'),
      compilerOptions: {
        baseUrl: path.resolve('.'),
        paths: {
          '@/content': [path.resolve(owner.contentDir!)],
          '@/content/*': [`${path.resolve(owner.contentDir!)}/*`],
          '@/*': ['./*'],
        },
      },
    },
    null,
    2,
  ),
);

/**
 * On the phone, only what its layout changes with her content: the home page (the grid of her
 * projects, with and without JavaScript), the grid's own test and the menu's languages (four
 * languages or more gather behind a button on desktop only); every other page's check in the
 * sweep answers the same on both layouts for another owner's content, and runs on the desktop.
 */
const PHONE_ONLY = / \/: answers| \/ shows|My Work grid|the open menu lists every other language/;

/** The specs run on every other owner's site, and those her site asks for on top. */
const specs = [
  'sweep',
  'home-work',
  ...(owner.browserSpecs ?? []),
  // Cloudflare Web Analytics rides on a site of its own: its walk runs there only.
  ...(owner.env.NEXT_PUBLIC_ANALYTICS_PROVIDER === 'cloudflare' ? ['analytics-owner'] : []),
];

export default defineConfig({
  ...base,
  // No retry here either (see playwright.config.ts).
  retries: 0,
  // `npm test` runs this beside the sample's browser tests with one worker (OWNER_WORKERS=1): the
  // two runs then keep the cores as busy as one run of three workers, without each run's start and
  // end leaving a core idle. Alone, as many workers as the sample's run.
  workers: Number(process.env.OWNER_WORKERS) || base.workers,
  // Its own folders: the sample's run, maybe going on beside it, clears and writes its own.
  outputDir: `.e2e-builds/results/${owner.name}`,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: `.e2e-builds/reports/${owner.name}` }]]
    : [['list']],
  projects: (base.projects ?? []).map((project) =>
    project.name === 'mobile' ? { ...project, grep: PHONE_ONLY } : project,
  ),
  tsconfig,
  testMatch: [...new Set(specs)].map((spec) => `${spec}.spec.ts`),
  testIgnore: [],
  use: { ...base.use, baseURL: `http://127.0.0.1:${owner.port}${owner.basePath}` },
  // Her site, and the imitations of EmailJS and the analytics providers her build talks to.
  webServer: [
    {
      command: `node node_modules/serve/build/main.js ${owner.serveDir} --listen tcp://127.0.0.1:${owner.port} --no-clipboard --no-request-logging`,
      url: `http://127.0.0.1:${owner.port}${owner.basePath}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    ...mockServers,
  ],
});
