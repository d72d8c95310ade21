import fs from 'node:fs';
import { projects } from '@/lib/content/projects';
import { contentFor } from '@/lib/i18n/content';
import { languageCodes, languagePath } from '@/lib/i18n/languages';
import { panelName, sliderLayout } from '@/lib/slider/rules';
import { builtSite, fileForUrlPath, parseHtml, TESTED_SITE } from '../support/static-files';
import { copy, copyFor } from '../support/copy';
import { tagSlug } from '@/lib/writing/tags';

/**
 * The projects as the export has them, whatever their number (1 to 30) and ids: a page for each
 * id and for no other, the slider's panels and controls by the one rule, and the controls that
 * show before the scripts run marked to hold an early press. Expectations come from content/.
 */
const main = builtSite(TESTED_SITE);
const layout = sliderLayout(projects.length);
const ids = projects.map((project) => project.id);

function documentAt(urlPath: string): Document {
  const file = fileForUrlPath(main.serveDir, `${main.basePath}${urlPath}`);
  if (!file) throw new Error(`${urlPath} is not served`);
  return parseHtml(fs.readFileSync(file, 'utf8'));
}

/** Ids that are not a project: 0, one past the largest, and the first gap between ids if any. */
function idsThatAreNot(): number[] {
  const gap = ids.find((id) => id > 1 && !ids.includes(id - 1));
  return [0, Math.max(...ids) + 1, ...(gap ? [gap - 1] : [])];
}

