/**
 * Moves each page's React Server Components payload out of its HTML into a file of its own,
 * in the exported site. Plain JavaScript (with JSDoc types) because the post-build script runs it
 * under plain Node. Used by scripts/postbuild/index.mjs and covered by
 * scripts/postbuild/external-payload.test.ts.
 *
 * Why: Next writes the payload the page hydrates from into the HTML as inline
 * `self.__next_f.push(…)` scripts: the whole server-rendered tree a second time, as data. On the
 * home page that was 14 KB of its 37 KB gzip, on a project page 6 of 15: bytes every visitor
 * downloads before the HTML is complete, though nothing reads them until the framework's scripts
 * run after the first paint (defer-scripts.mjs). In a file, the HTML carries only what is shown,
 * and the payload downloads beside the framework's chunks, when they are asked for.
 *
 * The page's loader asks for the file with the framework's chunks, after the first paint, and runs
 * the chunks once the file has run (defer-scripts.mjs `withPayloadFile`): the framework finds
 * the whole payload in `self.__next_f` when it starts, as it did with the inline scripts, and
 * hydrates from it unchanged. Its name is a hash of its contents, so a host may cache it for good,
 * as it does the chunks beside it.
 */

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hasLoader, withPayloadFile } from './defer-scripts.mjs';

/** The payload's inline scripts as React writes them: the first one creates the queue. */
const PAYLOAD_SCRIPT = /<script>((?:self\.__next_f|\(self\.__next_f=)[\s\S]*?)<\/script>/g;

/** Where the payload files go, under the export folder (and under the base path in URLs). */
export const PAYLOAD_FOLDER = '_next/static/payload';

/**
 * A page's payload scripts joined into one script, in order, or undefined on a page without any.
 * @param {string} html
 * @returns {string | undefined}
 */
export function payloadScript(html) {
  const bodies = [...html.matchAll(PAYLOAD_SCRIPT)].map((match) => match[1]);
  return bodies.length > 0 ? bodies.join(';\n') + ';\n' : undefined;
}

/**
 * The page without its inline payload, its loader asking for it from `url` instead.
 * @param {string} html
 * @param {string} url
 * @returns {string}
 */
export function withExternalPayload(html, url) {
  return withPayloadFile(html.replace(PAYLOAD_SCRIPT, ''), url);
}

/** The file name of a payload: a hash of its contents. */
function fileName(script) {
  return `${crypto.createHash('sha256').update(script).digest('hex').slice(0, 16)}.js`;
}

/** @type {import('./pipeline.mjs').PageStep} */
export const externalPayloadStep = {
  name: 'external payload',
  everyPage: true,
  expected: '<script>self.__next_f.push(…)</script> and the script loader',
  // After every step that rewrites the payload's rows (inline boundaries, inline hints) and after
  // the loader exists; before the CSP step, which then allows only the inline scripts left.
  page(html, _page, site) {
    const script = payloadScript(html);
    if (script === undefined || !hasLoader(html)) return html;
    const name = fileName(script);
    const folder = path.join(site.outDir, PAYLOAD_FOLDER);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, name), script);
    return withExternalPayload(html, `${site.basePath}/${PAYLOAD_FOLDER}/${name}`);
  },
};
