/**
 * A local imitation of the four analytics providers for the browser tests, on
 * 127.0.0.1:ANALYTICS_MOCK_PORT. The test builds name it as their NEXT_PUBLIC_ANALYTICS_HOST (a
 * self-hosted instance, as an owner would), so the pages' policies allow it and no test reaches a
 * real provider.
 *
 * Data endpoints, answering as the providers do (CORS included):
 *   POST /api/event       Plausible (text/plain JSON: n, u, d, r, p)
 *   POST /api/send        Umami ({ type, payload: { website, url, name?, data? } })
 *   GET|POST /count       GoatCounter (query: p, t, e, ...; sent by sendBeacon or an image)
 *   POST /cdn-cgi/rum     Cloudflare Web Analytics
 * Tracker scripts of the three providers that publish no package, small imitations that keep
 * each one's documented page API and attributes (the real ones cannot be fetched here):
 *   GET /script.js        Umami: data-website-id, data-host-url, data-auto-track; umami.track()
 *   GET /count.js         GoatCounter: data-goatcounter, data-goatcounter-settings; goatcounter.count()
 *   GET /beacon.min.js    Cloudflare: data-cf-beacon {token, spa, send.to}; counts page loads and,
 *                         with spa, history changes; no custom events
 * Control:
 *   GET /__mock/hits      every hit recorded so far, oldest first, as { provider, ...fields }
 *   GET /__mock/health    readiness probe for Playwright's webServer
 * Tests read what a page sent from the page's own requests (each test sees only its own); the
 * record here is for looking at a run by hand.
 */
import http from 'node:http';
import { ANALYTICS_MOCK_PORT } from './sites.mjs';

const UMAMI_SCRIPT = `(function () {
  var script = document.currentScript;
  if (!script) return;
  var host = (script.getAttribute('data-host-url') || script.src.split('/').slice(0, -1).join('/')).replace(/\\/$/, '');
  var website = script.getAttribute('data-website-id');
  function defaults() {
    return { website: website, hostname: location.hostname, screen: screen.width + 'x' + screen.height,
      language: navigator.language, title: document.title, url: location.href, referrer: document.referrer };
  }
  function send(payload) {
    if (!payload) return Promise.resolve();
    return fetch(host + '/api/send', { method: 'POST', keepalive: true, credentials: 'omit',
      headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ type: 'event', payload: payload }) })
      .then(function (response) { return response.json(); })
      .catch(function () {});
  }
  function track(name, data) {
    if (typeof name === 'string') return send(Object.assign(defaults(), { name: name, data: data }));
    if (typeof name === 'function') return send(name(defaults()));
    if (typeof name === 'object') return send(name);
    return send(defaults());
  }
  window.umami = { track: track };
  if (script.getAttribute('data-auto-track') !== 'false') track();
})();
`;

const GOATCOUNTER_SCRIPT = `(function () {
  var script = document.querySelector('script[data-goatcounter]');
  var endpoint = script && script.dataset.goatcounter;
  var settings = {};
  try { settings = JSON.parse((script && script.dataset.goatcounterSettings) || '{}'); } catch (e) {}
  window.goatcounter = window.goatcounter || {};
  window.goatcounter.count = function (vars) {
    vars = vars || {};
    if (!settings.allow_local && /(localhost$|^127\\.)/.test(location.hostname)) return;
    var data = { p: vars.path === undefined ? location.pathname + location.search : vars.path,
      t: vars.title === undefined ? document.title : vars.title, e: !!vars.event, r: document.referrer,
      rnd: Math.random().toString(36).slice(2, 7) };
    var query = [];
    for (var key in data) if (data[key] !== '' && data[key] !== false) query.push(key + '=' + encodeURIComponent(data[key]));
    var url = endpoint + '?' + query.join('&');
    if (!navigator.sendBeacon || !navigator.sendBeacon(url)) { var image = new Image(); image.src = url; }
  };
  if (!settings.no_onload) window.goatcounter.count();
})();
`;

const CLOUDFLARE_SCRIPT = `(function () {
  var script = document.currentScript;
  var config = {};
  try { config = JSON.parse(script.getAttribute('data-cf-beacon') || '{}'); } catch (e) {}
  var to = (config.send && config.send.to) || 'https://cloudflareinsights.com/cdn-cgi/rum';
  var last;
  function send() {
    if (location.href === last) return;
    last = location.href;
    navigator.sendBeacon(to, JSON.stringify({ siteToken: config.token, location: location.href,
      referrer: document.referrer, eventType: 1 }));
  }
  send();
  if (config.spa) {
    var push = history.pushState;
    history.pushState = function () { push.apply(this, arguments); send(); };
    addEventListener('popstate', send);
  }
})();
`;

const SCRIPTS = {
  '/script.js': UMAMI_SCRIPT,
  '/count.js': GOATCOUNTER_SCRIPT,
  '/beacon.min.js': CLOUDFLARE_SCRIPT,
};

/** @type {object[]} */
const hits = [];

function corsHeaders(req) {
  return {
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'content-type',
    Vary: 'Origin',
  };
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return { unreadable: text };
  }
}

/** A 1x1 transparent GIF, GoatCounter's answer to its image fallback. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const cors = corsHeaders(req);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors);
    return res.end();
  }
  if (url.pathname === '/__mock/health') {
    res.writeHead(200);
    return res.end('ok');
  }
  if (url.pathname === '/__mock/hits') {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    return res.end(JSON.stringify(hits));
  }
  const script = SCRIPTS[url.pathname];
  if (script && req.method === 'GET') {
    res.writeHead(200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    return res.end(script);
  }
  const body = req.method === 'POST' ? await readBody(req) : '';
  if (url.pathname === '/api/event' && req.method === 'POST') {
    hits.push({ provider: 'plausible', ...parseJson(body) });
    res.writeHead(202, { ...cors, 'Content-Type': 'text/plain' });
    return res.end('ok');
  }
  if (url.pathname === '/api/send' && req.method === 'POST') {
    hits.push({ provider: 'umami', ...parseJson(body) });
    res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
    return res.end(JSON.stringify({ cache: 'imitation', disabled: false }));
  }
  if (url.pathname === '/count') {
    hits.push({ provider: 'goatcounter', ...Object.fromEntries(url.searchParams) });
    res.writeHead(200, { ...cors, 'Content-Type': 'image/gif' });
    return res.end(PIXEL);
  }
  if (url.pathname === '/cdn-cgi/rum' && req.method === 'POST') {
    hits.push({ provider: 'cloudflare', ...parseJson(body) });
    res.writeHead(204, cors);
    return res.end();
  }
  res.writeHead(404, cors);
  res.end('Not Found');
});

server.listen(ANALYTICS_MOCK_PORT, '127.0.0.1', () => {
  console.log(`Analytics mock listening on http://127.0.0.1:${ANALYTICS_MOCK_PORT}`);
});

function stop() {
  server.close(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
