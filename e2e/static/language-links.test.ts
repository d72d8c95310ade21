import fs from 'node:fs';
import path from 'node:path';
import { languages, translations, writingCopy } from '@/content';
import { languagePath, splitLanguagePath } from '@/lib/i18n/languages';
import {
  builtSite,
  fileForUrlPath,
  listPages,
  parseHtml,
  urlPathOf,
  type BuiltSite,
} from '../support/static-files';
import { testSites } from '../support/sites.mjs';

/**
 * The language links of the writing pages, read from the exported files of every built site that
 * speaks more than one language: a note or tag page links each other language's twin where it
 * exists, and where it does not (a note in one language, a tag only it uses) that language's
 * notes list or home page, saying why in that language's words; its alternates name only pages
 * that exist.
 */
const sites: BuiltSite[] = testSites
  .filter((site) => !site.onlyLanguages && (site.name === 'main' || fs.existsSync(site.outDir)))
  .filter((site) => site.name === 'main' || fs.existsSync(path.join(site.outDir, 'index.html')))
  .map((site) => builtSite(site.name));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The fallback sentence of a language as a pattern: its placeholders match any words. */
function fallbackPattern(code: string): RegExp {
  const words = code === languages[0]!.code ? writingCopy : translations[code]!.copy.writingCopy;
  return new RegExp(escape(words.onlyInLanguage).replace(/\\\{(page|language)\\\}/g, '.+'));
}

describe.each(sites.map((site) => [site.outDir, site] as const))('%s', (_, site) => {
  const writingPages = listPages(site.outDir)
    .map((file) => ({ file, urlPath: urlPathOf(site, file).slice(site.basePath.length) || '/' }))
    .filter(({ urlPath }) => /\/(notes|tags)\/[^/]+$/.test(splitLanguagePath(urlPath).path));
  const exists = (routePath: string) =>
    Boolean(fileForUrlPath(site.serveDir, `${site.basePath}${routePath}`));

  it('finds the writing pages', () => {
    expect(writingPages.length).toBeGreaterThan(0);
  });

  it('links each language’s twin, or its nearest page with the reason, never a missing page', () => {
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
        }
      }
      for (const alternate of document.querySelectorAll('link[rel="alternate"][hreflang]')) {
        const pathname = new URL(alternate.getAttribute('href')!).pathname;
        expect({ urlPath, alternate: exists(pathname.slice(site.basePath.length) || '/') }).toEqual(
          {
            urlPath,
            alternate: true,
          },
        );
      }
    }
  });
});
