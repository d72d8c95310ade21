import type { Locator, Page } from '@playwright/test';
import { commonCopy, homeCopy, projectCopy, projects, skillGroups } from '@/content';
import { fillTemplate } from '@/lib/content/copy';
import { copyFor, counted, siteLanguages } from './support/copy';
import { expect, isMobileProject, scanState, test } from './support/fixtures';
import { waitForHydration } from './support/helpers';
import {
  firstProject,
  inLanguage,
  narrowingTools,
  projectTools,
  tagPath,
  toolSlug,
} from './support/content';

/**
 * The all-projects page's filter by tool, with and without JavaScript, and the projects' own
 * links (live site, code) by their names on the project page and in the quick view.
 * Words come from content/copy, facts from content/; the page's whole-page checks (axe as loaded,
 * no console error) are in sweep.spec.ts.
 */
const words = projectCopy.list;
const slug = toolSlug;
const tools = projectTools;
/** Two tools that narrow the list (used by some projects, not all), when the content has them. */
const [firstTool, secondTool] = narrowingTools;

const toolLink = (page: Page, tool: (typeof tools)[number]) =>
  page.getByRole('navigation', { name: words.filterLabel }).getByRole('link', {
    name: fillTemplate(words.toolName, {
      tool: tool.name,
      projects: counted(words.projectCount, tool.projects.length),
    }),
    exact: true,
  });
const cardNames = (page: Page) =>
  page.getByRole('list', { name: words.listLabel }).getByRole('heading', { level: 2 });
const names = (list: typeof projects) => list.map((project) => project.name);
/** How many rows the filter's chips take on screen. */
const rowsOf = (filter: Locator) =>
  filter
    .getByRole('listitem')
    .evaluateAll((items) => new Set(items.map((item) => item.getBoundingClientRect().top)).size);

/** The accessible names of a project's links, as the copy words them (site first). */
const HOSTS: Record<string, string> = {
  'github.com': 'GitHub',
  'gitlab.com': 'GitLab',
  'bitbucket.org': 'Bitbucket',
};
function linkNames(project: (typeof projects)[number]): [string, string][] {
  const links: [string, string][] = [];
  const { site, source, sourceOn } = projectCopy.links;
  if (project.site) links.push([project.site, fillTemplate(site.name, { name: project.name })]);
  if (project.source) {
    const host = HOSTS[new URL(project.source).hostname.replace(/^www\./, '')];
    const template = host ? sourceOn.name : source.name;
    links.push([project.source, fillTemplate(template, { name: project.name, host: host ?? '' })]);
  }
  return links.map(([href, name]) => [href, `${name}${commonCopy.opensInNewTab}`]);
}
const linked =
  projects.find((project) => project.site && project.source) ??
  projects.find((project) => project.site || project.source);

