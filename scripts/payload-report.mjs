/**
 * `node scripts/payload-report.mjs [out/index.html …]`: accounts for a page's React Server
 * Components payload (the `self.__next_f.push` scripts the page hydrates from, in its payload file
 * or inline) by kind: what each
 * client component receives (its props other than server-rendered children, which are counted as
 * markup), the server-rendered tree itself, the module references and the rest. Sizes are of the
 * payload's text (raw), and per client component also how many times it is rendered, so what is
 * repeated or larger than its use shows.
 *
 * It also lists the texts the payload repeats (the same string in several places: a word sent twice),
 * and what each client component's props cost after gzip, which is what a visitor downloads: the
 * payload's gzip size with and without them (gzip finds repeats within 32 KB, so a prop that
 * repeats nearby words costs less than its raw size).
 *
 * The payload is React's Flight format: rows `<id>:<value>`; a value `I[…,"Name"]` names a client
 * component, and an element `["$","$L<id>",key,props]` renders the component of row <id>.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loaderSources } from './postbuild/defer-scripts.mjs';
import { PAYLOAD_FOLDER, payloadScript } from './postbuild/external-payload.mjs';

/**
 * The script a page hydrates from: its inline payload scripts, or else the payload file its loader
 * names (scripts/postbuild/external-payload.mjs), read from `exportDir`, the export folder the
 * page's URLs start from (the base path included). '' when there is neither.
 */
export function pagePayloadScript(html, exportDir) {
  const inline = payloadScript(html);
  if (inline !== undefined) return inline;
  const url = loaderSources(html).find((source) => source.includes(`/${PAYLOAD_FOLDER}/`));
  if (!url || exportDir === undefined) return '';
  return fs.readFileSync(
    path.join(exportDir, url.slice(url.indexOf(`/${PAYLOAD_FOLDER}/`))),
    'utf8',
  );
}

/**
 * The payload's text: the strings the page pushes as `[1, "…"]`, in order (the script run against
 * a stand-in for `self`, as the browser runs it before the framework reads the queue).
 */
export function payloadText(html, exportDir) {
  const self = { __next_f: [] };
  new Function('self', pagePayloadScript(html, exportDir))(self);
  return self.__next_f
    .filter((entry) => entry[0] === 1)
    .map((entry) => entry[1])
    .join('');
}

/** The export folder an exported page is in: the nearest folder above it holding `_next/`. */
function exportDirOf(file) {
  let dir = path.dirname(path.resolve(file));
  while (!fs.existsSync(path.join(dir, '_next')) && path.dirname(dir) !== dir) {
    dir = path.dirname(dir);
  }
  return dir;
}

/** The payload's rows by id. */
export function payloadRows(text) {
  const rows = new Map();
  for (const row of text.split(/\n(?=[0-9a-f]+:)/)) {
    const colon = row.indexOf(':');
    if (colon > 0) rows.set(row.slice(0, colon), row.slice(colon + 1).replace(/\n$/, ''));
  }
  return rows;
}

/** Bytes of a value as it is written in the payload. */
const size = (value) => Buffer.byteLength(JSON.stringify(value) ?? '');

/**
 * The payload's bytes by kind: each client component's props (children aside), the module rows,
 * and the server-rendered markup (everything else in the trees).
 */
export function accountPayload(text) {
  const rows = payloadRows(text);
  const clientNames = new Map();
  let modules = 0;
  for (const [id, value] of rows) {
    const reference = /^I\[[\s\S]*,"([^"]+)"\]$/.exec(value);
    if (reference) {
      // A name may be given by reference to another row ("$54").
      const name = reference[1].startsWith('$')
        ? JSON.parse(rows.get(reference[1].slice(1)) ?? '""')
        : reference[1];
      clientNames.set(`$L${id}`, name);
      modules += Buffer.byteLength(value);
    }
  }
  const byComponent = new Map();
  let markup = 0;
  let other = 0;
  const visit = (node) => {
    if (Array.isArray(node)) {
      if (node[0] === '$' && typeof node[1] === 'string' && node.length === 4) {
        const props = node[3] ?? {};
        const name = clientNames.get(node[1]);
        if (name) {
          const { children, ...own } = props;
          const entry = byComponent.get(name) ?? { count: 0, bytes: 0 };
          entry.count += 1;
          entry.bytes += size(own);
          byComponent.set(name, entry);
          markup += size(node) - size(own) - (children === undefined ? 0 : size(children));
          if (children !== undefined) visit(children);
          return;
        }
        const { children, ...attributes } = props;
        markup += size(node) - (children === undefined ? 0 : size(children));
        void attributes;
        if (children !== undefined) visit(children);
        return;
      }
      for (const child of node) visit(child);
      return;
    }
    if (typeof node === 'string') markup += size(node);
    else if (node && typeof node === 'object') other += size(node);
  };
  for (const [, value] of rows) {
    if (value.startsWith('I[')) continue;
    try {
      visit(JSON.parse(value));
    } catch {
      other += Buffer.byteLength(value); // a text row (T) or another row kind
    }
  }
  return { total: Buffer.byteLength(text), modules, markup, other, byComponent };
}

