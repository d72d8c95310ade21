/**
 * Removes the copy of the default language's pages under its own code (out/en.html, out/en/…).
 * The `[lang]` routes export the other languages; a site with one language exports its default
 * there instead (Next refuses a dynamic route with no pages), and a route some languages have no
 * pages of (notes) exports the default's too (lib/i18n/languages.ts, lib/writing/routes.ts). The
 * default language's pages are served at the root, so its copy under the code is dropped here,
 * before any other step.
 * Plain JavaScript because the post-build script runs it under plain Node; tested beside it.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The `lang` of the exported home page: the default language's code. */
export function defaultLanguageOf(html) {
  return /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
}

/**
 * The languages other than the default that the home page links to as its alternates.
 * @param {string} html
 * @param {string} language the default language
 */
export function otherLanguagesOf(html, language) {
  return [...html.matchAll(/<link\b[^>]*\shreflang="([^"]+)"/gi)]
    .map((match) => match[1])
    .filter((code) => code !== language && code !== 'x-default');
}

/**
 * Deletes out/<code>.html, out/<code>.txt and out/<code>/ for the default language, where they are.
 * @param {string} outDir
 * @returns {{ language: string, removed: number }}
 */
export function dropDefaultLanguageCopy(outDir) {
  const home = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const language = defaultLanguageOf(home);
  if (!language) {
    throw new Error('out/index.html has no <html lang>: the default language cannot be told');
  }
  const targets = [`${language}.html`, `${language}.txt`, language]
    .map((name) => path.join(outDir, name))
    .filter((target) => fs.existsSync(target));
  // A one-language site's `[lang]` route writes the copy: had it gone elsewhere, it would be served.
  if (
    otherLanguagesOf(home, language).length === 0 &&
    !targets.some((target) => target.endsWith('.html'))
  ) {
    throw new Error(
      `expected out/${language}.html, the default language's copy under its code (app/[lang]): Next's output may have changed`,
    );
  }
  for (const target of targets) fs.rmSync(target, { recursive: true, force: true });
  return { language, removed: targets.length };
}
