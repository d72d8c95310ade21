/**
 * Next's `<Link>` prefetches the page a visible link leads to: it downloads that page's React
 * Server Components payload (the `.txt` files of out/). Each payload starts with resource hints,
 * rows like `:HL["/img/…avif","image",{…}]` and `:HL["/_next/static/chunks/….css","style"]`, and
 * React applies a payload's hints as soon as it arrives: a prefetch alone made the browser
 * download the linked page's LCP image and stylesheets, which the visitor may never open (and
 * the browser warned "preloaded but not used" on every page).
 *
 * This step removes the image and style hint rows from every payload. Navigation stays as fast:
 * the prefetched payload is still there when the link is followed, and it still holds the page's
 * stylesheet links and images, which load then (the stylesheets before the page shows, as React
 * waits for them).
 *
 * A page's own HTML carries the same rows in its inline payload, for what its <head> already
 * preloads (the LCP image) or inlines (the stylesheets): React, hydrating, finds those there and
 * does nothing with the rows. The page step removes them too, bytes that count in the first-load
 * budget. Plain JavaScript for plain Node; tested beside it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { rewriteFiles } from './pipeline.mjs';

/** A hint row of an image or a stylesheet (other hints, e.g. fonts or scripts, stay). */
const IMAGE_OR_STYLE_HINT = /^[0-9a-f]*:HL\["(?:[^"\\]|\\.)*","(?:image|style)"(?:,\{.*\})?\]\n/gm;

/**
 * The payload without its image and style hint rows.
 * @param {string} payload
 */
export function withoutPrefetchHints(payload) {
  return payload.replace(IMAGE_OR_STYLE_HINT, '');
}

/**
 * The same rows inside a page's inline payload scripts (`self.__next_f.push([1,"…"])`), where
 * each quote is escaped and each row ends in an escaped newline.
 */
const INLINE_IMAGE_OR_STYLE_HINT =
  /(?<=\\n|\[1,")[0-9a-f]*:HL\[\\"[^\]]*?\\",\\"(?:image|style)\\"(?:,\{[^\]]*\})?\]\\n/g;

/**
 * A page's HTML without image and style hint rows in its inline payload.
 * @param {string} html
 */
export function pageWithoutInlineHints(html) {
  return html.replace(/<script>self\.__next_f\.push\(\[1,"[\s\S]*?<\/script>/g, (script) =>
    script.replace(INLINE_IMAGE_OR_STYLE_HINT, ''),
  );
}

/** @type {import('./pipeline.mjs').PageStep} */
export const inlineHintsStep = {
  name: 'inline payload hints',
  page: (html) => pageWithoutInlineHints(html),
};

/** Every `.txt` payload under `dir` (robots.txt and the search index are not payloads). */
function payloadFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile() || !entry.name.endsWith('.txt')) return [];
    const file = path.join(entry.parentPath, entry.name);
    return file.includes(`${path.sep}pagefind${path.sep}`) ? [] : [file];
  });
}

/**
 * Strips the hint rows from every payload under `outDir`.
 * @param {string} outDir
 * @returns {{ changed: number, of: number }}
 */
export function stripPrefetchHints(outDir) {
  return rewriteFiles(payloadFiles(outDir), withoutPrefetchHints);
}

/** @type {import('./pipeline.mjs').SiteStep} */
export const prefetchHintsStep = {
  name: 'prefetch hints',
  required: true,
  expected: 'payload rows like :HL["/_next/static/chunks/….css","style"] in out/**/*.txt',
  site: (site) => ({ ...stripPrefetchHints(site.outDir), unit: 'payloads' }),
};
