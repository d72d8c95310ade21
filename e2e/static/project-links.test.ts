import fs from 'node:fs';
import { countedText, fillTemplate } from '@/lib/content/copy';
import { contentFor } from '@/lib/i18n/content';
import { languageCodes, languagePath } from '@/lib/i18n/languages';
import { tagSlug } from '@/lib/writing/tags';
import { builtSite, fileForUrlPath, parseHtml, TESTED_SITE } from '../support/static-files';

/**
 * What the export says about the projects' own links, the all-projects page and the skills that
 * lead to the work, read from the HTML with no browser, in every language the owner lists.
 * Expectations come from content/ (facts and words) and this file's own tables.
 */
const built = builtSite(TESTED_SITE);

function documentAt(urlPath: string): Document {
  const file = fileForUrlPath(built.serveDir, `${built.basePath}${urlPath}`);
  if (!file) throw new Error(`${urlPath} is not served`);
  return parseHtml(fs.readFileSync(file, 'utf8'));
}

/** The repository hosts the site names, by domain: this test's own table. */
const HOST_NAMES: Record<string, string> = {
  'github.com': 'GitHub',
  'gitlab.com': 'GitLab',
  'bitbucket.org': 'Bitbucket',
};

/** The links a project should carry in a language: [href, accessible name], site first. */
function expectedLinks(
  language: string,
  project: { name: string; site?: string; source?: string },
) {
  const { projectCopy, commonCopy } = contentFor(language);
  const words = projectCopy.links;
  const links: [string, string][] = [];
  if (project.site) {
    links.push([project.site, fillTemplate(words.site.name, { name: project.name })]);
  }
  if (project.source) {
    const host = HOST_NAMES[new URL(project.source).hostname.replace(/^www\./, '')];
    const template = host ? words.sourceOn.name : words.source.name;
    links.push([project.source, fillTemplate(template, { name: project.name, host: host ?? '' })]);
  }
  return links.map(([href, name]) => [href, `${name}${commonCopy.opensInNewTab}`]);
}

/** Every link of the list named `label` inside `scope`, as [href, accessible name]. */
function linksOf(scope: ParentNode, label: string) {
  const list = [...scope.querySelectorAll('ul[aria-label]')].find(
    (element) => element.getAttribute('aria-label') === label,
  );
  return [...(list?.querySelectorAll('a') ?? [])].map((link) => {
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(link.getAttribute('target')).toBe('_blank');
    return [link.getAttribute('href'), link.getAttribute('aria-label')];
  });
}

