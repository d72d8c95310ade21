/**
 * `npm run screenshots`: full-page screenshots of every kind of page, to look at before calling a
 * change done (a page can pass its tests and still look broken). For each exported site it serves
 * the folder, and shoots each page at a phone width (390×844, touch), a laptop width (1280×800)
 * and a desktop width (1440×900), in the light and dark theme, in each language, into
 * `screenshots/` (gitignored):
 *
 *   screenshots/<site>/<page>-<language>-<width>-<theme>.png   e.g. main/project-demo-id-390-dark.png
 *
 * The pages and languages are found in the build itself, so the script works on any owner's
 * content: the home page, a project page with a demo video and one without, all projects, the CV, the notes
 * list, a note with code and a figure, a tag page and the 404 page.
 *
 *   npm run screenshots -- [--site main|photos|owner|smallest] [--page home,note] [--width 390]
 *                          [--theme dark] [--language id] [--dir before=/tmp/out-before]
 *
 * Every option narrows the run and may name several values, comma-separated; without options
 * every combination is shot. `--dir name=folder` (repeatable) shoots another exported folder as a
 * site of that name, e.g. the build of an earlier commit, for scripts/compare-screenshots.mjs. Sites: `main` is out/ (`npm run build` or `npm run build:e2e`),
 * `photos` is the owner-like photo fixture (`E2E_SITES=photos npm run build:e2e`), `owner` and
 * `smallest` the other owners' sites (`E2E_SITES=owner,smallest npm run build:e2e`); a site that is
 * not built is skipped with a note. The servers listen on 127.0.0.1 from port 4185, shifted by
 * E2E_PORT_OFFSET like the tests' servers.
 *
 * The theme is the visitor's system preference (the site's default choice), emulated with
 * `prefers-color-scheme`. Motion is reduced, so no reveal or transition is caught halfway. Each
 * page is scrolled through once so its lazy images load, then shot from the top once its fonts
 * and every image have loaded and its finite animations have ended; an image in view that never
 * loads is reported. Every request that is not to the local server is refused, as on the tests'
 * closed network.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { testSites } from '../e2e/support/sites.mjs';
import { STYLES_PENDING_ATTRIBUTE } from '../lib/head-script/deferred-styles.mjs';
import { loadModule, root } from './check/load.mjs';

const { chromiumLaunchOptions, resolveChromium } = await loadModule('e2e/support/chromium.ts');
const { SECTIONS_DRAWN_ATTRIBUTE } = await loadModule('lib/head-script/sections.ts');

const FIRST_PORT = 4185 + Number(process.env.E2E_PORT_OFFSET ?? 0);
const OUTPUT_DIR = path.join(root, 'screenshots');

/** The layouts shot: a phone (touch, the mobile menu and grid), a laptop and a desktop screen. */
const WIDTHS = {
  390: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  1280: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  1440: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
};
const THEMES = ['light', 'dark'];

/**
 * The exported sites that can be shot, by name: the sample art, the photo fixture, and the other
 * owners' sites (`owner`: another name, projects and covers; `smallest`: one language, not English,
 * a phone screenshot as a cover), as `npm run build:e2e` and `npm run test:owner` build them.
 */
const SITES = ['main', 'photos', 'owner', 'smallest'].map((name) => {
  const site = testSites.find((candidate) => candidate.name === name);
  return { name, dir: path.join(root, site.outDir) };
});

const { values: options } = parseArgs({
  options: {
    site: { type: 'string' },
    page: { type: 'string' },
    width: { type: 'string' },
    theme: { type: 'string' },
    language: { type: 'string' },
    dir: { type: 'string', multiple: true },
  },
});

// Exported folders given by hand (`--dir before=/tmp/out-before`), shot beside the built sites.
for (const entry of options.dir ?? []) {
  const [name, dir] = entry.split('=');
  if (!name || !dir) throw new Error(`--dir takes name=folder, not ${entry}`);
  SITES.push({ name, dir: path.resolve(dir) });
}

/**
 * The items an option keeps (matched by `nameOf`), or all of them without the option. A name that
 * is none of `knownNames` is an error; a known one this build lacks (a page kind of another
 * owner's content, e.g. a project with a demo) was already reported as skipped.
 */