test.describe('the all-projects filter', () => {
  test('filters in place, keeps the tool in the URL, and back and forward restore the choice', async ({
    page,
  }, testInfo) => {
    test.skip(
      !firstTool || !secondTool,
      'fewer than two tools narrow the list in content/projects.ts',
    );
    const first = firstTool!;
    const second = secondTool!;
    await page.goto('/portofolio');
    await expect(cardNames(page)).toHaveText(names(projects));

    await test.step(`picking ${first.name} shows only its projects and writes ?tool=`, async () => {
      const link = toolLink(page, first);
      await waitForHydration(link);
      await link.click();
      await expect(page).toHaveURL(`/portofolio?tool=${slug(first.name)}`);
      await expect(cardNames(page)).toHaveText(names(first.projects));
      await expect(link).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('status')).toHaveText(
        counted(words.showing, first.projects.length, { tool: first.name }),
      );
    });

    if (!isMobileProject(testInfo)) {
      await scanState(page, `/portofolio filtered by ${first.name}`, 'main');
    }

    await test.step(`picking ${second.name} next makes a history entry of its own`, async () => {
      await toolLink(page, second).click();
      await expect(page).toHaveURL(`/portofolio?tool=${slug(second.name)}`);
      await expect(cardNames(page)).toHaveText(names(second.projects));
    });

    await test.step('back restores the first choice, back again every project, forward the first', async () => {
      await page.goBack();
      await expect(page).toHaveURL(`/portofolio?tool=${slug(first.name)}`);
      await expect(cardNames(page)).toHaveText(names(first.projects));
      await page.goBack();
      await expect(page).toHaveURL('/portofolio');
      await expect(cardNames(page)).toHaveText(names(projects));
      await page.goForward();
      await expect(page).toHaveURL(`/portofolio?tool=${slug(first.name)}`);
      await expect(cardNames(page)).toHaveText(names(first.projects));
    });

    await test.step('a shared filtered address opens filtered', async () => {
      await page.reload();
      await expect(cardNames(page)).toHaveText(names(first.projects));
    });

    await test.step('"All tools" shows every project again and clears the URL', async () => {
      const all = page
        .getByRole('navigation', { name: words.filterLabel })
        .getByRole('link', { name: words.allTools, exact: true });
      await waitForHydration(all);
      await all.click();
      await expect(page).toHaveURL('/portofolio');
      await expect(cardNames(page)).toHaveText(names(projects));
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("a tool leads to its tag page, which lists that tool's projects", async ({ page }) => {
      test.skip(
        !firstTool,
        'no tool narrows the list in content/projects.ts: the page has no filter',
      );
      const tool = firstTool!;
      await page.goto('/portofolio');
      await expect(cardNames(page)).toHaveText(names(projects));
      await toolLink(page, tool).click();
      await expect(page).toHaveURL(tagPath(tool.name));
      for (const project of tool.projects) {
        // The project's link, by its name exactly (another project's may contain this one's).
        const card = page
          .getByRole('main')
          .getByRole('link')
          .filter({ has: page.getByText(project.name, { exact: true }) });
        await expect(card).toHaveAttribute('href', `/portofolio/${project.id}`);
      }
    });
  });
});

test.describe('the filter on a phone', { tag: '@mobile' }, () => {
  for (const { code } of siteLanguages) {
    test(`${inLanguage(code, '/portofolio')}: one row of tools that scrolls sideways, and the first project's cover on the first screen`, async ({
      page,
    }) => {
      const listWords = copyFor(code).projectCopy.list;
      await page.goto(inLanguage(code, '/portofolio'));
      const filter = page.getByRole('navigation', { name: listWords.filterLabel });
      if (firstTool) {
        expect(await rowsOf(filter), 'rows of tools').toBe(1);
      } else {
        // No tool narrows the list in content/projects.ts (one project, or stacks all alike).
        await expect(filter).toHaveCount(0);
      }
      const firstCard = page
        .getByRole('list', { name: listWords.listLabel })
        .getByRole('listitem')
        .first();
      await expect(firstCard.getByRole('img')).toBeInViewport({ ratio: 1 });
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, 'the page never scrolls sideways').toBe(page.viewportSize()!.width);
    });
  }

  test.describe('held sideways', () => {
    // A Pixel 7 turned: as wide as a tablet, 360 px tall.
    test.use({ viewport: { width: 863, height: 360 } });

    test('one row of tools that scrolls sideways, the page no wider than the screen', async ({
      page,
    }) => {
      test.skip(!firstTool, 'no tool narrows the list in content/projects.ts: no filter');
      await page.goto('/portofolio');
      const filter = page.getByRole('navigation', { name: words.filterLabel });
      expect(await rowsOf(filter), 'rows of tools').toBe(1);
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, 'the page never scrolls sideways').toBe(863);
    });
  });

  test('a shared address picking a tool past the edge shows that tool in the row', async ({
    page,
  }) => {
    // Six tools and "All tools" are wider than any phone: the last tool starts past the edge.
    test.skip(
      !firstTool || tools.length < 6,
      'fewer than six tools in content/projects.ts, or none narrows the list: no row past the edge',
    );
    const last = tools.at(-1)!;
    await page.goto(`/portofolio?tool=${slug(last.name)}`);
    const link = toolLink(page, last);
    await expect(link).toHaveAttribute('aria-current', 'true');
    await expect(link).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY), 'the page itself did not scroll').toBe(0);
  });
});

