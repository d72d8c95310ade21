import fs from 'node:fs';
import path from 'node:path';
import { languages } from '@/content';
import {
  attributeValues,
  builtSite,
  itWhen,
  testedContentDir,
  urlPathOf,
} from '../support/static-files';

/**
 * The writing's own links under a base path (the GitHub Pages build): a note or case study links
 * a page of the site as `/portofolio/4`, and the page must write it `/portfolio/portofolio/4`, as
 * the feed does; a link without the base path is a 404 on the host. Read from the exported files
 * of the `basepath` build, the pages to read from content/ (its notes and case studies).
 */
const site = builtSite('basepath');

/** The folders of a writing kind in content/ (none when an owner deleted them all). */
const folders = (kind: 'notes' | 'case-studies') => {
  const dir = path.join(testedContentDir, kind);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

/** Whether a writing file is a draft, which the build leaves out: `draft: true` in its front matter. */
function isDraft(file: string): boolean {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(file, 'utf8'));
  return /^draft:\s*true\s*$/m.test(frontMatter?.[1] ?? '');
}

/**
 * The exported page of each language for each folder with a published file in it, e.g.
 * `notes/first-code-review.html`, `id/portofolio/4.html`: each must be there (checked below), so a
 * build that lost one cannot pass by reading fewer pages.
 */
function pagesOf(kind: 'notes' | 'case-studies', route: string): string[] {
  return languages.flatMap(({ code }, index) => {
    const prefix = index === 0 ? '' : `${code}/`;
    return folders(kind)
      .filter((name) => {
        const file = path.join(testedContentDir, kind, name, `${code}.mdx`);
        return fs.existsSync(file) && !isDraft(file);
      })
      .map((name) => path.join(site.outDir, `${prefix}${route}/${name}.html`));
  });
}

/** The links of a page that leave the base path: root-relative or on the site's own origin. */
function linksOutsideBasePath(file: string): string[] {
  const html = fs.readFileSync(file, 'utf8');
  return attributeValues(html, 'a', 'href')
    .map((href) => (href.startsWith(site.siteUrl) ? href.slice(site.siteUrl.length) : href))
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .filter(
      (href) =>
        !href.startsWith(site.basePath) || !/^([/?#]|$)/.test(href.slice(site.basePath.length)),
    )
    .map((href) => `${urlPathOf(site, file)}: ${href}`);
}

const notePages = pagesOf('notes', 'notes');
const caseStudyPages = pagesOf('case-studies', 'portofolio');

describe('the writing under a base path', () => {
  test('is built with a base path', () => {
    expect(site.basePath).not.toBe('');
  });

  itWhen(notePages.length > 0, 'content/notes/ has no published note')(
    "every internal link on a note's page starts with the base path",
    () => {
      expect(notePages.filter((file) => !fs.existsSync(file))).toEqual([]);
      expect(notePages.flatMap(linksOutsideBasePath)).toEqual([]);
    },
  );

  itWhen(caseStudyPages.length > 0, 'content/case-studies/ has no case study')(
    'every internal link on a project page with a case study starts with the base path',
    () => {
      expect(caseStudyPages.filter((file) => !fs.existsSync(file))).toEqual([]);
      expect(caseStudyPages.flatMap(linksOutsideBasePath)).toEqual([]);
    },
  );
});
