/**
 * A local imitation of the EmailJS REST API for the browser tests, on 127.0.0.1:EMAILJS_MOCK_PORT.
 * The test builds point the SDK at it (NEXT_PUBLIC_EMAILJS_API_ORIGIN), so no test reaches the
 * real provider.
 *
 * Provider endpoints, both with CORS and an OPTIONS preflight like the real API:
 *   POST /api/v1.0/email/send-form   multipart form data (emailjs.sendForm)
 *   POST /api/v1.0/email/send        JSON (emailjs.send)
 *
 * Control endpoints for the tests. Tests run in parallel (two workers, two projects) against this
 * one server, so everything is kept per test: each test sends its own id in the `x-test-id` header
 * (injected into the browser's requests by page.route) and passes the same id as `?test=` here.
 *   POST /__mock/scenario?test=ID  body {"mode":"status","status":200|400|429|500,"text"?:string}
 *                                  or {"mode":"hold"} (records the request and keeps it waiting
 *                                  until /__mock/release: a late answer) or {"mode":"drop"}
 *                                  (closes the connection without an answer)
 *   POST /__mock/release?test=ID   answers every request the test has waiting, as the body says
 *                                  ({"mode":"status",...} or {"mode":"drop"}); replies
 *                                  {"released": n}. A late answer is thus released by the test
 *                                  after it moved the page's clock, with no real wait.
 *   GET  /__mock/requests?test=ID  every request recorded for that test, oldest first
 *   POST /__mock/reset?test=ID     forgets the test's scenario and requests
 *   GET  /__mock/health            readiness probe for Playwright's webServer
 * Requests without an id are kept under "default".
 */
import http from 'node:http';
import { EMAILJS_MOCK_PORT, TEST_EMAILJS } from './sites.mjs';

const TEST_ID_HEADER = 'x-test-id';
const DEFAULT_TEST = 'default';
const SEND_FORM_PATH = '/api/v1.0/email/send-form';
const SEND_JSON_PATH = '/api/v1.0/email/send';

