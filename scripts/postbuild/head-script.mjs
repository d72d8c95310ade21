/**
 * Writes the head script (lib/head-script/) into every page, first in <head>, right after the
 * charset. React renders it only in development: in a build, the script would also travel inside
 * the page's RSC payload (about 1 KB gzip on every page), for a script React never runs. The build
 * writes its text to out/head-script.js (app/head-script.js/route.ts); this step inlines it and
 * removes the file. Plain JavaScript for plain Node; tested beside it.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Where the build writes the script's text, relative to out/. */
export const HEAD_SCRIPT_FILE = 'head-script.js';

const CHARSET = /<meta charSet="utf-8"\s*\/?>/i;

/**
 * The HTML with the script first in <head>, after the charset; unchanged when there is no charset.
 * @param {string} html
 * @param {string} script
 */
export function insertHeadScript(html, script) {
  return html.replace(CHARSET, (tag) => `${tag}<script>${script}</script>`);
}

/**
 * The page step, for the script in `outDir`'s file (read once, then the file is removed).
 * @param {string} outDir
 * @returns {import('./pipeline.mjs').PageStep}
 */
export function headScriptStep(outDir) {
  const file = path.join(outDir, HEAD_SCRIPT_FILE);
  if (!fs.existsSync(file)) {
    throw new Error(`expected out/${HEAD_SCRIPT_FILE}, written by app/head-script.js/route.ts`);
  }
  const script = fs.readFileSync(file, 'utf8');
  fs.rmSync(file);
  return {
    name: 'head script',
    everyPage: true,
    expected: '<meta charSet="utf-8"/> to put the head script after',
    page: (html) => insertHeadScript(html, script),
  };
}
