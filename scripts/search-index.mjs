/**
 * Builds the full-text search index from the exported pages (out/), after the post-build steps:
 * Pagefind reads each page's `data-pagefind-body` (projects, case studies, notes, the CV) and
 * keeps one index per `<html lang>`, written to out/pagefind/. The browser loads it only when
 * the search dialog opens. Runs offline: the binary ships in the @pagefind/<platform> package.
 */
import path from 'node:path';
import * as pagefind from 'pagefind';

const outDir = path.resolve(import.meta.dirname, '..', 'out');

const { index, errors } = await pagefind.createIndex({});
if (!index) throw new Error(`search index: Pagefind did not start: ${errors.join('; ')}`);
const added = await index.addDirectory({ path: outDir });
if (added.errors.length > 0) throw new Error(`search index: ${added.errors.join('; ')}`);
const written = await index.writeFiles({ outputPath: path.join(outDir, 'pagefind') });
if (written.errors.length > 0) throw new Error(`search index: ${written.errors.join('; ')}`);
console.log(`search index: ${added.page_count} pages indexed into out/pagefind/`);
await pagefind.close();
