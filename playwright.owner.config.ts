import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { otherOwnerSites } from './e2e/support/sites.mjs';

/**
 * The browser tests that run again on another owner's site (e2e/support/sites.mjs): the sweep of
 * every page and the work section (a slider and a grid of her number of projects). Every import
 * of `@/content` reads her content/ (kept by `npm run build:e2e`), through the tsconfig below, so
 * a test that expects the sample's values instead of reading content/ fails here.
 */
const owner = otherOwnerSites[0]!;

// The writing helpers read the notes and case studies from this folder.
process.env.WRITING_CONTENT_DIR = path.resolve(owner.contentDir!);

/**
 * On the phone, only what its layout changes with her content: the home page (the grid of her
 * projects, with and without JavaScript) and the grid's own test; every other page's check in the
 * sweep answers the same on both layouts for another owner's content, and runs on the desktop.
 */
const PHONE_ONLY = / \/: answers| \/ shows|My Work grid/;

export default defineConfig({
  ...base,
  projects: (base.projects ?? []).map((project) =>
    project.name === 'mobile' ? { ...project, grep: PHONE_ONLY } : project,
  ),
  tsconfig: './e2e/support/other-owner/tsconfig.json',
  // Her site has Cloudflare Web Analytics on (e2e/support/sites.mjs): its walk runs here only.
  testMatch: ['sweep.spec.ts', 'home-work.spec.ts', 'analytics-owner.spec.ts'],
  testIgnore: [],
  use: { ...base.use, baseURL: `http://127.0.0.1:${owner.port}` },
  // Her site, and the imitations of EmailJS and the analytics providers her build talks to.
  webServer: [
    {
      command: `node node_modules/serve/build/main.js ${owner.serveDir} --listen tcp://127.0.0.1:${owner.port} --no-clipboard --no-request-logging`,
      url: `http://127.0.0.1:${owner.port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    ...[base.webServer ?? []].flat().filter((server) => server.url?.includes('/__mock/')),
  ],
});
