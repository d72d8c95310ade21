import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  defaultLanguageOf,
  dropDefaultLanguageCopy,
  otherLanguagesOf,
} from './default-language-copy.mjs';

function exportWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'out-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('the default language copy under its code', () => {
  it('reads the default language from the home page', () => {
    expect(defaultLanguageOf('<!DOCTYPE html><html lang="en" class="x">')).toBe('en');
  });

  it('removes out/en.html, out/en.txt and out/en/, and keeps every other language', () => {
    const out = exportWith({
      'index.html': '<html lang="en">',
      'en.html': '<html lang="en">',
      'en.txt': '',
      'en/cv.html': '<html lang="en">',
      'id.html': '<html lang="id">',
      'id/cv.html': '<html lang="id">',
    });
    expect(dropDefaultLanguageCopy(out)).toEqual({ language: 'en', removed: 3 });
    expect(fs.readdirSync(out).sort()).toEqual(['id', 'id.html', 'index.html']);
  });

  it("reads the other languages from the home page's alternates", () => {
    const home =
      '<html lang="en"><link rel="alternate" hrefLang="en" href="/"/>' +
      '<link rel="alternate" hrefLang="id" href="/id"/>' +
      '<link rel="alternate" hrefLang="x-default" href="/"/>';
    expect(otherLanguagesOf(home, 'en')).toEqual(['id']);
    expect(otherLanguagesOf('<html lang="id">', 'id')).toEqual([]);
  });

  it('leaves a two-language export without the copy as it is, and drops what a route wrote', () => {
    const home = '<html lang="en"><link rel="alternate" hrefLang="id" href="/id"/>';
    const out = exportWith({
      'index.html': home,
      'en/notes.html': '<html lang="en">',
      'id.html': '<html lang="id">',
    });
    expect(dropDefaultLanguageCopy(out)).toEqual({ language: 'en', removed: 1 });
    expect(fs.readdirSync(out).sort()).toEqual(['id.html', 'index.html']);
  });

  it("fails loudly when a one-language site's copy is not where the route writes it", () => {
    const out = exportWith({ 'index.html': '<html lang="en">' });
    expect(() => dropDefaultLanguageCopy(out)).toThrow(/expected out\/en\.html/);
  });
});
