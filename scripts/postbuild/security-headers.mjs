/**
 * Content-Security-Policy and the other security headers of the exported site.
 * Plain JavaScript (with JSDoc types) because the post-build script runs it under plain Node.
 * Used by scripts/postbuild/index.mjs and covered by scripts/postbuild/security-headers.test.ts.
 */
import { createHash } from 'node:crypto';

/** EmailJS's own API origin, used when NEXT_PUBLIC_EMAILJS_API_ORIGIN is not set. */
export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';
/** Cloudinary's delivery host. */
export const CLOUDINARY_ORIGIN = 'https://res.cloudinary.com';
/** The demo player's frame, loaded only after the visitor clicks play. */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

/** Headers every response gets, whatever the page. */
export const STATIC_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
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
 * @property {boolean} [forHeader] header form: adds directives a <meta> policy cannot carry
 */

/**
 * The Content-Security-Policy of one page: only the site itself, the configured Cloudinary host,
 * the EmailJS API origin and the video player's frame.
 * @param {PolicyOptions} options
 */
export function buildContentSecurityPolicy({
  scriptHashes,
  emailjsOrigin = DEFAULT_EMAILJS_ORIGIN,
  cloudinary = false,
  forHeader = false,
}) {
  const imageSources = ["'self'", 'data:', ...(cloudinary ? [CLOUDINARY_ORIGIN] : [])];
  const directives = [
    ['default-src', "'self'"],
    // 'wasm-unsafe-eval': the search (Pagefind) runs its index in WebAssembly; no eval of scripts.
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...new Set(scriptHashes)],
    // Server-rendered style attributes (next/image, layout reservations) need inline styles.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', ...imageSources],
    ['font-src', "'self'"],
    ['connect-src', "'self'", new URL(emailjsOrigin).origin],
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
 * A Netlify / Cloudflare Pages `_headers` file: the static headers for every path, and the full
 * policy of each page under each URL it answers to.
 * @param {{ paths: string[], policy: string }[]} pages
 */
export function buildHeadersFile(pages) {
  const lines = ['/*'];
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS))
    lines.push(`  ${name}: ${value}`);
  lines.push("  Content-Security-Policy: frame-ancestors 'none'", '');
  for (const page of pages) {
    for (const urlPath of page.paths) {
      lines.push(urlPath, `  Content-Security-Policy: ${page.policy}`, '');
    }
  }
  return `${lines.join('\n')}\n`;
}