/** The texts of the payload's trees and props (module rows aside). */
function* textsOf(rows) {
  const walk = function* (node) {
    if (typeof node === 'string') yield node;
    else if (Array.isArray(node)) for (const child of node) yield* walk(child);
    else if (node && typeof node === 'object')
      for (const value of Object.values(node)) yield* walk(value);
  };
  for (const [, value] of rows) {
    if (value.startsWith('I[')) continue;
    try {
      yield* walk(JSON.parse(value));
    } catch {
      // A text row (`T<length>,<text>`) is one text.
      const text = /^T[0-9a-f]+,([\s\S]*)$/.exec(value);
      if (text) yield text[1];
    }
  }
}

/**
 * The texts written more than once (at least `minLength` characters: class names and short
 * labels aside), most bytes repeated first: `{ text, count, bytes }`, bytes being what the
 * repeats add.
 */
export function repeatedTexts(text, minLength = 24) {
  const counts = new Map();
  for (const value of textsOf(payloadRows(text))) {
    if (value.length >= minLength && !value.startsWith('$')) {
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  return [...counts]
    .filter(([, count]) => count > 1)
    .map(([value, count]) => ({
      text: value,
      count,
      bytes: Buffer.byteLength(value) * (count - 1),
    }))
    .sort((a, b) => b.bytes - a.bytes);
}

/**
 * What one client component's props add to the payload's gzip size: the payload written again
 * without them (children kept), gzipped, against the payload written the same way with them.
 */
export function gzipCostOfProps(text, name) {
  const rows = payloadRows(text);
  const ids = new Set();
  for (const [id, value] of rows) {
    const reference = /^I\[[\s\S]*,"([^"]+)"\]$/.exec(value);
    if (!reference) continue;
    const own = reference[1].startsWith('$')
      ? JSON.parse(rows.get(reference[1].slice(1)) ?? '""')
      : reference[1];
    if (own === name) ids.add(`$L${id}`);
  }
  const strip = (node) => {
    if (node === null || typeof node !== 'object') return node;
    if (!Array.isArray(node)) {
      return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, strip(value)]));
    }
    if (node[0] === '$' && node.length === 4 && ids.has(node[1])) {
      const children = node[3]?.children;
      return [...node.slice(0, 3), children === undefined ? {} : { children: strip(children) }];
    }
    return node.map(strip);
  };
  const write = (change) =>
    [...rows]
      .map(([id, value]) => {
        if (value.startsWith('I[')) return `${id}:${value}`;
        try {
          return `${id}:${JSON.stringify(change(JSON.parse(value)))}`;
        } catch {
          return `${id}:${value}`;
        }
      })
      .join('\n');
  const gzip = (value) => gzipSync(value, { level: 9 }).length;
  return gzip(write((node) => node)) - gzip(write(strip));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.slice(2);
  for (const file of files.length > 0 ? files : [path.join('out', 'index.html')]) {
    const text = payloadText(fs.readFileSync(file, 'utf8'), exportDirOf(file));
    const report = accountPayload(text);
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `${file}: payload ${kb(report.total)} raw, ${kb(gzipSync(text, { level: 9 }).length)} gzip`,
    );
    console.log(`  server-rendered markup ${kb(report.markup)}`);
    console.log(`  module references      ${kb(report.modules)}`);
    console.log(`  other rows             ${kb(report.other)}`);
    const components = [...report.byComponent].sort((a, b) => b[1].bytes - a[1].bytes);
    for (const [name, { count, bytes }] of components) {
      const gzip = kb(gzipCostOfProps(text, name)).padStart(8);
      console.log(
        `  props of ${name.padEnd(22)} ${kb(bytes).padStart(8)} (${count}×), ${gzip} gzip`,
      );
    }
    const repeated = repeatedTexts(text);
    const repeatedBytes = repeated.reduce((sum, { bytes }) => sum + bytes, 0);
    console.log(
      `  texts written more than once: ${repeated.length}, ${kb(repeatedBytes)} repeated`,
    );
    for (const { text: value, count } of repeated.slice(0, 12)) {
      console.log(
        `    ${count}× ${JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value)}`,
      );
    }
  }
}
