/**
 * Moves each page's React Server Components payload out of its HTML into files of its own,
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
 * The page's loader asks for the files with the framework's chunks, after the first paint, and runs
 * the chunks once the last file has run (defer-scripts.mjs `withPayloadFiles`): the framework finds
 * the whole payload in `self.__next_f` when it starts, as it did with the inline scripts, and
 * hydrates from it unchanged. A file's name is a hash of its contents, so a host may cache it for
 * good, as it does the chunks beside it.
 *
 * Several files, not one: the browser reads and runs a script in one task of the main thread,
 * and the home page's payload (85 KB raw) in one file was a task of 51-97 ms on the bench's
 * 4x-slowed phone, blocking whatever the visitor pressed meanwhile. React writes the payload in
 * pushes of about 21 KB; the files take whole pushes, up to `PAYLOAD_FILE_BYTES` each (a larger
 * push gets a file alone), so each runs in a task of its own.
 */

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hasLoader, withPayloadFiles } from './defer-scripts.mjs';

/** The payload's inline scripts as React writes them: the first one creates the queue. */
const PAYLOAD_SCRIPT = /<script>((?:self\.__next_f|\(self\.__next_f=)[\s\S]*?)<\/script>/g;

/** Where the payload files go, under the export folder (and under the base path in URLs). */
export const PAYLOAD_FOLDER = '_next/static/payload';

/** The most of the payload one file holds, in characters (see the top of this file). */
export const PAYLOAD_FILE_BYTES = 24 * 1024;

/** Scripts as one, in order. */
const joined = (bodies) => bodies.join(';\n') + ';\n';

/** @param {string} html */
const payloadBodies = (html) => [...html.matchAll(PAYLOAD_SCRIPT)].map((match) => match[1]);

/**
 * A page's payload scripts joined into one script, in order, or undefined on a page without any.
 * @param {string} html
 * @returns {string | undefined}
 */
export function payloadScript(html) {
  const bodies = payloadBodies(html);
  return bodies.length > 0 ? joined(bodies) : undefined;
}

/**
 * A page's payload scripts as the scripts of its files, in order: whole pushes, as many as fit
 * in `limit` characters (a larger one alone). Empty on a page without any.
 * @param {string} html
 * @param {number} [limit]
 * @returns {string[]}
 */
export function payloadFiles(html, limit = PAYLOAD_FILE_BYTES) {
  /** @type {string[][]} */
  const files = [];
  let size = Infinity;
  for (const body of payloadBodies(html)) {
    if (size + body.length > limit) {
      files.push([]);
      size = 0;
    }
    files.at(-1)?.push(body);
    size += body.length;
  }
  return files.map(joined);
}

/**
 * The page without its inline payload, its loader asking for it from `urls` instead.
 * @param {string} html
 * @param {string[]} urls
 * @returns {string}
 */
export function withExternalPayload(html, urls) {
  return withPayloadFiles(html.replace(PAYLOAD_SCRIPT, ''), urls);
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
    const scripts = payloadFiles(html);
    if (scripts.length === 0 || !hasLoader(html)) return html;
    const folder = path.join(site.outDir, PAYLOAD_FOLDER);
    fs.mkdirSync(folder, { recursive: true });
    const urls = scripts.map((script) => {
      const name = fileName(script);
      fs.writeFileSync(path.join(folder, name), script);
      return `${site.basePath}/${PAYLOAD_FOLDER}/${name}`;
    });
    return withExternalPayload(html, urls);
  },
};