function pick(option, items, nameOf = String, knownNames = items.map(nameOf)) {
  const wanted = options[option]?.split(',').map((value) => value.trim());
  if (!wanted) return items;
  const unknown = wanted.filter((value) => !knownNames.includes(value));
  if (unknown.length > 0) {
    throw new Error(`--${option} ${unknown.join(',')}: choose among ${knownNames.join(', ')}`);
  }
  return items.filter((item) => wanted.includes(nameOf(item)));
}

/** The HTML of a built page, by its URL path (`/`, `/cv`, `/id/notes/x`), or undefined. */
function readPage(dir, urlPath) {
  const file = path.join(dir, `${urlPath === '/' ? 'index' : urlPath}.html`);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

/** The page names of a folder of the build (`portofolio`, `notes`, `tags`), in a stable order. */
function pagesIn(dir, folder) {
  const full = path.join(dir, folder);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full)
    .filter((name) => name.endsWith('.html'))
    .map((name) => name.slice(0, -'.html'.length))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** The first page of `folder` whose HTML passes `test`, as a URL path, or undefined. */
function firstPage(dir, folder, test = () => true) {
  const name = pagesIn(dir, folder).find((candidate) =>
    test(readPage(dir, `${folder}/${candidate}`)),
  );
  return name === undefined ? undefined : `/${folder}/${name}`;
}

/** Whether a page's HTML holds a demo video (the element, not the inlined stylesheet's rules). */
const hasDemo = (html) => /<lite-youtube[\s>]/.test(html);

/**
 * Every kind of page, each found among the default language's pages; the other languages' are at
 * the same paths under their prefix (a page missing in a language is skipped there).
 */
function pageKinds(dir) {
  const kinds = [
    { name: 'home', path: '/' },
    { name: 'project-demo', path: firstPage(dir, 'portofolio', hasDemo) },
    { name: 'project', path: firstPage(dir, 'portofolio', (html) => !hasDemo(html)) },
    { name: 'projects', path: '/portofolio' },
    { name: 'cv', path: '/cv' },
    { name: 'notes', path: '/notes' },
    {
      name: 'note',
      path: firstPage(dir, 'notes', (html) => html.includes('<pre') && html.includes('<figure')),
    },
    { name: 'tag', path: firstPage(dir, 'tags') },
    // Each language's own 404 page; the default language's is the one hosts serve for any
    // unknown address (it says it in the other languages too).
    { name: '404', path: '/404' },
  ];
  for (const kind of kinds.filter((candidate) => !candidate.path)) {
    console.warn(`  no ${kind.name} page in this build: skipped`);
  }
  return { kinds: kinds.filter((kind) => kind.path), names: kinds.map((kind) => kind.name) };
}

/**
 * The languages of a build, each with the prefix of its addresses, read from the home page: its
 * alternate links name every language (the default one at the root, `x-default`); a site in one
 * language has none, and its `<html lang>` names it.
 */
function languagesOf(dir) {
  const home = readPage(dir, '/');
  const alternates = [...home.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)];
  const rootHref = alternates.find(([, code]) => code === 'x-default')?.[2];
  const languages = alternates
    .filter(([, code]) => code !== 'x-default')
    .map(([, code, href]) => ({ code, prefix: href.slice(rootHref.length) }));
  if (languages.length > 0) return languages;
  return [{ code: /<html lang="([^"]+)"/.exec(home)[1], prefix: '' }];
}

/** The address of a page in a language: the default one at the root, others under their code. */
function localisedPath(pagePath, language) {
  if (language.prefix === '') return pagePath;
  return pagePath === '/' ? language.prefix : `${language.prefix}${pagePath}`;
}

/** Serves `dir` with `serve`, as the tests and `npm run preview` do, once it answers. */
async function startServer(dir, port) {
  const server = spawn(
    path.join(root, 'node_modules', '.bin', 'serve'),
    [dir, '--listen', `tcp://127.0.0.1:${port}`, '--no-clipboard', '--no-request-logging'],
    { cwd: root, stdio: 'ignore' },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return { server, origin };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`The static server for ${dir} did not start on port ${port}`);
}

/** How long an image in view may take to load before it is reported as never loading. */
const IMAGE_TIMEOUT_MS = 15_000;

/**
 * Brings the page to the state a visitor sees once everything has arrived: scrolled through once,
 * waiting at each screen for the images in view (lazy ones start loading as they near the screen),
 * then back at the top with its fonts loaded and its finite animations ended (endless ones, the
 * hero's scroll hint, are left running). Returns the images in view that never loaded: a visitor
 * would see their blurred placeholder for good.
 */