describe('project pages', () => {
  it('exist for every project id in every language, and for no other id', () => {
    for (const language of languageCodes) {
      for (const id of ids) {
        expect(
          fileForUrlPath(main.serveDir, languagePath(language, `/portofolio/${id}`)),
        ).toBeDefined();
      }
      for (const id of idsThatAreNot()) {
        expect(
          fileForUrlPath(main.serveDir, languagePath(language, `/portofolio/${id}`)),
        ).toBeUndefined();
      }
    }
  });

  it('are the sitemap’s project pages, exactly', () => {
    const sitemap = fs.readFileSync(fileForUrlPath(main.serveDir, '/sitemap.xml')!, 'utf8');
    const listed = new Set(
      [...sitemap.matchAll(/<loc>[^<]*?\/portofolio\/(\d+)<\/loc>/g)].map((match) =>
        Number(match[1]),
      ),
    );
    expect([...listed].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  });

  it('count by place in the list and link to the neighbours in list order', () => {
    for (const [index, project] of projects.entries()) {
      const document = documentAt(`/portofolio/${project.id}`);
      // "03 / 10"; a single project has no place to tell, and no counter ("01 / 01").
      const total = String(projects.length).padStart(2, '0');
      const position = String(index + 1).padStart(2, '0');
      const counter = document.querySelector('main header p')?.textContent;
      if (projects.length === 1) expect(counter).toBeUndefined();
      else expect(counter).toMatch(new RegExp(`${position}\\D+${total}$`));
      const pager = [...document.querySelectorAll('a[rel="prev"], a[rel="next"]')].map((link) =>
        link.getAttribute('href'),
      );
      // By list position: three or more wrap around; two link to each other once; one, none.
      const count = projects.length;
      const expected =
        count === 1
          ? []
          : count === 2
            ? [projects[1 - index]!]
            : [projects[(index - 1 + count) % count]!, projects[(index + 1) % count]!];
      expect(pager).toEqual(expected.map((neighbour) => `/portofolio/${neighbour.id}`));
    }
  });
});

describe('each project page', () => {
  // The browser sweep loads a few project pages as representatives of their template; what each
  // page holds of its own project is read here, for every project in every language.
  it('shows its own project: heading, kind and stack, cover, description, and a demo exactly when it has a video', () => {
    for (const language of languageCodes) {
      const words = contentFor(language);
      for (const project of words.projects) {
        const page = documentAt(languagePath(language, `/portofolio/${project.id}`));
        const where = `${language} /portofolio/${project.id}`;
        const main = page.querySelector('main')!;
        expect([where, main.querySelector('h1')?.textContent]).toEqual([where, project.name]);
        const tags = main.querySelector(`ul[aria-label="${words.projectCopy.tagsLabel}"]`);
        expect([
          where,
          [...(tags?.querySelectorAll('li') ?? [])].map((item) => item.textContent),
        ]).toEqual([where, [project.kind, ...project.stack]]);
        expect([
          where,
          [...main.querySelectorAll('img')].some((image) => image.alt === project.alt),
        ]).toEqual([where, true]);
        const headings = [...main.querySelectorAll('h2')].map((heading) => heading.textContent);
        expect([where, headings.includes(words.projectCopy.aboutTitle)]).toEqual([where, true]);
        expect([where, main.textContent?.includes(project.description)]).toEqual([where, true]);
        expect([where, headings.includes(words.projectCopy.demo.title)]).toEqual([
          where,
          Boolean(project.url),
        ]);
      }
    }
  });
});

describe('the all-projects page', () => {
  /** The tools of the stacks, each once, counted here from content/. */
  const toolSlugs = new Set(projects.flatMap((project) => project.stack.map(tagSlug)));
  const narrowing = [...toolSlugs].some((slug) =>
    projects.some((project) => !project.stack.map(tagSlug).includes(slug)),
  );

  it.each(languageCodes)(
    `in %s lists every project, with a filter by tool only when a tool narrows the list (${narrowing ? 'one does' : 'none does'} in content/projects.ts)`,
    (code) => {
      const words = copyFor(code).projectCopy.list;
      const document = documentAt(languagePath(code, '/portofolio'));
      const cards = document.querySelectorAll(`ul[aria-label="${words.listLabel}"] > li`);
      expect(cards).toHaveLength(projects.length);
      const filter = document.querySelector(`nav[aria-label="${words.filterLabel}"]`);
      if (narrowing) {
        // "All tools", then every tool.
        expect(filter?.querySelectorAll('a')).toHaveLength(toolSlugs.size + 1);
        expect(document.querySelector('main [role="status"]')).not.toBeNull();
      } else {
        expect(filter).toBeNull();
        expect(document.querySelector('main [role="status"]')).toBeNull();
      }
    },
  );
});

describe('the home page before its scripts run', () => {
  const document = documentAt('/');

  it('has the slider’s panels of five, and its indicator and arrows only with more than one', () => {
    const region = document.querySelector(
      `[role="region"][aria-label="${copy.homeCopy.work.sliderLabel}"]`,
    )!;
    const panels = [...region.querySelectorAll(':scope > ol > li')];
    expect(panels).toHaveLength(layout.panels);
    panels.forEach((panel, index) => {
      const size = panel.querySelectorAll('ul > li').length;
      expect(size).toBeLessThanOrEqual(5);
      expect(panel.getAttribute('aria-label')).toBe(
        panelName(copy.homeCopy.work.panelLabel, index, size),
      );
    });
    const arrows = [copy.homeCopy.work.previousPanel, copy.homeCopy.work.nextPanel].map((name) =>
      document.querySelector(`button[aria-label="${name}"]`),
    );
    const indicator = document.querySelector('#my-work [aria-live="polite"]');
    if (layout.controls) {
      expect(indicator?.textContent).toMatch(
        new RegExp(`01\\s*/\\s*${String(layout.panels).padStart(2, '0')}$`),
      );
      for (const arrow of arrows) expect(arrow?.hasAttribute('data-hold-press')).toBe(true);
      // At the first panel only the right arrow shows.
      expect(arrows.map((arrow) => arrow?.hasAttribute('hidden'))).toEqual([true, false]);
    } else {
      expect(indicator).toBeNull();
      expect(arrows).toEqual([null, null]);
    }
  });

  it('marks the search button to hold an early press and to take the / and Ctrl+K shortcut', () => {
    const button = document.querySelector(`button[aria-label="${copy.writingCopy.search.open}"]`);
    expect(button?.hasAttribute('data-hold-press')).toBe(true);
    expect(button?.hasAttribute('data-search-shortcut')).toBe(true);
  });
});
