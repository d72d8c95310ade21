/**
 * How Netlify and Cloudflare Pages turn a `_headers` file into the headers of one response.
 * Plain JavaScript (with JSDoc types): the header test (e2e/static/headers.test.ts) and the local
 * server that imitates those hosts (scripts/serve-with-headers.mjs) share it.
 * Covered by scripts/postbuild/host-headers.test.ts.
 *
 * Every rule whose path pattern matches the request path contributes its headers, and the values
 * of one header name from several rules are joined with ", " into one header. (Cloudflare's
 * `! Header` detach lines have no Netlify equivalent, so the file never uses them.)
 * In a pattern, `*` matches any run of characters, `/` included, and `:name` one path segment.
 */

/** @typedef {{ pattern: string, headers: [string, string][] }} HeaderRule */

/**
 * The rules of a `_headers` file, in order: an unindented line is a path, indented
 * `Name: value` lines below it its headers; `#` starts a comment line.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon === -1) throw new Error(`_headers: a header line outside a rule: "${line}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * Whether a rule's path pattern matches a request path.
 * @param {string} pattern
 * @param {string} urlPath
 */
export function patternMatches(pattern, urlPath) {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`).test(urlPath);
}

/**
 * The headers a request for `urlPath` receives: names in lower case, the values of every matching
 * rule joined with ", " in file order.
 * @param {HeaderRule[]} rules
 * @param {string} urlPath
 * @returns {Record<string, string>}
 */
export function headersForPath(rules, urlPath) {
  /** @type {Record<string, string[]>} */
  const joined = {};
  for (const rule of rules) {
    if (!patternMatches(rule.pattern, urlPath)) continue;
    for (const [name, value] of rule.headers) (joined[name.toLowerCase()] ??= []).push(value);
  }
  return Object.fromEntries(
    Object.entries(joined).map(([name, values]) => [name, values.join(', ')]),
  );
}
