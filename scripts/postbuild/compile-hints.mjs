/**
 * V8's explicit compile hint for a whole file (Chrome 136+): a script that starts with
 * `//# allFunctionsCalledOnLoad` has every function compiled eagerly, on the background thread that
 * streams the download. Without it V8 compiles each module factory lazily, on the main thread,
 * the first time the factory runs: when the framework starts, React DOM's and the router's
 * factories were compiled in one block inside the start-up long task: about 165 ms on a
 * 4x-slowed phone CPU, about 80 ms with the hint (Lighthouse mobile TBT on the four benched pages
 * from 61-101 ms to 6-40 ms). Browsers without the feature read a comment.
 *
 * Every chunk gets it: the framework's run at start, and the lazy ones (the quick view,
 * framer-motion) run as soon as they arrive too.
 * Plain JavaScript so the post-build script (scripts/postbuild/index.mjs) runs it under Node.
 */
import fs from 'node:fs';
import path from 'node:path';
import { rewriteFiles } from './pipeline.mjs';

/** The magic comment, on the script's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The script with the hint on its first line (once, however often it runs). */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}\n${source}`;
}

/**
 * Adds the hint to every `.js` file under `dir`.
 * @param {string} dir
 * @returns {{ changed: number, of: number }} how many files it changed, of how many it read
 */
export function addCompileHints(dir) {
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  return rewriteFiles(files, withCompileHint);
}

/** @type {import('./pipeline.mjs').SiteStep} */
export const compileHintsStep = {
  name: 'compile hints',
  required: true,
  expected: 'the framework chunks as .js files under out/_next/static',
  site: (site) => ({
    ...addCompileHints(path.join(site.outDir, '_next', 'static')),
    unit: 'scripts',
  }),
};
