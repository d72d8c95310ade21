import { cv, interfaceWords, languages, site, writingCopy } from '@/content';
import { projects } from '@/lib/content/projects';
import { formatDay } from '@/lib/writing/dates';
import { tagSlug } from '@/lib/writing/tags';
import {
  caseStudyIds,
  caseStudyIdsWithContents,
  caseStudyTitle,
  defaultSiteLanguage,
  firstProject,
  inLanguage,
  notesLanguage,
  publishedNotes,
  tagPath,
} from './support/content';
import { copyFor, wordsAround } from './support/copy';
import { expect, test } from './support/fixtures';
import { nextFrames, waitForHydration } from './support/helpers';

/**
 * The writing: the notes list and a note, a case study on its project page, a tag page, the
 * feeds, and search (opened from the top bar, by '/' and by Ctrl+K) in both languages.
 */
const search = writingCopy.search;

/**
 * The notes the tests open: the default language's, or, when it has none, those of the first
 * language that has any (a note may exist in one language only: an Indonesian-first owner may
 * write hers in English), each on that language's pages and in its words.
 */
const language = defaultSiteLanguage.code;
const notes = publishedNotes(notesLanguage);
const notesWords = copyFor(notesLanguage).writingCopy;
/** A note with code and figures when there is one. */
const note = notes.find((candidate) => candidate.hasCode && candidate.hasFigure) ?? notes[0];
const noNotes = 'content/notes/ has no published note in any language';
/** A route in the notes' language ('/notes' → '/en/notes' on an Indonesian-first site). */
const notesRoute = (route: string) => inLanguage(notesLanguage, route);

/** The note the tests open (their group skips, with `noNotes`, when there is none). */
function openedNote() {
  if (!note) throw new Error(noNotes);
  return note;
}
/** A project with a case study (and its table of contents) and one without. */
const withStudy = projects.find((project) =>
  caseStudyIdsWithContents(language).includes(project.id),
);
const withoutStudy = projects.find((project) => !caseStudyIds().includes(project.id));
/** A case study's region on its project page: named by its title, the owner's words. */
const studyTitles = caseStudyIds().flatMap((id) => caseStudyTitle(id, language) ?? []);

/** The live count of search results, in whichever of the copy's plural forms. */
const resultCount = (words: typeof search) =>
  new RegExp(
    Object.values(words.results)
      .map((form) => wordsAround(form, '\\d+').source)
      .join('|'),
  );
/** The second language, if the site has one (its pages are under its code). */
const second = languages[1]?.code;

test.describe('notes', () => {
  test.skip(!note, noNotes);

  test('the list leads to a note with its date, reading time, tags and neighbours', async ({
    page,
  }) => {
    const shown = openedNote();
    await page.goto(notesRoute('/notes'));
    await expect(
      page.getByRole('heading', { level: 1, name: notesWords.notesTitle }),
    ).toBeVisible();
    const titles = page.getByRole('main').getByRole('heading', { level: 2 });
    // Newest first; drafts are not built.
    await expect(titles).toHaveText(notes.map((entry) => entry.title));
    await page.getByRole('link', { name: shown.title }).click();

    await expect(page).toHaveURL(new RegExp(`${notesRoute(`/notes/${shown.slug}`)}$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: shown.title })).toBeVisible();
    await expect(main.getByText(formatDay(shown.date, notesLanguage))).toBeVisible();
    await expect(main.getByText(wordsAround(notesWords.readingTime, '\\d+'))).toBeVisible();
    // Long code lines scroll inside their block; the page itself never scrolls sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    if (shown.hasCode) {
      await expect(
        main.getByRole('region', { name: wordsAround(notesWords.codeLabel, '.+') }).first(),
      ).toBeVisible();
    }
    if (shown.hasFigure) await expect(main.getByRole('figure').first()).toBeVisible();
    if (shown.hasTable) {
      // A table is a named box a keyboard can scroll: it scrolls itself, never the page.
      const table = main.getByRole('region', { name: wordsAround(notesWords.tableLabel, '.+') });
      await expect(table.first().getByRole('table')).toBeVisible();
      await table.first().focus();
      await expect(table.first()).toBeFocused();
    }
    await expect(main.getByRole('navigation', { name: notesWords.pager.label })).toBeVisible();

    await main
      .getByRole('list', { name: notesWords.tagsLabel })
      .getByRole('link', { name: shown.tags[0], exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${notesRoute(tagPath(shown.tags[0]!))}$`));
  });

  test('the home page shows the latest notes and the footer links to all of them @once', async ({
    page,
  }) => {
    await page.goto(notesRoute('/'));
    const section = page.getByRole('region', { name: notesWords.latestNotes });
    await expect(section.getByRole('listitem')).toHaveCount(Math.min(notes.length, 3));
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: notesWords.notesTitle }),
    ).toHaveAttribute('href', notesRoute('/notes'));
  });

  test('announces both feeds, which answer with their formats @once', async ({ page, request }) => {
    await page.goto(notesRoute('/cv'));
    for (const type of ['application/rss+xml', 'application/feed+json']) {
      const href = await page.locator(`link[rel="alternate"][type="${type}"]`).getAttribute('href');
      const response = await request.get(href!);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(notesRoute(`/notes/${openedNote().slug}`));
    }
  });
});

