import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { testSites } from './sites.mjs';

/** Every file under `dir` whose name passes `accept`, as absolute paths. */
export function listFiles(dir: string, accept: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full, accept);
    return accept(entry.name) ? [full] : [];
  });
}

/** The exported HTML pages of a build folder (Next's internal _not-found copy left out). */
export function listPages(outDir: string): string[] {
  return listFiles(outDir, (name) => name.endsWith('.html') && name !== '_not-found.html');
}

/** Gzip size (level 9, deterministic) of a file. */
export function gzipSize(file: string): number {
  return gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** Values of an attribute on every tag of `tagName` in the HTML that matches `filter`. */
export function attributeValues(
  html: string,
  tagName: string,
  attribute: string,
  filter: (tag: string) => boolean = () => true,
): string[] {
  const tags = html.match(new RegExp(`<${tagName}\\b[^>]*>`, 'gi')) ?? [];
  return tags.filter(filter).flatMap((tag) => {
    const match = new RegExp(`\\s${attribute}="([^"]*)"`, 'i').exec(tag);
    return match?.[1] ? [decodeEntities(match[1])] : [];
  });
}

/** Decodes the few HTML entities React writes into attribute values. */
export function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

export const KB = 1024;

/** A test site's folders and URLs, as the static checks need them (see e2e/support/sites.mjs). */
export interface BuiltSite {
  /** The folder a static host serves: URL paths (base path included) map onto it. */
  serveDir: string;
  /** The export itself (serveDir plus the base path). */
  outDir: string;
  /** The base path, '' for none. */
  basePath: string;
  /** NEXT_PUBLIC_SITE_URL of the build: absolute URLs in the HTML start with it. */
  siteUrl: string;
}

/**
 * The file a static host with clean URLs (serve, Netlify, Cloudflare Pages) answers a URL path
 * with, status 200, or undefined when it would answer 404 or a redirect. Follows `serve`'s rules,
 * which the browser tests use: `/a` → `a` or `a.html`, `/dir` or `/dir/` → `dir/index.html`;
 * `/a.html` redirects to `/a`, so a page linked with `.html` counts as broken.
 */
export function fileForUrlPath(serveDir: string, urlPath: string): string | undefined {
  const decoded = decodeURIComponent(urlPath);
  if (decoded.endsWith('.html')) return undefined;
  const base = path.join(serveDir, decoded);
  if (!base.startsWith(path.resolve(serveDir))) return undefined;
  const candidates = decoded.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, `${base}.html`, path.join(base, 'index.html')];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** The URL path (base path included) a static host serves an exported HTML file at. */
export function urlPathOf(site: BuiltSite, file: string): string {
  const relative = path.relative(site.outDir, file).split(path.sep).join('/');
  const route = relative === 'index.html' ? '' : relative.replace(/\.html$/, '');
  return `${site.basePath}/${route}`;
}

/** Parses exported HTML into a document (the Jest environment is jsdom). */
export function parseHtml(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** What jest.static.config.mjs tells a part of the checks that runs before every build is done. */
const builtSitesGlobals = globalThis as { BUILT_SITES?: string[] };

/** The named test site's build, with absolute folders (run from the repository root). */
export function builtSite(name: string): BuiltSite {
  const site = testSites.find((candidate) => candidate.name === name);
  if (!site) throw new Error(`Unknown test site "${name}"`);
  // A part of the static checks that runs while some builds are still going (`npm test`, see
  // jest.static.config.mjs) may read only the builds it is told are done: an older build of
  // another site may still be on disk, and reading it would check the wrong thing.
  if (builtSitesGlobals.BUILT_SITES && !builtSitesGlobals.BUILT_SITES.includes(name)) {
    throw new Error(
      `the static checks of this part run before the "${name}" site is built (only ${builtSitesGlobals.BUILT_SITES.join(', ')} are): move this file out of CHECKOUT_BUILDS_ONLY in jest.static.config.mjs`,
    );
  }
  const outDir = path.resolve(site.outDir);
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    throw new Error(`${site.outDir} has no build: run \`npm run build:e2e\` first`);
  }
  return {
    serveDir: path.resolve(site.serveDir),
    outDir,
    basePath: site.basePath,
    siteUrl: site.env.NEXT_PUBLIC_SITE_URL!,
  };
}

/** What jest.static.config.mjs tells the checks it runs again on another owner's site. */
const testedSiteGlobals = globalThis as { TESTED_SITE?: string; TESTED_CONTENT_DIR?: string };

/**
 * The test site whose build the owner-independent checks read: 'main', or another owner's site
 * when jest.static.config.mjs runs them again on it (its content/ is then `@/content`).
 */
export const TESTED_SITE = testedSiteGlobals.TESTED_SITE ?? 'main';

/** Whether the checks run on the main build (the checks of the other test builds run there only). */
export const onMainSite = TESTED_SITE === 'main';

/** The content/ folder the tested site was built from (its notes and case studies). */
export const testedContentDir = path.resolve(testedSiteGlobals.TESTED_CONTENT_DIR ?? 'content');

/** `it` when `present`, else a skipped test whose name gives the reason (taken from content/). */
export const itWhen = (present: unknown, reason: string) => (name: string, fn: () => void) =>
  present ? it(name, fn) : it.skip(`${name} (skipped: ${reason})`, fn);
