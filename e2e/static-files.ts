import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Every file under `dir` whose name passes `accept`, as absolute paths. */
export function listFiles(dir: string, accept: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full, accept);
    return accept(entry.name) ? [full] : [];
  });
}

/** The exported HTML pages of a build folder (Next's internal _not-found copy left out). */
export function listPages(outDir: string): string[] {
  return listFiles(outDir, (name) => name.endsWith('.html') && name !== '_not-found.html');
}

/** Gzip size (level 9, deterministic) of a file. */
export function gzipSize(file: string): number {
  return gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** Values of an attribute on every tag of `tagName` in the HTML that matches `filter`. */
export function attributeValues(
  html: string,
  tagName: string,
  attribute: string,
  filter: (tag: string) => boolean = () => true,
): string[] {
  const tags = html.match(new RegExp(`<${tagName}\\b[^>]*>`, 'gi')) ?? [];
  return tags.filter(filter).flatMap((tag) => {
    const match = new RegExp(`\\s${attribute}="([^"]*)"`, 'i').exec(tag);
    return match?.[1] ? [decodeEntities(match[1])] : [];
  });
}

/** Decodes the few HTML entities React writes into attribute values. */
export function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

export const KB = 1024;
