/**
 * Content-Security-Policy and the other security headers of the exported site.
 * Plain JavaScript (with JSDoc types) because the post-build script runs it under plain Node.
 * Used by scripts/postbuild/index.mjs and covered by scripts/postbuild/security-headers.test.ts.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** EmailJS's own API origin, used when NEXT_PUBLIC_EMAILJS_API_ORIGIN is not set. */
export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';
/** Cloudinary's delivery host. */
export const CLOUDINARY_ORIGIN = 'https://res.cloudinary.com';
/** The demo player's frame, loaded only after the visitor clicks play. */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

/**
 * Headers every response gets, whatever the path (the `/*` rule). No Content-Security-Policy
 * here: Netlify and Cloudflare Pages join the values of one header from every rule that matches a
 * path into one comma-separated header, and two policies in one header read as an invalid policy.
 * X-Frame-Options covers the responses no page rule matches (a 404 for an unknown path, whose
 * page carries its policy in a <meta> tag, where frame-ancestors is ignored).
 */
export const STATIC_SECURITY_HEADERS = {
  // Two years, the length the HSTS preload list asks for.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), microphone=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * The inline scripts of an HTML document that a CSP must allow: every <script> without `src`
 * whose type runs as JavaScript (JSON-LD and other data blocks are never executed).
 * @param {string} html
 * @returns {string[]} the scripts' source texts
 */
export function findInlineScripts(html) {
  const scripts = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(pattern)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    if (body.length === 0) continue;
    scripts.push(body);
  }
  return scripts;
}

/**
 * The CSP source expression of a script's SHA-256 hash.
 * @param {string} source
 */
export function scriptHash(source) {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * @typedef {object} PolicyOptions
 * @property {string[]} scriptHashes hashes of the page's inline scripts
 * @property {string} [emailjsOrigin] EmailJS API origin the contact form posts to
 * @property {boolean} [cloudinary] whether images come from Cloudinary
 * @property {{ script: string[], connect: string[], img: string[] }} [analytics] the origins the
 *   configured analytics provider needs (lib/analytics/providers.mjs `analyticsSources`)
 * @property {boolean} [forHeader] header form: adds directives a <meta> policy cannot carry
 */

/** No analytics: the policy gains nothing. */
const NO_ANALYTICS = { script: [], connect: [], img: [] };

/**
 * The Content-Security-Policy of one page: only the site itself, the configured Cloudinary host,
 * the EmailJS API origin, the video player's frame and, when the owner turned one on, the
 * analytics provider's script and data origins.
 * @param {PolicyOptions} options
 */
export function buildContentSecurityPolicy({
  scriptHashes,
  emailjsOrigin = DEFAULT_EMAILJS_ORIGIN,
  cloudinary = false,
  analytics = NO_ANALYTICS,
  forHeader = false,
}) {
  const imageSources = [
    "'self'",
    'data:',
    ...(cloudinary ? [CLOUDINARY_ORIGIN] : []),
    ...analytics.img,
  ];
  const connectSources = ["'self'", new URL(emailjsOrigin).origin, ...analytics.connect];
  const directives = [
    ['default-src', "'self'"],
    // 'wasm-unsafe-eval': the search (Pagefind) runs its index in WebAssembly; no eval of scripts.
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...new Set(scriptHashes), ...analytics.script],
    // Server-rendered style attributes (next/image, layout reservations) need inline styles.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', ...new Set(imageSources)],
    // The site loads no font file: its type is the visitor's system fonts.
    ['font-src', "'none'"],
    ['connect-src', ...new Set(connectSources)],
    ['frame-src', ...VIDEO_FRAME_ORIGINS],
    ['media-src', "'self'"],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", 'mailto:'],
  ];
  // frame-ancestors is ignored (and warned about) in a <meta> policy; only headers carry it.
  if (forHeader) directives.push(['frame-ancestors', "'none'"]);
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * Adds a <meta http-equiv="Content-Security-Policy"> as the first element of <head>, before any
 * script, for hosts that cannot set headers (GitHub Pages, plain buckets).
 * @param {string} html
 * @param {string} policy
 */
export function injectMetaPolicy(html, policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, '');
  // Right after the charset declaration, which must stay within the first 1024 bytes.
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  if (charset.test(withoutOld)) return withoutOld.replace(charset, (tag) => `${tag}${meta}`);
  return withoutOld.replace(/<head([^>]*)>/i, (head) => `${head}${meta}`);
}

