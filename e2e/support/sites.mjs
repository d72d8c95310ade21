/**
 * The exported builds the browser tests run against, each served on its own 127.0.0.1 port.
 * Shared by scripts/build-e2e.mjs (which builds them) and playwright.config.ts (which serves them).
 * Plain .mjs so the build script can import it without a TypeScript runner.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Shifts every port, so several checkouts can run their browser tests side by side
 * (e.g. E2E_PORT_OFFSET=100). The same offset must be set for building and testing.
 */
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);

/** Local imitation of the EmailJS API (e2e/support/emailjs-mock-server.mjs). */
export const EMAILJS_MOCK_PORT = 4319 + PORT_OFFSET;
export const EMAILJS_MOCK_ORIGIN = `http://127.0.0.1:${EMAILJS_MOCK_PORT}`;

/** Values the test builds are configured with; the mock checks them. */
export const TEST_EMAILJS = {
  publicKey: 'test-public-key',
  serviceId: 'test-service',
  templateId: 'test-template',
};

/** Local imitation of the analytics providers (e2e/support/analytics-mock-server.mjs). */
export const ANALYTICS_MOCK_PORT = 4330 + PORT_OFFSET;
export const ANALYTICS_MOCK_ORIGIN = `http://127.0.0.1:${ANALYTICS_MOCK_PORT}`;

/** The site identifier each provider's test build is configured with. */
export const TEST_ANALYTICS_SITES = {
  plausible: 'portfolio.test',
  umami: '94db1cb1-74f4-4a40-ad6c-962362670409',
  goatcounter: 'portfolio',
  cloudflare: '0123456789abcdef0123456789abcdef',
};

/**
 * The settings that turn a provider on for a test build, sending to the local imitation.
 * Each provider rides on a site that exists for another reason (a build costs ~50 s): Plausible
 * on `photos`, Umami on `basepath` (page views with the base path), GoatCounter on `cloudinary`,
 * Cloudflare on `owner`. `main` stays off: it proves nothing is sent and the policy is unchanged.
 * @param {keyof typeof TEST_ANALYTICS_SITES} provider
 */
export function analyticsEnv(provider) {
  return {
    NEXT_PUBLIC_ANALYTICS_PROVIDER: provider,
    NEXT_PUBLIC_ANALYTICS_SITE: TEST_ANALYTICS_SITES[provider],
    NEXT_PUBLIC_ANALYTICS_HOST: ANALYTICS_MOCK_ORIGIN,
  };
}

/** Cloud name of the Cloudinary-only test build; nothing is fetched from it (tests block the host). */
export const TEST_CLOUD_NAME = 'e2e-portfolio-cloud';

