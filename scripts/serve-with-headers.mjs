/**
 * Serves an export folder the way Netlify and Cloudflare Pages do: clean URLs (`/cv` → cv.html),
 * 404.html with status 404 for unknown paths, and the headers of out/_headers combined as those
 * hosts combine matching rules (scripts/postbuild/host-headers.mjs). For checking the headers with
 * real tools, e.g. the MDN HTTP Observatory, which grades HSTS only over HTTPS.
 *
 *   node scripts/serve-with-headers.mjs [dir=out] [--port 8443] [--cert cert.pem --key key.pem]
 *        [--redirect-from 8080]
 *
 * With a certificate it serves HTTPS (a self-signed one will do for local tools:
 * `openssl req -x509 -newkey rsa:2048 -nodes -subj /CN=localhost -keyout key.pem -out cert.pem`),
 * and `--redirect-from` answers plain HTTP on that port with a redirect to it, as the hosts do.
 */
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { headersForPath, parseHeadersFile } from './postbuild/host-headers.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: '8443' },
    cert: { type: 'string' },
    key: { type: 'string' },
    'redirect-from': { type: 'string' },
  },
});
const root = path.resolve(positionals[0] ?? 'out');
const rules = parseHeadersFile(fs.readFileSync(path.join(root, '_headers'), 'utf8'));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

/** The file a host serves for a URL path, or undefined. */
function fileFor(urlPath) {
  const relative = decodeURIComponent(urlPath).replace(/^\/+/, '');
  const candidates = [relative, `${relative}.html`, path.join(relative, 'index.html')];
  for (const candidate of candidates) {
    const full = path.join(root, candidate);
    if (full.startsWith(root) && fs.existsSync(full) && fs.statSync(full).isFile()) return full;
  }
  return undefined;
}

/** @type {http.RequestListener} */
function handle(request, response) {
  const urlPath = new URL(request.url ?? '/', 'http://host').pathname;
  const file = fileFor(urlPath);
  const served = file ?? path.join(root, '404.html');
  response.writeHead(file ? 200 : 404, {
    ...headersForPath(rules, urlPath),
    'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream',
  });
  response.end(request.method === 'HEAD' ? undefined : fs.readFileSync(served));
}

const port = Number(values.port);
if (values.cert && values.key) {
  https
    .createServer({ cert: fs.readFileSync(values.cert), key: fs.readFileSync(values.key) }, handle)
    .listen(port, () => console.log(`Serving ${root} at https://localhost:${port}`));
} else {
  http
    .createServer(handle)
    .listen(port, () => console.log(`Serving ${root} at http://localhost:${port}`));
}
if (values['redirect-from']) {
  http
    .createServer((request, response) => {
      const host = (request.headers.host ?? 'localhost').replace(/:\d+$/, '');
      response.writeHead(301, { location: `https://${host}:${port}${request.url ?? '/'}` });
      response.end();
    })
    .listen(Number(values['redirect-from']));
}