// A keyboard on a phone-width window (a tablet with a keyboard, a narrow desktop window): each
// tool reached by Tab shows whole in the row, inside its padding (the browser scrolled only to one
// wholly out of view, and left one at the edge cut in half).
test(
  'each tool reached by Tab shows whole in the scrolling row',
  { tag: '@desktop' },
  async ({ page }) => {
    test.skip(
      !firstTool || tools.length < 6,
      'fewer than six tools in content/projects.ts, or none narrows the list: no row past the edge',
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/portofolio');
    const filter = page.getByRole('navigation', { name: words.filterLabel });
    const row = filter.getByRole('list');
    await waitForHydration(row);
    const links = filter.getByRole('link');
    await links.first().focus();
    const count = await links.count();
    for (let index = 1; index < count; index += 1) {
      await page.keyboard.press('Tab');
      const link = links.nth(index);
      await expect(link).toBeFocused();
      const [linkBox, rowBox] = await Promise.all([link.boundingBox(), row.boundingBox()]);
      expect(
        [
          linkBox!.x >= rowBox!.x - 0.5,
          linkBox!.x + linkBox!.width <= rowBox!.x + rowBox!.width + 0.5,
        ],
        `${await link.textContent()} whole in the row`,
      ).toEqual([true, true]);
    }
  },
);

test.describe("a project's own links", () => {
  test.skip(!linked, 'no project in content/projects.ts names a site or a source');

  test('the project page shows them as buttons by their names', async ({ page }) => {
    const project = linked!;
    await page.goto(`/portofolio/${project.id}`);
    const list = page.getByRole('list', { name: projectCopy.links.label });
    for (const [href, name] of linkNames(project)) {
      const link = list.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('rel', 'noopener');
    }
  });

  test('the quick view shows them too', async ({ page }) => {
    const project = linked!;
    await page.goto('/');
    const trigger = page.getByRole('button', {
      name: fillTemplate(homeCopy.work.quickView, { name: project.name }),
      exact: true,
    });
    await trigger.scrollIntoViewIfNeeded();
    await waitForHydration(trigger);
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: project.name, exact: true });
    await expect(dialog).toBeVisible();
    for (const [href, name] of linkNames(project)) {
      const link = dialog.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('rel', 'noopener');
    }
  });
});

test.describe('skills that lead to the work', () => {
  /** The first skill some project's stack lists, and how many projects do. */
  const used = skillGroups
    .flatMap((group) => group.items)
    .map((skill) => {
      const toolSlug = slug(skill.tool ?? skill.name);
      const count = projects.filter((project) =>
        project.stack.some((tool) => slug(tool) === toolSlug),
      ).length;
      return { skill, toolSlug, count };
    })
    .find((entry) => entry.count > 0);

  test('from the skill, Tab reaches its link (the description showed on focus), which opens the tag page', async ({
    page,
  }) => {
    test.skip(!used, "no skill in content/skills.ts is a tool of a project's stack");
    const { skill, toolSlug, count } = used!;
    await page.goto('/');
    const button = page.locator('#skills').getByRole('button', { name: skill.name, exact: true });
    await button.focus();
    await expect(page.locator(`#skill-${skill.id}-description`)).toBeVisible();
    await page.keyboard.press('Tab');
    const text = counted(homeCopy.skills.usedIn, count);
    const link = page.getByRole('link', {
      name: fillTemplate(homeCopy.skills.usedInName, { skill: skill.name, projects: text }),
      exact: true,
    });
    await expect(link).toBeFocused();
    await expect(link).toHaveText(text);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/tags/${toolSlug}`);
  });
});

// The card clips its cover to its rounded corners: the ring of its focused link was drawn inside,
// over the cover, where a blue or purple picture hid it (1.05-1.9:1). It goes round the card.
test(
  "a card's link is named by its project alone, and its focus ring goes round the card, outside its cover",
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/portofolio');
    const card = page.getByRole('article', { name: firstProject.name, exact: true });
    const link = card.getByRole('link').first();
    await link.focus();
    await expect(link).toBeFocused();
    await expect(card).toHaveCSS('outline-style', 'solid');
    await expect(card).toHaveCSS('outline-offset', '3px');
    await expect(link).toHaveCSS('outline-style', 'none');
    // Named by the project's name, not by its cover's description followed by the name.
    await expect(link).toHaveAccessibleName(firstProject.name);
  },
);