describe.each(languageCodes)('language %s', (language) => {
  const { projects, projectCopy, homeCopy, skillGroups } = contentFor(language);
  const words = projectCopy.list;
  const path = (route: string) => languagePath(language, route);
  const counted = (forms: { one: string; other: string }, count: number, values = {}) =>
    countedText(
      forms,
      count,
      values,
      contentFor(language).commonCopy.numberWords,
      contentFor(language).language.locale,
    );

  describe('each project page', () => {
    it.each(projects.map((project) => [project.id, project] as const))(
      '%s shows its live site and code as named links that leave with rel="noopener", or none',
      (id, project) => {
        const document = documentAt(path(`/portofolio/${id}`));
        const header = document.querySelector('main header')!;
        expect(linksOf(header, projectCopy.links.label)).toEqual(expectedLinks(language, project));
      },
    );
  });

  describe('the all-projects page', () => {
    const document = documentAt(path('/portofolio'));
    const main = document.querySelector('main')!;

    it('is in its language, titled, described with the count, and searchable', () => {
      expect(document.documentElement.lang).toBe(language);
      expect(main.querySelector('h1')?.textContent).toBe(words.title);
      expect(main.querySelector('header p')?.textContent).toBe(
        counted(words.lead, projects.length),
      );
      expect(main.hasAttribute('data-pagefind-body')).toBe(true);
    });

    it('lists every project in the content order, each linked to its page', () => {
      const cards = [...main.querySelectorAll(`ul[aria-label="${words.listLabel}"] > li`)];
      expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual(
        projects.map((project) => project.name),
      );
      cards.forEach((card, index) => {
        const project = projects[index]!;
        expect(card.querySelector('h2')!.closest('a')?.getAttribute('href')).toBe(
          path(`/portofolio/${project.id}`),
        );
        expect(card.textContent).toContain(project.kind);
        const tags = [...card.querySelectorAll(`ul[aria-label="${projectCopy.tagsLabel}"] a`)].map(
          (link) => [link.textContent, link.getAttribute('href')],
        );
        expect(tags).toEqual(project.stack.map((tool) => [tool, path(`/tags/${tagSlug(tool)}`)]));
        expect(linksOf(card, projectCopy.links.label)).toEqual(expectedLinks(language, project));
        // Nothing is hidden before a script picks a tool.
        expect(card.hasAttribute('hidden')).toBe(false);
      });
    });

    it('filters by tool through the tag pages: every tool once, its count, the most used first', () => {
      const filter = main.querySelector(`nav[aria-label="${words.filterLabel}"]`)!;
      const [all, ...tools] = [...filter.querySelectorAll('a')];
      expect(all!.textContent).toBe(words.allTools);
      expect(all!.getAttribute('href')).toBe(path('/portofolio'));
      // Counted here from the stacks: slug → [name as first written, projects using it].
      const uses = new Map<string, [string, number]>();
      for (const project of projects) {
        for (const slug of new Set(project.stack.map(tagSlug))) {
          const name = project.stack.find((tool) => tagSlug(tool) === slug)!;
          uses.set(slug, [uses.get(slug)?.[0] ?? name, (uses.get(slug)?.[1] ?? 0) + 1]);
        }
      }
      expect(tools).toHaveLength(uses.size);
      const counts = tools.map((link) => {
        const slug = link.getAttribute('href')!.split('/').at(-1)!;
        const [name, count] = uses.get(slug)!;
        expect(link.getAttribute('aria-label')).toBe(
          fillTemplate(words.toolName, {
            tool: name,
            projects: counted(words.projectCount, count),
          }),
        );
        // Its target, the tag page, exists: the filter works with no script at all.
        expect(fileForUrlPath(built.serveDir, link.getAttribute('href')!)).toBeDefined();
        return count;
      });
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });
  });

  describe('the home page', () => {
    const document = documentAt(path('/'));

    it('links My Work to all projects when there are more than one panel of five holds', () => {
      const link = [...document.querySelectorAll('#my-work a')].find(
        (element) => element.getAttribute('href') === path('/portofolio'),
      );
      if (projects.length > 5) expect(link?.textContent).toContain(homeCopy.work.allProjects);
      else expect(link).toBeUndefined();
    });

    it('links a skill some project uses to its tag page with the count; leaves the others as they are', () => {
      for (const skill of skillGroups.flatMap((group) => group.items)) {
        const slug = tagSlug(skill.tool ?? skill.name);
        const count = projects.filter((project) =>
          project.stack.some((tool) => tagSlug(tool) === slug),
        ).length;
        const item = document.querySelector(`#skill-${skill.id}-description`)!.closest('li')!;
        const link = item.querySelector('a');
        // The description stays on the button, whether or not a link follows it.
        expect(item.querySelector('button')?.getAttribute('aria-describedby')).toBe(
          `skill-${skill.id}-description`,
        );
        if (count === 0) {
          expect(link).toBeNull();
          continue;
        }
        const text = counted(homeCopy.skills.usedIn, count);
        expect(link?.getAttribute('href')).toBe(path(`/tags/${slug}`));
        expect(link?.textContent).toBe(text);
        expect(link?.getAttribute('aria-label')).toBe(
          fillTemplate(homeCopy.skills.usedInName, { skill: skill.name, projects: text }),
        );
      }
    });

    it("shows each project's links on its phone card too", () => {
      for (const project of projects) {
        const card = document.querySelector(`#card-name-${project.id}`)!.closest('li')!;
        expect(linksOf(card, projectCopy.links.label)).toEqual(expectedLinks(language, project));
      }
    });
  });
});
