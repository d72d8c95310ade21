/**
 * Runs the post-build steps (scripts/postbuild/index.mjs) over the exported site, and fails
 * loudly when one of them stops finding what it rewrites.
 * Plain JavaScript (with JSDoc types) because the post-build script runs it under plain Node.
 * Covered by scripts/postbuild/pipeline.test.ts.
 *
 * Each step matches Next's exact markup. After an upgrade of Next that markup may change, and a
 * step that finds nothing to rewrite would otherwise do nothing, silently. So every step reports
 * how many pages (or files) it changed, and a step marked `everyPage` that leaves any page
 * unchanged, or a `required` site step that changes nothing, stops the build with the step's
 * name and the markup it expected.
 *
 * Two kinds of step, run in the order listed:
 * - a page step rewrites each page's HTML (`page(html, page, site)` returns the new HTML, or a
 *   promise of it for a step that works asynchronously, such as the critical-styles step); pages
 *   are read once, and the ones a step changed are saved before the next step runs, so a later
 *   step that reads out/ from disk sees them;
 * - a site step works on out/ as a whole (`site(site)` returns how many of how many it changed).
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} Page
 * @property {string} file absolute path of the HTML file
 * @property {string[]} paths the URL paths a static host answers with it
 * @property {string} html its current HTML
 * @property {string} [headerPolicy] its Content-Security-Policy header (set by the CSP step)
 */

/**
 * @typedef {object} Site
 * @property {string} outDir the export folder
 * @property {string} basePath '' or e.g. /portfolio
 * @property {Page[]} pages every page a URL serves
 * @property {string} [emailjsOrigin] the EmailJS API origin the contact form posts to
 * @property {boolean} [cloudinary] whether images come from Cloudinary
 * @property {{ script: string[], connect: string[], img: string[] }} [analytics] the origins the
 *   analytics provider needs, none when it is off
 */

/**
 * @typedef {object} PageStep
 * @property {string} name
 * @property {(html: string, page: Page, site: Site) => string | Promise<string>} page
 * @property {boolean} [everyPage] every page must come out changed
 * @property {string} [expected] the markup the step rewrites, named when it found none
 */

/**
 * @typedef {object} SiteStep
 * @property {string} name
 * @property {(site: Site) => { changed: number, of: number, unit: string }} site
 * @property {boolean} [required] the step must change at least one file
 * @property {string} [expected] what the step needs to find, named when it changed nothing
 */

/** @typedef {PageStep | SiteStep} Step */

/** @typedef {{ step: string, changed: number, of: number, unit: string }} StepReport */

/** A step that did not find what it rewrites; the build stops. */
export class PostbuildStepError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'PostbuildStepError';
  }
}

/** Why a step that must change something failed, in words for the build log. */
function failure(/** @type {Step} */ step, /** @type {string} */ what) {
  const expected = step.expected
    ? ` Next's markup may have changed: expected ${step.expected}.`
    : '';
  return new PostbuildStepError(`postbuild step "${step.name}" ${what}.${expected}`);
}

/**
 * Runs `steps` in order over `site`, saving each page a page step changed with `savePage`.
 * Resolves to one report per step; rejects with PostbuildStepError at the first step that must
 * change pages (or files) and did not. Pages are rewritten one after another, never in parallel.
 * @param {Step[]} steps
 * @param {Site} site
 * @param {{ savePage?: (page: Page) => void, log?: (line: string) => void }} [io]
 * @returns {Promise<StepReport[]>}
 */
export async function runSteps(steps, site, { savePage = () => {}, log = () => {} } = {}) {
  /** @type {StepReport[]} */
  const reports = [];
  for (const step of steps) {
    const started = performance.now();
    /** @type {StepReport} */
    let report;
    if ('page' in step) {
      const unchanged = [];
      for (const page of site.pages) {
        const html = await step.page(page.html, page, site);
        if (html === page.html) {
          unchanged.push(page);
          continue;
        }
        page.html = html;
        savePage(page);
      }
      const of = site.pages.length;
      report = { step: step.name, changed: of - unchanged.length, of, unit: 'pages' };
      if (step.everyPage && unchanged.length > 0) {
        const names = unchanged.slice(0, 5).map((page) => page.paths[0] ?? page.file);
        const more =
          unchanged.length > names.length ? ` and ${unchanged.length - names.length} more` : '';
        throw failure(
          step,
          `must change every page but left ${unchanged.length} of ${of} unchanged (${names.join(', ')}${more})`,
        );
      }
    } else {
      const result = step.site(site);
      report = { step: step.name, ...result };
      if (step.required && result.changed === 0) {
        throw failure(step, `changed none of ${result.of} ${result.unit}`);
      }
    }
    // The time too: the post-build runs once per test site, so a slow step shows in every build.
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(
      `postbuild: ${report.step}: changed ${report.changed} of ${report.of} ${report.unit} (${seconds} s)`,
    );
    reports.push(report);
  }
  return reports;
}

/**
 * Every HTML file of the export a URL serves (not Next's build files under _next/).
 * @param {string} dir
 * @returns {string[]}
 */
export function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(full);
    // _not-found.html is Next's internal copy of 404.html; no URL serves it.
    return entry.name.endsWith('.html') && entry.name !== '_not-found.html' ? [full] : [];
  });
}

/**
 * The URL paths a static host answers with `file`: `/cv.html` and `/cv`, `/index.html` and `/`.
 * @param {string} outDir
 * @param {string} basePath
 * @param {string} file
 * @returns {string[]}
 */
export function urlPaths(outDir, basePath, file) {
  const relative = `/${path.relative(outDir, file).split(path.sep).join('/')}`;
  const clean = relative.replace(/\.html$/, '').replace(/\/index$/, '/');
  const paths = new Set([`${basePath}${relative}`, `${basePath}${clean}`]);
  if (clean === '/') paths.add(basePath || '/');
  return [...paths];
}

/**
 * Reads the exported site in `outDir`.
 * @param {string} outDir
 * @param {Omit<Site, 'outDir' | 'pages'>} settings
 * @returns {Site}
 */
export function readSite(outDir, settings) {
  const pages = htmlFiles(outDir).map((file) => ({
    file,
    paths: urlPaths(outDir, settings.basePath, file),
    html: fs.readFileSync(file, 'utf8'),
  }));
  return { ...settings, outDir, pages };
}

/**
 * Rewrites each file with `transform`, writing only those it changes: the shape of a site step
 * that edits built files (scripts, payloads) rather than pages.
 * @param {string[]} files
 * @param {(text: string) => string} transform
 * @returns {{ changed: number, of: number }}
 */
export function rewriteFiles(files, transform) {
  let changed = 0;
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const rewritten = transform(text);
    if (rewritten === text) continue;
    fs.writeFileSync(file, rewritten);
    changed += 1;
  }
  return { changed, of: files.length };
}
