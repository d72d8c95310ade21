import fs from 'node:fs';
import path from 'node:path';
import { languages, projects, translations, writingCopy } from '@/content';
import { parse as parseYaml } from 'yaml';
import { languagePath, splitLanguagePath } from '@/lib/i18n/languages';
import { tagSlug } from '@/lib/writing/tags';
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

/** The published notes of the tested content: each one's languages and its tags' slugs in each. */
const notesDir = path.join(testedContentDir, 'notes');
const publishedNotes = (fs.existsSync(notesDir) ? fs.readdirSync(notesDir) : []).flatMap((slug) => {
  const written = codes.flatMap((code) => {
    const file = path.join(notesDir, slug, `${code}.mdx`);
    if (!fs.existsSync(file)) return [];
    const frontMatter = parseYaml(fs.readFileSync(file, 'utf8').split(/^---$/m)[1] ?? '') as {
      draft?: boolean;
      tags?: string[];
    };
    return [
      { code, draft: frontMatter.draft === true, tags: (frontMatter.tags ?? []).map(tagSlug) },
    ];
  });
  return written.some((version) => version.draft) ? [] : [written];
});
/**
 * Whether a writing page of the tested content lacks a language, so its link falls back: a note
 * written in one language only, or a tag only one language's notes use (and no project's stack).
 */
// A tag page also lists the projects whose stack names the tool, in every language.
const stackTags = projects.flatMap((project) => project.stack.map(tagSlug));
const tagsOf = (code: string) =>
  new Set([
    ...stackTags,
    ...publishedNotes.flat().flatMap((version) => (version.code === code ? version.tags : [])),
  ]);
const hasOneLanguagePage =
  codes.length > 1 &&
  (publishedNotes.some((versions) => versions.length < codes.length) ||
    codes.some((code) =>
      codes.some((other) => [...tagsOf(code)].some((tag) => !tagsOf(other).has(tag))),
    ));

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
      // The case is there when the content has a note or a tag in one language (another owner's
      // site has).
      expect(fallbacks > 0).toBe(hasOneLanguagePage);
    },
  );
});
