/**
 * Removes the copy of the default language's pages under its own code (out/en.html, out/en/…).
 * Every language's pages come from the `[lang]` route, so that a site with one language still
 * has a route Next can export (it refuses a dynamic route with no pages); the default language's
 * pages are served at the root, so its copy under the code is dropped here, before any other step.
 * Plain JavaScript because the post-build script runs it under plain Node; tested beside it.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The `lang` of the exported home page: the default language's code. */
export function defaultLanguageOf(html) {
  return /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
}

/**
 * Deletes out/<code>.html, out/<code>.txt and out/<code>/ for the default language.
 * @param {string} outDir
 * @returns {{ language: string, removed: number }}
 */
export function dropDefaultLanguageCopy(outDir) {
  const language = defaultLanguageOf(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'));
  if (!language) {
    throw new Error('out/index.html has no <html lang>: the default language cannot be told');
  }
  const targets = [`${language}.html`, `${language}.txt`, language]
    .map((name) => path.join(outDir, name))
    .filter((target) => fs.existsSync(target));
  if (!targets.some((target) => target.endsWith('.html'))) {
    throw new Error(
      `expected out/${language}.html, the default language's copy under its code (app/[lang]): Next's output may have changed`,
    );
  }
  for (const target of targets) fs.rmSync(target, { recursive: true, force: true });
  return { language, removed: targets.length };
}
