/**
 * Runs after `next build` (see the `build` script). Speeds up and hardens the static export in out/:
 * - each page's stylesheets are written into its HTML, so nothing blocks the first paint
 *   (scripts/postbuild/inline-styles.mjs);
 * - the framework's scripts start once the LCP image has painted (scripts/postbuild/defer-scripts.mjs);
 * - every script is compiled off the main thread while it downloads (scripts/postbuild/compile-hints.mjs);
 * - a per-page Content-Security-Policy <meta> tag allowing exactly the page's own inline scripts
 *   (by SHA-256 hash), for hosts that cannot send headers;
 * - a `_headers` file with the same policies plus frame-ancestors and the other security headers,
 *   for Netlify and Cloudflare Pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { addCompileHints } from './compile-hints.mjs';
import { deferFrameworkScripts } from './defer-scripts.mjs';
import { inlineStylesheets } from './inline-styles.mjs';
import {
  buildContentSecurityPolicy,
  buildHeadersFile,
  findInlineScripts,
  injectMetaPolicy,
  scriptHash,
} from './security-headers.mjs';

const outDir = path.resolve(import.meta.dirname, '..', '..', 'out');
const basePath = (process.env.NEXT_PUBLIC_BASE_PATH ?? '').replace(/\/+$/, '');
const emailjsOrigin = process.env.NEXT_PUBLIC_EMAILJS_API_ORIGIN || undefined;
const cloudinary = Boolean(process.env.NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME);

if (!fs.existsSync(outDir)) {
  console.error('postbuild: out/ does not exist; run `next build` first.');
  process.exit(1);
}

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(full);
    // _not-found.html is Next's internal copy of 404.html; no URL serves it.
    return entry.name.endsWith('.html') && entry.name !== '_not-found.html' ? [full] : [];
  });
}

/** The URL paths a static host answers with this file. */
function urlPaths(file) {
  const relative = `/${path.relative(outDir, file).split(path.sep).join('/')}`;
  const clean = relative.replace(/\.html$/, '').replace(/\/index$/, '/');
  const paths = new Set([`${basePath}${relative}`, `${basePath}${clean}`]);
  if (clean === '/') paths.add(basePath || '/');
  return [...paths];
}

const pages = [];
for (const file of htmlFiles(outDir)) {
  // Deferred first: the loader is an inline script the policy must allow by its hash.
  // next/font adds `<link rel="preconnect" href="/">` when no font is preloaded: a preconnect to
  // the page's own origin does nothing, and its href ignores the base path.
  const html = inlineStylesheets(deferFrameworkScripts(fs.readFileSync(file, 'utf8')), (href) =>
    fs.readFileSync(path.join(outDir, href.slice(basePath.length)), 'utf8'),
  ).replace(/<link rel="preconnect" href="\/" crossorigin=""\/>/g, '');
  const scriptHashes = findInlineScripts(html).map(scriptHash);
  const common = { scriptHashes, emailjsOrigin, cloudinary };
  fs.writeFileSync(file, injectMetaPolicy(html, buildContentSecurityPolicy(common)));
  pages.push({
    paths: urlPaths(file),
    policy: buildContentSecurityPolicy({ ...common, forHeader: true }),
  });
}
fs.writeFileSync(path.join(outDir, '_headers'), buildHeadersFile(pages));
console.log(`postbuild: Content-Security-Policy added to ${pages.length} pages and out/_headers`);
const hinted = addCompileHints(path.join(outDir, '_next', 'static'));
console.log(`postbuild: compile hint added to ${hinted} scripts`);
