/**
 * A language without notes has no notes page, no note and no feed. Next still exports one page
 * per notes route (it refuses a dynamic route with none, and the notes list of the default
 * language is a static route): they render the 404 page. This step finds each language's JSON
 * Feed; an empty one means no notes, and that language's notes pages and feeds are removed.
 * Runs first, before the pages are read. Plain JavaScript for plain Node; tested beside it.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The folders of out/ that hold a language's pages: the root, and each `<code>/` with a feed. */
function languageRoots(outDir) {
  const roots = [outDir];
  for (const entry of fs.readdirSync(outDir, { withFileTypes: true })) {
    if (entry.isDirectory() && fs.existsSync(path.join(outDir, entry.name, 'feed.json'))) {
      roots.push(path.join(outDir, entry.name));
    }
  }
  return roots;
}

/**
 * Removes notes.html, notes.txt, notes/, feed.xml and feed.json of every language whose feed has
 * no item. Returns the folders it cleared (relative to out/, '.' for the default language).
 * @param {string} outDir
 * @returns {string[]}
 */
export function dropWritingWithoutNotes(outDir) {
  const cleared = [];
  for (const root of languageRoots(outDir)) {
    const feed = path.join(root, 'feed.json');
    if (!fs.existsSync(feed)) continue;
    const { items } = JSON.parse(fs.readFileSync(feed, 'utf8'));
    if (Array.isArray(items) && items.length > 0) continue;
    for (const name of ['notes.html', 'notes.txt', 'notes', 'feed.xml', 'feed.json']) {
      fs.rmSync(path.join(root, name), { recursive: true, force: true });
    }
    cleared.push(path.relative(outDir, root) || '.');
  }
  return cleared;
}
