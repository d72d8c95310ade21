import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropWritingWithoutNotes } from './writing-without-notes.mjs';

function exportWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'out-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const feed = (items: unknown[]) =>
  JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', items });

describe('the writing of a language without notes', () => {
  it('is removed: its notes pages and feeds, and nothing else', () => {
    const out = exportWith({
      'index.html': '',
      'notes.html': '404',
      'notes.txt': '',
      'notes/_no-notes.html': '404',
      'feed.json': feed([]),
      'feed.xml': '<rss/>',
      'tags/react.html': '',
      'id/feed.json': feed([{ id: 'a' }]),
      'id/notes.html': 'notes',
    });
    expect(dropWritingWithoutNotes(out)).toEqual(['.']);
    expect(fs.readdirSync(out).sort()).toEqual(['id', 'index.html', 'tags']);
    expect(fs.existsSync(path.join(out, 'id', 'notes.html'))).toBe(true);
  });

  it('leaves a language with notes alone', () => {
    const out = exportWith({ 'notes.html': 'notes', 'feed.json': feed([{ id: 'a' }]) });
    expect(dropWritingWithoutNotes(out)).toEqual([]);
    expect(fs.existsSync(path.join(out, 'notes.html'))).toBe(true);
  });
});