test.describe('a case study', () => {
  test('follows the description on its project page, with a working table of contents', async ({
    page,
  }) => {
    test.skip(!withStudy, 'no case study asks for a table of contents');
    await page.goto(`/portofolio/${withStudy!.id}`);
    const study = page.getByRole('region', {
      name: caseStudyTitle(withStudy!.id, language),
      exact: true,
    });
    await expect(study).toBeVisible();
    const contents = study.getByRole('navigation', { name: writingCopy.tocLabel });
    const last = contents.getByRole('link').last();
    const [name, href] = [await last.textContent(), await last.getAttribute('href')];
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(study.getByRole('heading', { name: name!, exact: true })).toBeInViewport();
  });

  test('is absent from a project without one @once', async ({ page }) => {
    test.skip(!withoutStudy, 'every project has a case study');
    test.skip(studyTitles.length === 0, `no project has a case study in ${language}`);
    await page.goto(`/portofolio/${withoutStudy!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const title of studyTitles) {
      await expect(page.getByRole('region', { name: title, exact: true })).toHaveCount(0);
    }
  });
});

test.describe('tags', () => {
  test('a tag page lists the projects and notes that carry it, and project tags link there @once', async ({
    page,
  }) => {
    // A tool of a project's stack that a note is tagged with too.
    const [project, tag, tagged] = projects
      .flatMap((candidate) =>
        candidate.stack.map((tool) => {
          const byTag = publishedNotes(language).find((entry) =>
            entry.tags.some((t) => tagSlug(t) === tagSlug(tool)),
          );
          return [candidate, tool, byTag] as const;
        }),
      )
      .find(([, , byTag]) => byTag) ?? [firstProject, firstProject.stack[0]!, undefined];
    await page.goto(`/portofolio/${project.id}`);
    await page.getByRole('link', { name: tag, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${tagPath(tag)}$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: project.name }).first()).toBeVisible();
    if (tagged) await expect(main.getByRole('link', { name: tagged.title })).toBeVisible();
  });
});

test.describe('search', () => {
  // What is searched for: a note's title, a case study's title, in each language.
  const secondNote = second ? publishedNotes(second)[0] : undefined;
  const studied = projects.find((project) =>
    [language, ...(second ? [second] : [])].every((code) => caseStudyTitle(project.id, code)),
  );

  test('finds a phrase from a note, opened with / @desktop', async ({ page }) => {
    test.skip(!note, noNotes);
    const shown = openedNote();
    await page.goto(notesRoute('/'));
    // Pressed once, as soon as the button shows: the shortcut works from the first paint (a
    // press before the scripts run is held until they do; press-timing.spec.ts covers each moment).
    await expect(page.getByRole('button', { name: notesWords.search.open })).toBeVisible();
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: notesWords.search.title });
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('searchbox');
    await expect(box).toBeFocused();
    await box.fill(shown.title);
    await expect(dialog.getByRole('status')).toHaveText(resultCount(notesWords.search));
    // A result is named by its page's title alone, its excerpt read as its description.
    const hit = dialog.getByRole('link', { name: shown.title, exact: true }).first();
    await expect(hit).toHaveAttribute('href', notesRoute(`/notes/${shown.slug}`));
    await expect(hit).toHaveAccessibleDescription(/\S/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Opened from the button, closing returns focus to it.
    await page.getByRole('button', { name: notesWords.search.open }).click();
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    await dialog.getByRole('button', { name: notesWords.search.close }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: notesWords.search.open })).toBeFocused();
  });

  test('an Escape while its code is still on its way keeps search closed @once', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: search.open });
    await waitForHydration(button);
    // The dialog's code, asked for by the press, is held until the visitor has pressed Escape.
    const heldChunks: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      heldChunks.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    await button.click();
    await expect.poll(() => heldChunks.length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    // Every held chunk has run (a script's load event follows its run), and React has had two
    // frames to show what its arrival set going.
    const chunksRun = page.evaluate(
      (paths) =>
        new Promise<void>((resolve) => {
          const left = new Set(paths);
          document.addEventListener(
            'load',
            (event) => {
              if (!(event.target instanceof HTMLScriptElement)) return;
              left.delete(new URL(event.target.src).pathname);
              if (left.size === 0) resolve();
            },
            true,
          );
        }),
      heldChunks,
    );
    release();
    await chunksRun;
    await nextFrames(page);
    const dialog = page.getByRole('dialog', { name: search.title });
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    // Its code is in now: the next press opens it at once.
    await button.click();
    await expect(dialog.getByRole('searchbox')).toBeFocused();
  });

  test('finds a phrase from a case study, opened from the top bar', async ({ page }) => {
    test.skip(!studied, 'no project has a case study in every language');
    await page.goto('/cv');
    // One press, whenever it comes: an early one is held until the button is ready.
    await page.getByRole('button', { name: search.open }).click();
    const dialog = page.getByRole('dialog', { name: search.title });
    await dialog.getByRole('searchbox').fill(caseStudyTitle(studied!.id, language)!);
    await dialog.locator(`a[href="/portofolio/${studied!.id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/portofolio/${studied!.id}$`));
  });

  test("a project's name finds its own page, not its neighbours', with no page chrome in its excerpt @once", async ({
    page,
  }) => {
    // A project whose name's words no other project's words hold, so only its page and the
    // pages that list it by name (the CV) have them: its neighbours' pages, which link to it,
    // are no results for it. The first such project: the first card of the lists when it can be.
    const words = (text: string) =>
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);
    const named = projects.find((project) =>
      projects.every(
        (other) =>
          other === project ||
          !words(project.name).some((word) =>
            words(`${other.name} ${other.kind} ${other.description} ${other.alt}`).includes(word),
          ),
      ),
    );
    test.skip(projects.length < 2, 'one project: no neighbours to tell apart');
    test.skip(!named, "every project's name shares a word with another project");
    await page.goto('/cv');
    await page.getByRole('button', { name: search.open }).click();
    const dialog = page.getByRole('dialog', { name: search.title });
    await dialog.getByRole('searchbox').fill(named!.name);
    await expect(dialog.getByRole('status')).toHaveText(resultCount(search));
    const ownPage = dialog.locator(`a[href="/portofolio/${named!.id}"]`);
    await expect(ownPage).toHaveCount(1);
    const projectPages = await dialog
      .locator('a[href^="/portofolio/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(projectPages).toEqual([`/portofolio/${named!.id}`]);
    // Nor is a page that lists the projects a result: its cards are out of the index, pictures
    // and their descriptions included.
    const listPages = await dialog
      .locator('a[href="/portofolio"], a[href^="/tags/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(listPages).toEqual([]);
    // What the result shows of the page is its words, not its way back or its counter, and its
    // title is the name as written (the page draws it in capitals with its stylesheet).
    await expect(ownPage).not.toContainText(copyFor(language).projectCopy.backLink);
    await expect(ownPage.locator(':scope > :first-child')).toHaveText(named!.name);
  });

  test('names the CV by its page title, its words kept apart @once', async ({ page }) => {
    const cvLanguage = cv.languages[0];
    test.skip(!cvLanguage, 'content/cv.ts lists no spoken language');
    await page.goto('/cv');
    await page.getByRole('button', { name: search.open }).click();
    const dialog = page.getByRole('dialog', { name: search.title });
    await dialog.getByRole('searchbox').fill(cvLanguage!.fluency);
    const result = dialog.locator('a[href="/cv"]');
    await expect(result.locator(':scope > :first-child')).toHaveText(
      `${copyFor(language).cvCopy.pageTitle} · ${site.fullName}`,
    );
    // The language and its level, two words of the page, not one.
    await expect(result).not.toContainText(`${cvLanguage!.language}${cvLanguage!.fluency}`);
  });

  test("searches the second language's pages from one of them, opened with Ctrl+K @once", async ({
    page,
  }) => {
    test.skip(!second, 'content/languages.ts lists one language');
    const words = interfaceWords[second!]!.writingCopy;
    await page.goto(`/${second}`);
    await expect(page.getByRole('button', { name: words.search.open })).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: words.search.title });
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('searchbox');
    if (secondNote) {
      await box.fill(secondNote.title);
      await expect(dialog.getByRole('link', { name: secondNote.title }).first()).toHaveAttribute(
        'href',
        `/${second}/notes/${secondNote.slug}`,
      );
    }
    if (studied) {
      await box.fill(caseStudyTitle(studied.id, second!)!);
      await expect(
        dialog.locator(`a[href="/${second}/portofolio/${studied.id}"]`).first(),
      ).toBeVisible();
    }
  });

  test('is absent with JavaScript off @once', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // The CV page: on every site, notes or none.
    await page.goto('/cv');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('button', { name: search.open })).toBeHidden();
    await context.close();
  });
});
