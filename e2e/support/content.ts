import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { languages, skillGroups } from '@/content';
import { projects } from '@/lib/content/projects';
import { tagPath } from '@/lib/writing/tags';

/**
 * What the browser tests pick their pages from, read from content/ (or the other owner's content
 * folder, WRITING_CONTENT_DIR, see playwright.owner.config.ts): never a sample's slug or id. The
 * writing helpers of lib/ are server-only, so the few facts the specs need are read here.
 */
const contentDir = process.env.WRITING_CONTENT_DIR ?? path.join(process.cwd(), 'content');

export interface ContentNote {
  slug: string;
  title: string;
  date: string;
  tags: string[];
  /** Whether the note shows a code block, a figure and a table. */
  hasCode: boolean;
  hasFigure: boolean;
  hasTable: boolean;
  draft: boolean;
}

/** The published notes of a language, newest first. */
export function publishedNotes(language: string): ContentNote[] {
  const folder = path.join(contentDir, 'notes');
  // An owner with no notes may have no notes folder at all.
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((slug) => fs.existsSync(path.join(folder, slug, `${language}.mdx`)))
    .map((slug) => {
      const source = fs.readFileSync(path.join(folder, slug, `${language}.mdx`), 'utf8');
      const [, frontMatter = '', ...rest] = source.split(/^---$/m);
      const data = parseYaml(frontMatter) as {
        title: string;
        date: unknown;
        tags?: string[];
        draft?: boolean;
        cover?: unknown;
      };
      const body = rest.join('---');
      return {
        slug,
        title: data.title,
        date: data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date),
        tags: data.tags ?? [],
        draft: data.draft === true,
        hasCode: /^```/m.test(body),
        hasFigure: /<Figure\b/.test(body) || Boolean(data.cover),
        // A GitHub table: a row of cells over its delimiter row (`| --- | ---: |`).
        hasTable: /^\|.*\|[ \t]*\n\|[ \t]*:?-+/m.test(body),
      };
    })
    .filter((note) => !note.draft)
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** The ids of the projects with a case study. */
export function caseStudyIds(): number[] {
  const folder = path.join(contentDir, 'case-studies');
  return fs.existsSync(folder) ? fs.readdirSync(folder).map(Number) : [];
}

/** The title of a project's case study in a language, if it has one. */
export function caseStudyTitle(id: number, language: string): string | undefined {
  const file = path.join(contentDir, 'case-studies', String(id), `${language}.mdx`);
  if (!fs.existsSync(file)) return undefined;
  const [, frontMatter = ''] = fs.readFileSync(file, 'utf8').split(/^---$/m);
  return (parseYaml(frontMatter) as { title: string }).title;
}

/** The ids of the projects whose case study (in `language`) asks for a table of contents. */
export function caseStudyIdsWithContents(language: string): number[] {
  return caseStudyIds().filter((id) => {
    const file = path.join(contentDir, 'case-studies', String(id), `${language}.mdx`);
    if (!fs.existsSync(file)) return false;
    const [, frontMatter = ''] = fs.readFileSync(file, 'utf8').split(/^---$/m);
    return (parseYaml(frontMatter) as { toc?: boolean }).toc === true;
  });
}

/** The route of a page in a language ('/notes' → '/id/notes'). */
export function inLanguage(language: string, route: string): string {
  if (language === languages[0]!.code) return route;
  return route === '/' ? `/${language}` : `/${language}${route}`;
}

/** `value`, or a failure that names what content/ lacks. */
function required<T>(value: T | undefined, missing: string): T {
  if (value === undefined) throw new Error(missing);
  return value;
}

/**
 * The first project and the default language (the first listed). `npm run check`, which every
 * build runs first, rejects a content/ with no project or no language, so any owner's site has
 * both; a content/ without them fails here by name instead of deep inside a spec.
 */
export const firstProject = required(projects[0], 'content/projects.ts lists no project');
export const defaultSiteLanguage = required(languages[0], 'content/languages.ts lists no language');

/**
 * The language whose notes the tests open: the default's when it has a published note, else the
 * first listed that has one (a note may exist in one language only: an Indonesian-first owner may
 * write hers in English only); the default when no language has a note.
 */
export const notesLanguage =
  languages.map(({ code }) => code).find((code) => publishedNotes(code).length > 0) ??
  defaultSiteLanguage.code;

/** A project id no project has: its page is the 404 page. */
export const missingProjectId = Math.max(...projects.map((project) => project.id)) + 1;

/** The page of a tag. */
export { tagPath };

/** A tool's slug in the filter's URL and its tag page's address. */
export const toolSlug = (tool: string) => tagPath(tool).split('/').at(-1)!;

/** The tools of the stacks, counted here from content: [name as first written, projects]. */
export const projectTools = (() => {
  const uses = new Map<string, { name: string; projects: typeof projects }>();
  for (const project of projects) {
    for (const tool of project.stack) {
      const entry = uses.get(toolSlug(tool)) ?? { name: tool, projects: [] };
      if (!entry.projects.includes(project)) entry.projects.push(project);
      uses.set(toolSlug(tool), entry);
    }
  }
  return [...uses.values()];
})();

/** The tools that narrow the projects list (used by some projects, not all): the filter's, if any. */
export const narrowingTools = projectTools.filter((tool) => tool.projects.length < projects.length);

/**
 * A content period ('2022-10' to 'present') as a reader expects it on a page of `locale`: the
 * month's short name and the year as `Intl` writes them in that locale, a bare year as itself, an
 * end that has not come as the copy's word for it. Built here, apart from the site's own
 * formatting, so a wrong date on the page is caught; undefined for a date written another way
 * ('Sep 2022'), which a test then leaves out.
 */
export function periodAsShown(
  start: string,
  end: string,
  locale: string,
  present: string,
): string | undefined {
  const one = (text: string) => {
    if (/^(present|now|today|current)$/i.test(text.trim())) return present;
    if (/^\d{4}$/.test(text)) return text;
    const month = /^(\d{4})-(\d{2})(-\d{2})?$/.exec(text);
    if (!month) return undefined;
    const date = new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1));
    const parts = new Intl.DateTimeFormat(locale, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).formatToParts(date);
    const name = parts.find((part) => part.type === 'month')!.value.replace(/\.$/, '');
    return `${name} ${parts.find((part) => part.type === 'year')!.value}`;
  };
  const [from, to] = [one(start), one(end)];
  return from && to ? `${from} – ${to}` : undefined;
}

/** Whether the home page has its Skills section: with no skill listed, neither it nor a link to it. */
export const hasSkills = skillGroups.some((group) => group.items.length > 0);

/**
 * The name the owner's CV PDF is saved under, in the default language: her full name's words in
 * their own letters joined by '-', then 'CV.pdf' (written here from the rule, not read from lib/).
 */
export function savedCvName(fullName: string): string {
  const words = fullName.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  return [...words, 'CV.pdf'].join('-');
}