/**
 * Headers a page's own rule adds to the static ones: its full policy, and a resource policy that
 * keeps other sites from loading the HTML as a resource (files stay embeddable: share images are
 * shown by other sites' link previews).
 */
export const PAGE_ONLY_HEADERS = { 'Cross-Origin-Resource-Policy': 'same-origin' };

/**
 * The policy of files that are not pages (scripts, styles, images, JSON, text): nothing
 * may run or load inside them if one is opened directly (an SVG can hold scripts), and no site
 * may frame them.
 */
export const FILE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

/**
 * A Netlify / Cloudflare Pages `_headers` file: the static headers for every path (`/*`), the full
 * policy of each page under each URL it answers to, and FILE_POLICY for each folder of files that
 * holds no page (`/_next/*`, `/images/*`, …). No two rules that send a policy match one path.
 * @param {{ paths: string[], policy: string }[]} pages
 * @param {string[]} [fileFolders] URL paths of folders without pages, e.g. ['/_next', '/images']
 */
export function buildHeadersFile(pages, fileFolders = []) {
  const lines = ['/*'];
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS))
    lines.push(`  ${name}: ${value}`);
  lines.push('');
  for (const folder of fileFolders) {
    lines.push(`${folder}/*`, `  Content-Security-Policy: ${FILE_POLICY}`, '');
  }
  for (const page of pages) {
    for (const urlPath of page.paths) {
      lines.push(urlPath, `  Content-Security-Policy: ${page.policy}`);
      for (const [name, value] of Object.entries(PAGE_ONLY_HEADERS))
        lines.push(`  ${name}: ${value}`);
      lines.push('');
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The top-level folders of the export that hold no page, as URL paths under the base path. A
 * folder with a PDF is left out: Chrome's PDF viewer runs inside the file's own document.
 * @param {string} outDir
 * @param {string} basePath
 * @returns {string[]}
 */
export function fileOnlyFolders(outDir, basePath) {
  return fs
    .readdirSync(outDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) => {
      const files = fs.readdirSync(path.join(outDir, entry.name), { recursive: true }).map(String);
      return !files.some((file) => /\.(html|pdf)$/i.test(file));
    })
    .map((entry) => `${basePath}/${entry.name}`)
    .sort();
}

/** @type {import('./pipeline.mjs').PageStep} */
export const cspMetaStep = {
  name: 'CSP meta tag',
  everyPage: true,
  expected: '<meta charset="…"/> or <head> to put the policy after',
  page(html, page, site) {
    const scriptHashes = findInlineScripts(html).map(scriptHash);
    const common = {
      scriptHashes,
      emailjsOrigin: site.emailjsOrigin,
      cloudinary: site.cloudinary,
      analytics: site.analytics,
    };
    page.headerPolicy = buildContentSecurityPolicy({ ...common, forHeader: true });
    return injectMetaPolicy(html, buildContentSecurityPolicy(common));
  },
};

/** @type {import('./pipeline.mjs').SiteStep} */
export const headersFileStep = {
  name: 'headers file',
  required: true,
  expected: "each page's policy from the CSP meta tag step, which must run first",
  site(site) {
    const pages = site.pages.flatMap((page) =>
      page.headerPolicy ? [{ paths: page.paths, policy: page.headerPolicy }] : [],
    );
    const folders = fileOnlyFolders(site.outDir, site.basePath);
    if (pages.length > 0)
      fs.writeFileSync(path.join(site.outDir, '_headers'), buildHeadersFile(pages, folders));
    return { changed: pages.length, of: site.pages.length, unit: 'pages in out/_headers' };
  },
};
