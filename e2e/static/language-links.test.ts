import fs from 'node:fs';
import path from 'node:path';
import { languages, translations, writingCopy } from '@/content';
import { languagePath, splitLanguagePath } from '@/lib/i18n/languages';
import {
  builtSite,
  fileForUrlPath,
  listPages,
  parseHtml,
  TESTED_SITE,
  testedContentDir,
  urlPathOf,
} from '../support/static-files';
import { defaultSiteLanguage } from '../support/content';
import { escapeRegExp } from '../support/text';

/**
 * The language links of the writing pages, read from the exported files (of the main build, and
 * again of another owner's, whose English-only note is the case): a note or tag page links each
 * other language's twin where it exists, and where it does not (a note in one language, a tag only
 * it uses) that language's notes list or home page, saying why in that language's words; its
 * alternates name only pages that exist.
 */
const site = builtSite(TESTED_SITE);
const codes = languages.map((language) => language.code);

/** Whether a published note of the tested content lacks a language (its link then falls back). */
const notesDir = path.join(testedContentDir, 'notes');
const hasOneLanguageNote =
  codes.length > 1 &&
  fs.existsSync(notesDir) &&
  fs.readdirSync(notesDir).some((slug) => {
    const files = fs.readdirSync(path.join(notesDir, slug));
    const draft = files.some((file) =>
      /^draft:\s*true/m.test(fs.readFileSync(path.join(notesDir, slug, file), 'utf8')),
    );
    return !draft && codes.some((code) => !files.includes(`${code}.mdx`));
  });

/** The fallback sentence of a language as a pattern: its placeholders match any words. */
function fallbackPattern(code: string): RegExp {
  const words =
    code === defaultSiteLanguage.code ? writingCopy : translations[code]!.copy.writingCopy;
  return new RegExp(escapeRegExp(words.onlyInLanguage).replace(/\\\{(page|language)\\\}/g, '.+'));
}

describe(`the "${TESTED_SITE}" build`, () => {
  const writingPages = listPages(site.outDir)
    .map((file) => ({ file, urlPath: urlPathOf(site, file).slice(site.basePath.length) || '/' }))
    .filter(({ urlPath }) => /\/(notes|tags)\/[^/]+$/.test(splitLanguagePath(urlPath).path));
  const exists = (routePath: string) =>
    Boolean(fileForUrlPath(site.serveDir, `${site.basePath}${routePath}`));

  it('finds the writing pages', () => {
    expect(writingPages.length).toBeGreaterThan(0);
  });

  (languages.length > 1 ? it : it.skip)(
    languages.length > 1
      ? 'links each language’s twin, or its nearest page with the reason, never a missing page'
      : `links each language’s twin (skipped: content/languages.ts lists ${languages[0]?.name} only)`,
    () => {
      let fallbacks = 0;
      for (const { file, urlPath } of writingPages) {
        const document = parseHtml(fs.readFileSync(file, 'utf8'));
        const { path: route } = splitLanguagePath(urlPath);
        const links = [...document.querySelectorAll<HTMLAnchorElement>('a[hreflang]')];
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) {
          const code = link.getAttribute('hreflang')!;
          const href = link.getAttribute('href')!.slice(site.basePath.length) || '/';
          const twin = languagePath(code, route);
          expect(exists(href)).toBe(true);
          if (exists(twin)) {
            expect({ urlPath, href }).toEqual({ urlPath, href: twin });
          } else {
            expect([languagePath(code, '/notes'), languagePath(code, '/')]).toContain(href);
            expect(link.textContent).toMatch(fallbackPattern(code));
            fallbacks += 1;
          }
        }
        for (const alternate of document.querySelectorAll('link[rel="alternate"][hreflang]')) {
          const pathname = new URL(alternate.getAttribute('href')!).pathname;
          expect({
            urlPath,
            alternate: exists(pathname.slice(site.basePath.length) || '/'),
          }).toEqual({
            urlPath,
            alternate: true,
          });
        }
      }
      // The case is there when the content has a note in one language (another owner's site has).
      expect(fallbacks > 0).toBe(hasOneLanguageNote);
    },
  );
});