async function settle(page) {
  return page.evaluate(async (timeout) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const inView = (image) => {
      const box = image.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.bottom > 0 &&
        box.top < window.innerHeight &&
        box.right > 0 &&
        box.left < window.innerWidth
      );
    };
    const loaded = (image) =>
      image.complete ||
      new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeout);
        const done = () => {
          clearTimeout(timer);
          resolve(true);
        };
        image.addEventListener('load', done, { once: true });
        image.addEventListener('error', done, { once: true });
      });
    const unloaded = new Set();
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
      for (const image of [...document.images].filter(inView)) {
        if (!(await loaded(image)) || image.naturalWidth === 0) {
          unloaded.add(image.currentSrc || image.src);
        }
      }
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => null)),
    );
    await frame();
    await frame();
    return [...unloaded];
  }, IMAGE_TIMEOUT_MS);
}

/**
 * A full-page capture draws only what Chrome renders, and a home section far below the screen is
 * rendered only while it is near the viewport (`content-visibility: auto`, styles/_sections.scss):
 * down the capture it would be blank. Every section is drawn for the capture, as a visitor meets
 * it on screen and as a section link draws it (lib/head-script/sections.ts).
 */
async function drawWhole(page) {
  await page.evaluate(async (attribute) => {
    document.documentElement.setAttribute(attribute, '');
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, SECTIONS_DRAWN_ATTRIBUTE);
}

/** Shoots every chosen page of one site; returns how many files were written. */
async function shootSite(browser, site, port) {
  const built = pageKinds(site.dir);
  const kinds = pick('page', built.kinds, (kind) => kind.name, built.names);
  const languages = pick('language', languagesOf(site.dir), (language) => language.code);
  const { server, origin } = await startServer(site.dir, port);
  const siteDir = path.join(OUTPUT_DIR, site.name);
  fs.mkdirSync(siteDir, { recursive: true });
  let written = 0;
  try {
    for (const width of pick('width', Object.keys(WIDTHS).map(Number))) {
      for (const theme of pick('theme', THEMES)) {
        const context = await browser.newContext({
          ...WIDTHS[width],
          deviceScaleFactor: 1,
          colorScheme: theme,
          reducedMotion: 'reduce',
        });
        await context.route(
          (url) => url.origin !== origin,
          (route) => route.abort('blockedbyclient'),
        );
        const page = await context.newPage();
        for (const kind of kinds) {
          for (const language of languages) {
            const address = localisedPath(kind.path, language);
            if (!readPage(site.dir, address)) {
              console.warn(`  ${address}: not in this build; skipped`);
              continue;
            }
            await page.goto(origin + address, { waitUntil: 'load' });
            // With its whole stylesheets: until they are in, what is below the first screen (a
            // project page's footer) is not drawn, and a capture caught it 197 px short.
            await page.waitForFunction(
              (attribute) => !document.documentElement.hasAttribute(attribute),
              STYLES_PENDING_ATTRIBUTE,
            );
            // Drawn whole first: an animation in a section Chrome skips (far from the screen)
            // does not advance, and settle() waits for the finite ones to end.
            await drawWhole(page);
            const unloaded = await settle(page);
            const file = path.join(siteDir, `${kind.name}-${language.code}-${width}-${theme}.png`);
            await page.screenshot({ path: file, fullPage: true });
            written += 1;
            for (const src of unloaded) {
              console.warn(`  ${path.basename(file)}: never loaded ${src}`);
            }
          }
        }
        await context.close();
      }
    }
  } finally {
    server.kill();
  }
  return written;
}

const browser = await chromium.launch(chromiumLaunchOptions(resolveChromium()));
try {
  const sites = pick('site', SITES, (site) => site.name);
  for (const [index, site] of sites.entries()) {
    if (!fs.existsSync(path.join(site.dir, 'index.html'))) {
      console.warn(`${site.name}: ${path.relative(root, site.dir)} is not built; skipped`);
      continue;
    }
    console.log(`${site.name}: ${path.relative(root, site.dir)}`);
    const written = await shootSite(browser, site, FIRST_PORT + index);
    console.log(
      `  ${written} screenshots in ${path.relative(root, path.join(OUTPUT_DIR, site.name))}/`,
    );
  }
} finally {
  await browser.close();
}
