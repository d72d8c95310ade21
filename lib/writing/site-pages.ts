/**
 * The writing's links to the site's own pages: on the page they get the base path, as every other
 * link of the site does (the feed makes them absolute, lib/writing/feed-html.ts), and the content
 * check names one to a page the site does not have, worked out from the content, since a typo in
 * `[TokoKu](/portofolio/4)` would otherwise be found by a visitor.
 */
import { withBasePath } from '@/lib/config/base-path.mjs';

/** Whether a link names a path of this site from its root (`/portofolio/4`, not `//cdn.x/y`). */
function isRootRelative(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/**
 * A link's `href` on the page: a root-relative one under the base path (a GitHub Pages site lives
 * at `/<repository>/`, where `/portofolio/4` is another site's 404), any other as written.
 */
export function prosePageHref(href: string): string {
  return isRootRelative(href) ? withBasePath(withoutTrailingSlash(href)) : href;
}

/**
 * A root-relative link without a slash at the end of its path (`/portofolio/4/` → `/portofolio/4`):
 * the export writes `portofolio/4.html`, which GitHub Pages and plain buckets serve for the path
 * without the slash only.
 */
export function withoutTrailingSlash(href: string): string {
  return href.replace(/^([^?#]*?[^/?#])\/+(?=[?#]|$)/, '$1');
}

/** What the site's pages are made of, read from the content. */
export interface SitePagesSource {
  /** The codes of content/languages.ts, the default first (its pages have no prefix). */
  languageCodes: readonly string[];
  projectIds: readonly number[];
  /** The published notes, each in a language it is written in. */
  notes: readonly { lang: string; slug: string }[];
  /** The tags of each language (the projects' stacks and its notes' tags), by slug. */
  tags: readonly { lang: string; slug: string }[];
}

/**
 * Every page's path, as app/ routes them: the home page, the CV, the projects and each project,
 * the notes and each note (in a language with notes), each tag; under `/<code>` in every language
 * but the default one.
 */
export function sitePages({
  languageCodes,
  projectIds,
  notes,
  tags,
}: SitePagesSource): Set<string> {
  const pages = new Set<string>();
  languageCodes.forEach((lang, index) => {
    const prefix = index === 0 ? '' : `/${lang}`;
    const add = (route: string) => pages.add(`${prefix}${route}`.replace(/(.)\/$/, '$1'));
    add('/');
    add('/cv');
    add('/portofolio');
    for (const id of projectIds) add(`/portofolio/${id}`);
    const own = notes.filter((note) => note.lang === lang);
    if (own.length > 0) add('/notes');
    for (const note of own) add(`/notes/${note.slug}`);
    for (const tag of tags) if (tag.lang === lang) add(`/tags/${tag.slug}`);
  });
  return pages;
}

/** The pages an owner may link, as the check lists them. */
const PAGE_FORMS =
  '/, /cv, /portofolio, /portofolio/<id> of a project, /notes, /notes/<slug> of a published note, /tags/<tag>; under /<code> in another language';

/**
 * What the content check says of a link of the writing: one from the site's root to a page it
 * does not have; undefined for any other link. A file (`/cv/x.pdf`, `/feed.xml`) is not a page:
 * the build's own link check reads those.
 */
export function pageLinkProblem(url: string, pages: ReadonlySet<string>): string | undefined {
  if (!isRootRelative(url)) return undefined;
  const pathname = url.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
  if (/\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/')))) return undefined;
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A stray `%` is part of the path as written.
  }
  if (pages.has(decoded)) return undefined;
  return `the link to ${url} goes to no page of the site: link one of its pages (${PAGE_FORMS})`;
}