/** Reason phrases sent as the response text (the SDK surfaces the body as `text`). */
const STATUS_TEXT = {
  200: 'OK',
  400: 'The template ID is invalid',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** @typedef {{mode: 'status', status: number, text?: string} | {mode: 'drop'}} Answer */
/** @typedef {Answer | {mode: 'hold'}} Scenario */

/** @type {Map<string, Scenario>} */
const scenarios = new Map();
/** @type {Map<string, object[]>} */
const recorded = new Map();
/**
 * Requests kept waiting by the 'hold' scenario, per test, until released; whatever is still held
 * when the server stops is cut off.
 * @type {Map<string, {req: http.IncomingMessage, res: http.ServerResponse, fields: object}[]>}
 */
const held = new Map();

function corsHeaders(req) {
  return {
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'content-type',
    'Access-Control-Max-Age': '0',
    Vary: 'Origin',
  };
}

function reply(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(body);
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Form data or JSON, as a plain object, with the field names in the order they were sent. */
async function parseFields(req, body) {
  const contentType = req.headers['content-type'] ?? '';
  if (contentType.startsWith('multipart/form-data')) {
    const form = await new Request('http://mock/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    }).formData();
    const fields = {};
    const fieldNames = [];
    for (const [name, value] of form.entries()) {
      fieldNames.push(name);
      fields[name] = typeof value === 'string' ? value : `[file ${value.name}]`;
    }
    return { fields, fieldNames };
  }
  if (contentType.startsWith('application/json')) {
    const fields = JSON.parse(body.toString('utf8'));
    return { fields, fieldNames: Object.keys(fields) };
  }
  return { fields: { raw: body.toString('utf8') }, fieldNames: [] };
}

/** The provider checks the account values; so does the imitation, against the test builds' values. */
function credentialProblem(fields) {
  if (fields.user_id !== TEST_EMAILJS.publicKey) return 'The Public Key is invalid';
  if (fields.service_id !== TEST_EMAILJS.serviceId) return 'The service ID is invalid';
  if (fields.template_id !== TEST_EMAILJS.templateId) return 'The template ID is invalid';
  return null;
}

function record(testId, entry) {
  if (!recorded.has(testId)) recorded.set(testId, []);
  recorded.get(testId).push({ ...entry, at: Date.now() });
}

async function handleProvider(req, res, url, testId) {
  const body = await readBody(req);
  let parsed;
  try {
    parsed = await parseFields(req, body);
  } catch (error) {
    record(testId, {
      method: req.method,
      path: url.pathname,
      contentType: req.headers['content-type'] ?? '',
      fields: {},
      fieldNames: [],
      parseError: String(error),
    });
    reply(res, 400, 'Unreadable body', corsHeaders(req));
    return;
  }
  record(testId, {
    method: req.method,
    path: url.pathname,
    contentType: req.headers['content-type'] ?? '',
    ...parsed,
  });

  const scenario = scenarios.get(testId) ?? { mode: 'status', status: 200 };
  if (scenario.mode === 'hold') {
    if (!held.has(testId)) held.set(testId, []);
    const entry = { req, res, fields: parsed.fields };
    held.get(testId).push(entry);
    // A page that gives up (reload, closed tab) takes its request out of the waiting list.
    res.on('close', () => {
      const list = held.get(testId) ?? [];
      const index = list.indexOf(entry);
      if (index >= 0) list.splice(index, 1);
    });
    return;
  }
  answerWith(req, res, parsed.fields, scenario);
}

/** Answers one provider request: a status (after the account check), or a dropped connection. */
function answerWith(req, res, fields, answer) {
  if (answer.mode === 'drop') {
    req.socket.destroy();
    return;
  }
  const problem = credentialProblem(fields);
  if (problem) {
    reply(res, 400, problem, corsHeaders(req));
    return;
  }
  const text = answer.text ?? STATUS_TEXT[answer.status] ?? `Status ${answer.status}`;
  reply(res, answer.status, text, corsHeaders(req));
}

function isAnswer(value) {
  return value?.mode === 'drop' || (value?.mode === 'status' && Number.isInteger(value.status));
}

async function handleControl(req, res, url) {
  const testId = url.searchParams.get('test') ?? DEFAULT_TEST;
  if (url.pathname === '/__mock/health') return reply(res, 200, 'ok');
  if (url.pathname === '/__mock/requests' && req.method === 'GET') {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    return res.end(JSON.stringify(recorded.get(testId) ?? []));
  }
  if (url.pathname === '/__mock/reset' && req.method === 'POST') {
    for (const entry of held.get(testId) ?? []) entry.res.destroy();
    held.delete(testId);
    scenarios.delete(testId);
    recorded.delete(testId);
    return reply(res, 204, '');
  }
  if (url.pathname === '/__mock/scenario' && req.method === 'POST') {
    const scenario = JSON.parse((await readBody(req)).toString('utf8') || '{}');
    if (scenario.mode !== 'hold' && !isAnswer(scenario)) {
      return reply(res, 400, `Not a scenario: ${JSON.stringify(scenario)}`);
    }
    scenarios.set(testId, scenario);
    return reply(res, 204, '');
  }
  if (url.pathname === '/__mock/release' && req.method === 'POST') {
    const answer = JSON.parse((await readBody(req)).toString('utf8') || '{}');
    if (!isAnswer(answer)) return reply(res, 400, `Not an answer: ${JSON.stringify(answer)}`);
    const waiting = held.get(testId) ?? [];
    held.delete(testId);
    for (const entry of waiting) answerWith(entry.req, entry.res, entry.fields, answer);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    return res.end(JSON.stringify({ released: waiting.length }));
  }
  return reply(res, 404, 'Unknown control endpoint');
}

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.startsWith('/__mock/')) return await handleControl(req, res, url);

    const testId = String(req.headers[TEST_ID_HEADER] ?? DEFAULT_TEST);
    if (req.method === 'OPTIONS') {
      record(testId, {
        method: 'OPTIONS',
        path: url.pathname,
        contentType: '',
        fields: {},
        fieldNames: [],
      });
      res.writeHead(204, corsHeaders(req));
      return res.end();
    }
    if (
      req.method === 'POST' &&
      (url.pathname === SEND_FORM_PATH || url.pathname === SEND_JSON_PATH)
    ) {
      return await handleProvider(req, res, url, testId);
    }
    reply(res, 404, 'Not Found', corsHeaders(req));
  } catch (error) {
    if (!res.headersSent) reply(res, 500, `Mock failure: ${error}`);
  }
});

server.listen(EMAILJS_MOCK_PORT, '127.0.0.1', () => {
  console.log(`EmailJS mock listening on http://127.0.0.1:${EMAILJS_MOCK_PORT}`);
});

function stop() {
  for (const list of held.values()) for (const entry of list) entry.res.destroy();
  server.close(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