/** @type {import('./sites').TestSite[]} */
export const testSites = [
  {
    // The main build, in out/ like a normal `npm run build`, with EmailJS pointed at the mock.
    name: 'main',
    outDir: 'out',
    serveDir: 'out',
    port: 4173 + PORT_OFFSET,
    basePath: '',
    env: {
      NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${4173 + PORT_OFFSET}`,
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: TEST_EMAILJS.publicKey,
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: TEST_EMAILJS.serviceId,
      NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: TEST_EMAILJS.templateId,
      NEXT_PUBLIC_EMAILJS_API_ORIGIN: EMAILJS_MOCK_ORIGIN,
    },
  },
  {
    // A GitHub Pages project site: everything under /portfolio.
    name: 'basepath',
    outDir: '.e2e-builds/basepath/portfolio',
    serveDir: '.e2e-builds/basepath',
    port: 4175 + PORT_OFFSET,
    basePath: '/portfolio',
    env: {
      NEXT_PUBLIC_SITE_URL: 'https://example.github.io',
      NEXT_PUBLIC_BASE_PATH: '/portfolio',
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: TEST_EMAILJS.publicKey,
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: TEST_EMAILJS.serviceId,
      NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: TEST_EMAILJS.templateId,
      NEXT_PUBLIC_EMAILJS_API_ORIGIN: EMAILJS_MOCK_ORIGIN,
      ...analyticsEnv('umami'),
    },
  },
  {
    // Images only on Cloudinary: built from a copy of the project without public/images, so the
    // build must succeed, and every page must point at Cloudinary, with no local cover or photo.
    name: 'cloudinary',
    outDir: '.e2e-builds/cloudinary',
    serveDir: '.e2e-builds/cloudinary',
    port: 4176 + PORT_OFFSET,
    basePath: '',
    withoutPublic: ['images'],
    // Also a one-language site: the owner left only their default language (the first listed in
    // content/languages.ts, English in the sample), and deleted the other languages' folders of
    // content/translations/ (nothing reads them).
    onlyDefaultLanguage: true,
    env: {
      NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${4176 + PORT_OFFSET}`,
      NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME: TEST_CLOUD_NAME,
      ...analyticsEnv('goatcounter'),
    },
  },
  {
    // Owner-like photos instead of the flat sample art (scripts/images/photo-fixture.mjs: JPEG
    // covers of about 110 KB, one 4000×3000, a PNG portrait): the image byte budgets and the
    // bench are measured on it. Built in a copy whose public/images is replaced by the fixture.
    // Also an owner who has not set EmailJS up (no configuration at all: the contact form falls
    // back to the visitor's mail app), with Plausible counting visits.
    name: 'photos',
    outDir: '.e2e-builds/photos',
    serveDir: '.e2e-builds/photos',
    port: 4179 + PORT_OFFSET,
    basePath: '',
    withoutPublic: [],
    photoFixture: true,
    env: {
      NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${4179 + PORT_OFFSET}`,
      ...analyticsEnv('plausible'),
    },
  },
  {
    // Another owner's site: the sample's content edited as a new owner would (another name, city
    // and role, six projects with ids 2-21, nine profiles on other networks, an English-only
    // note, two more languages: four), by e2e/support/other-owner/. The static checks, the sweep and the work section's
    // tests run on it again with its content/ (playwright.owner.config.ts,
    // jest.static.config.mjs), so a test that expects the sample's values instead of reading
    // content/ fails.
    name: 'owner',
    outDir: '.e2e-builds/owner',
    serveDir: '.e2e-builds/owner',
    port: 4177 + PORT_OFFSET,
    basePath: '',
    overlay: 'e2e/support/other-owner',
    contentDir: '.e2e-builds/owner-content',
    // Besides the sweep and the work section: the home sections, whose social links are hers
    // (more than a phone's row, one network without a mark of its own), and her Arabic pages,
    // written right to left.
    browserSpecs: ['home-sections', 'direction'],
    env: {
      NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${4177 + PORT_OFFSET}`,
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: TEST_EMAILJS.publicKey,
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: TEST_EMAILJS.serviceId,
      NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: TEST_EMAILJS.templateId,
      NEXT_PUBLIC_EMAILJS_API_ORIGIN: EMAILJS_MOCK_ORIGIN,
      ...analyticsEnv('cloudflare'),
    },
  },
  {
    // The smallest owner's site (e2e/support/smallest-owner/): Indonesian ONLY (content/languages.ts
    // lists `id`; content/translations/en/ is deleted in the copy), one project without a demo
    // whose cover is a 1080×1920 phone screenshot, one internship, no notes, no case studies, no
    // social profile, no CV quick facts. The static checks run on it with its content/ (jest.static.config.mjs), and
    // e2e/static/smallest-owner.test.ts checks what makes it Indonesian-only.
    name: 'smallest',
    outDir: '.e2e-builds/smallest',
    serveDir: '.e2e-builds/smallest',
    port: 4178 + PORT_OFFSET,
    basePath: '',
    overlay: 'e2e/support/smallest-owner',
    contentDir: '.e2e-builds/smallest-content',
    staticTests: ['smallest-owner'],
    // Besides the sweep and the work section: the specs whose answer her content changes (one
    // language: no switcher; one project: one quick view; no demo; her long Indonesian job title on
    // a 320-px phone; her Indonesian words at a larger text size, and no filter to pick).
    browserSpecs: ['home-topbar', 'quick-view', 'home-sections', 'system-settings'],
    env: {
      NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${4178 + PORT_OFFSET}`,
    },
  },
];

/**
 * Whether a site is built from a copy of the project (scripts/build-e2e.mjs) rather than in the
 * checkout: a site without some public/ folder, with fewer languages or another owner's content.
 * @param {import('./sites').TestSite} site
 */
export const builtInCopy = (site) =>
  Boolean(site.withoutPublic || site.onlyDefaultLanguage || site.overlay);

/** The local URL a test site is served at, base path included. */
export function siteOrigin(name) {
  const site = testSites.find((candidate) => candidate.name === name);
  if (!site) throw new Error(`Unknown test site "${name}"`);
  return `http://127.0.0.1:${site.port}${site.basePath}`;
}

/** Test sites whose own content/ the tests read (their static checks and browser specs run apart). */
export const otherOwnerSites = testSites.filter((site) => site.contentDir);

/**
 * The file where scripts/build-e2e.mjs says why it did not build a site: another owner's site is
 * made from the sample's content, and once an owner has rewritten content/ (deleted the sample's
 * projects or a language) that site cannot be made from hers. Relative to the project's root.
 */
export const skipNoteOf = (site) => `.e2e-builds/${site.name}.skipped`;

/**
 * Why a test site was not built from this checkout's content (its skip note), or undefined.
 * @param {string} root the project's root
 */
export function whyNotBuilt(site, root) {
  const note = path.join(root, skipNoteOf(site));
  return fs.existsSync(note) ? fs.readFileSync(note, 'utf8').trim() : undefined;
}

/**
 * The other owners' sites built from this checkout (`npm run test:owner` and the static checks
 * run on these), each left-out one named with its reason on stderr, once per process.
 * @param {string} root the project's root
 */
export function builtOtherOwnerSites(root) {
  return otherOwnerSites.filter((site) => {
    const reason = whyNotBuilt(site, root);
    if (reason) console.warn(`Skipping the tests of the "${site.name}" test site: ${reason}`);
    return !reason;
  });
}

/**
 * Thrown by an overlay (e2e/support/<owner>/apply.mjs) when content/ lacks what it is made from:
 * the site is left out, with this message as its reason, instead of failing the build.
 */
export class DoesNotFit extends Error {}
