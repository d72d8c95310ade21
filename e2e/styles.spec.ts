import type { Page } from '@playwright/test';
import { projects, site } from '@/content';
import { tagPath } from '@/lib/writing/tags';
import {
  BELOW_FIRST_SCREEN_ATTRIBUTE,
  STYLES_PENDING_ATTRIBUTE,
} from '@/lib/head-script/deferred-styles.mjs';
import { SECTIONS_WAITING_ATTRIBUTE } from '@/lib/head-script/sections';
import { caseStudyIds, inLanguage, notesLanguage, publishedNotes } from './support/content';
import { holdScripts, settleAnimations } from './support/helpers';
import { expect, isMobileProject, test } from './support/fixtures';
import { largestPaintAt, recordRequests } from './support/requests';

/**
 * Each page inlines only the CSS its HTML uses, and loads its whole stylesheets once the first
 * paint is on screen (scripts/postbuild/critical-styles.mjs). Proven here in the browser: what the
 * page shows before the whole sheets and its scripts arrive is styled exactly as after them, each
 * sheet is fetched once, and a client-side navigation to another kind of page finds all of that
 * page's styles.
 */

/** Computed properties that show whether an element is laid out and painted the same. */
const PROPERTIES = [
  'display',
  'position',
  'visibility',
  'color',
  'background-color',
  'background-image',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'text-align',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-top-color',
  'border-radius',
  'box-shadow',
  'width',
  'grid-template-columns',
  'flex-direction',
  'gap',
  'fill',
  'outline-style',
];

/**
 * The computed style of every element under `root`, keyed by its path in the tree (tag, classes
 * and position among its siblings), so two loads of a page can be compared element by element.
 */
function computedStyles(
  page: Page,
  root: string,
  /**
   * Elements not drawn in the state read (the home sections below the first screen before the
   * whole sheets): their contents are left out, and so is their own visibility, which is hidden
   * while they wait (the tests below check that).
   */
  notInside?: string,
): Promise<Record<string, string>> {
  return page.evaluate(
    ({ root, properties, notInside }) => {
      const styles: Record<string, string> = {};
      const visit = (element: Element, path: string) => {
        const style = getComputedStyle(element);
        const waits = Boolean(notInside && element.matches(notInside));
        styles[path] = properties
          .filter((name) => !(waits && name === 'visibility'))
          .map((name) => `${name}: ${style.getPropertyValue(name)}`)
          .join('; ');
        if (waits) return;
        [...element.children].forEach((child, index) =>
          visit(child, `${path} > ${child.localName}.${[...child.classList].join('.')}:${index}`),
        );
      };
      const start = document.querySelector(root);
      if (start) visit(start, root);
      return styles;
    },
    { root, properties: PROPERTIES, notInside },
  );
}

/** The entries of `after` whose style differs from `before`, for elements in both. */
function changed(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before)
    .filter((path) => path in after && after[path] !== before[path])
    .map((path) => `${path}\n  before: ${before[path]}\n  after:  ${after[path]}`);
}

/** Waits until every stylesheet the page links and has enabled is loaded. */
const enabledSheetsLoaded = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')].every(
      (link) => link.sheet !== null,
    ),
  );

/** Waits until every stylesheet the page links is enabled and loaded. */
const sheetsLoaded = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
      (link) => !link.disabled && link.sheet !== null,
    ),
  );

/** The home sections below the first screen, which the whole sheets style. */
const BELOW_FIRST_SCREEN = `[${BELOW_FIRST_SCREEN_ATTRIBUTE}]`;

/**
 * A project page (one without a case study where there is one), a project page with a case study,
 * a note (one with code where there is one: inline code and code blocks have rules of their own),
 * the notes list and a tag page (of a tool some project lists), whichever the content has.
 */
const withCaseStudy = projects.find((entry) => caseStudyIds().includes(entry.id));
const project = projects.find((entry) => entry !== withCaseStudy) ?? projects.at(0);
const notes = publishedNotes(notesLanguage);
const note = notes.find((entry) => entry.hasCode) ?? notes.at(0);
const tag = projects.flatMap((entry) => entry.stack).at(0);
/** One page of each kind the owner's site has. */
const PAGES = [
  { kind: 'home', path: '/' },
  ...(project ? [{ kind: 'project', path: `/portofolio/${project.id}` }] : []),
  ...(withCaseStudy && withCaseStudy !== project
    ? [{ kind: 'case study', path: `/portofolio/${withCaseStudy.id}` }]
    : []),
  ...(note
    ? [
        // In the first language that has notes (the default's, when it has any).
        { kind: 'note', path: inLanguage(notesLanguage, `/notes/${note.slug}`) },
        { kind: 'notes list', path: inLanguage(notesLanguage, '/notes') },
      ]
    : []),
  ...(tag ? [{ kind: 'tag', path: tagPath(tag) }] : []),
  { kind: 'all projects', path: '/portofolio' },
  { kind: 'cv', path: '/cv' },
  { kind: '404', path: '/no-such-page' },
];

for (const { kind, path } of PAGES) {
  test(`the ${kind} page looks the same before its whole stylesheets and scripts arrive as after, and fetches each sheet once`, async ({
    page,
  }) => {
    const stylesheetRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheetRequests.push(request.url());
    });
    // The whole sheets come with the scripts: hold both, and read the page as the first paint has it.
    let releaseSheets = () => {};
    const sheetsHeld = new Promise<void>((resolve) => (releaseSheets = resolve));
    await page.route('**/_next/static/**/*.css', async (route) => {
      await sheetsHeld;
      await route.continue();
    });
    const releaseScripts = await holdScripts(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    // The first paint is on screen: the head script has lifted what waits for it (the lazy covers
    // of a list, styles/_covers.scss), which scripts and sheets do not hold.
    await page.waitForFunction(
      (attribute) => !document.documentElement.hasAttribute(attribute),
      SECTIONS_WAITING_ATTRIBUTE,
    );
    // What is below the first screen is drawn only once the whole sheets are in (the tests below).
    const before = await computedStyles(page, 'body', BELOW_FIRST_SCREEN);
    expect(Object.keys(before).length).toBeGreaterThan(20);

    releaseSheets();
    releaseScripts();
    await sheetsLoaded(page);
    // Hydrated: React has attached its props to the page's root element's children.
    await page.waitForFunction(() =>
      Object.keys(document.body).some((key) => key.startsWith('__reactProps$')),
    );
    await settleAnimations(page);
    const after = await computedStyles(page, 'body', BELOW_FIRST_SCREEN);
    expect(changed(before, after)).toEqual([]);

    // Every linked sheet was fetched once, none again on hydration.
    const linked = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
        (link) => link.href,
      ),
    );
    expect(linked.length).toBeGreaterThan(0);
    expect(stylesheetRequests.sort()).toEqual([...linked].sort());
  });
}

/** Holds every stylesheet of the page until the returned function is called. */
async function holdSheets(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route('**/_next/static/**/*.css', async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  return { release, asked };
}

/** Whether each home section below the first screen is drawn: its first element rendered. */
const sectionsDrawn = (page: Page) =>
  page
    .locator(BELOW_FIRST_SCREEN)
    .evaluateAll((sections) =>
      sections.map((section) => section.firstElementChild?.checkVisibility() ?? false),
    );

test.describe('the home sections below the first screen, styled by the whole sheets only', () => {
  test('are drawn only once the whole stylesheets have loaded, after the first paint', async ({
    page,
  }) => {
    const sheets = await holdSheets(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // The first screen paints without them.
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
    );
    await expect.poll(() => sheets.asked.length).toBeGreaterThan(0);
    const drawnBefore = await sectionsDrawn(page);
    expect(drawnBefore.length, 'sections below the first screen').toBeGreaterThan(0);
    expect(drawnBefore.every((drawn) => !drawn)).toBe(true);
    await expect(page.locator('html')).toHaveAttribute(STYLES_PENDING_ATTRIBUTE);

    sheets.release();
    await sheetsLoaded(page);
    await expect(page.locator('html')).not.toHaveAttribute(STYLES_PENDING_ATTRIBUTE);
    // Drawn as they come near: scrolled to, each section shows its heading, and the site footer
    // (below them, its rules in the whole sheets as well) its contents.
    for (const part of await page.locator(BELOW_FIRST_SCREEN).all()) {
      await part.scrollIntoViewIfNeeded();
      const isFooter = await part.evaluate((element) => element.localName === 'footer');
      await expect(
        isFooter
          ? part.locator(':scope > *').first()
          : part.getByRole('heading', { level: 2 }).first(),
      ).toBeVisible();
    }
  });

  test('at a #fragment, hold the first paint until the sheets have loaded, then land on it', async ({
    page,
  }) => {
    const sheets = await holdSheets(page);
    // The contact section, the last of them.
    const id = site.contactSectionId;
    await page.goto(`/#${id}`, { waitUntil: 'domcontentloaded' });
    await expect(page.locator(`#${id}`)).toHaveAttribute(BELOW_FIRST_SCREEN_ATTRIBUTE);
    await expect.poll(() => sheets.asked.length).toBeGreaterThan(0);
    // By the time its first image is in, a page allowed to paint has painted.
    await expect(page.getByRole('img').first()).toHaveJSProperty('complete', true);
    const releasedAt = await page.evaluate(() => performance.now());
    sheets.release();
    await sheetsLoaded(page);
    const firstPaint = await (
      await page.waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      )
    ).jsonValue();
    expect(firstPaint, 'the first paint came after the sheets were let in').toBeGreaterThan(
      releasedAt,
    );
    await expect(
      page.locator(`#${id}`).getByRole('heading', { level: 2 }).first(),
    ).toBeInViewport();
  });

  test('a section link pressed before the sheets have loaded lands on its section once they have', async ({
    page,
  }) => {
    const sheets = await holdSheets(page);
    const id = site.contactSectionId;
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => sheets.asked.length).toBeGreaterThan(0);
    // The first screen's link to the contact section (the top bar's, or the hero's on a phone).
    await page.locator(`a[href$="#${id}"]:visible`).first().click();
    sheets.release();
    await sheetsLoaded(page);
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(
      page.locator(`#${id}`).getByRole('heading', { level: 2 }).first(),
    ).toBeInViewport();
  });
});

// The footer's rules come with the whole sheets on the home page, below every section, and on a
// project page, below its cover and words, whatever its project.
test.describe('the footer of the home page and a project page, styled by the whole sheets only', () => {
  for (const route of ['/', ...(project ? [`/portofolio/${project.id}`] : [])]) {
    test(`${route}: is drawn only once the whole stylesheets have loaded, after the first paint`, async ({
      page,
    }) => {
      const sheets = await holdSheets(page);
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint').length > 0,
      );
      await expect.poll(() => sheets.asked.length).toBeGreaterThan(0);
      await expect(page.locator('html')).toHaveAttribute(STYLES_PENDING_ATTRIBUTE);
      // Not drawn, the footer is out of the accessibility tree: found by its place in the page.
      const footer = page.locator('body > footer');
      const footerLinks = footer.getByRole('navigation');
      await expect(footer).toHaveAttribute(BELOW_FIRST_SCREEN_ATTRIBUTE);
      await expect(footerLinks).toBeHidden();

      sheets.release();
      await sheetsLoaded(page);
      await expect(page.locator('html')).not.toHaveAttribute(STYLES_PENDING_ATTRIBUTE);
      await footer.scrollIntoViewIfNeeded();
      await expect(footerLinks).toBeVisible();
      // Styled by the whole sheets: its rows are laid out on the footer's grid.
      await expect(footer.locator(':scope > div').first()).toHaveCSS('display', 'grid');
    });
  }
});

/**
 * A walk through `nodes`, starting and ending at the first, that goes from each node to every
 * other exactly once (an Euler circuit of the complete directed graph, found by Hierholzer's rule).
 */
function everyPairOnce(nodes: string[]): string[] {
  const left = new Map(nodes.map((node) => [node, nodes.filter((other) => other !== node)]));
  const stack = [nodes[0]!];
  const walk: string[] = [];
  while (stack.length > 0) {
    const next = left.get(stack.at(-1)!)!.shift();
    if (next) stack.push(next);
    else walk.unshift(stack.pop()!);
  }
  return walk;
}

// Whether a navigation brings the next page's stylesheets does not depend on the viewport: once.
test(
  'a client-side navigation between every kind of page keeps all of its styles',
  { tag: '@once' },
  async ({ page }) => {
    // Twelve client-side navigations and four loads: more than a single page's test.
    test.slow();
    // The other kinds link no sheet these four do not: a case study's page is a project page, the
    // all-projects page links a subset of a project page's sheets, and a note and the notes list
    // the sheets every page links, as the tag page and the CV do.
    const WALKED = ['home', 'project', 'tag', 'cv'];
    const kinds = PAGES.filter(({ kind }) => WALKED.includes(kind));
    // Each page as a fresh load styles it, once its whole sheets are in.
    const reference: Record<string, Record<string, string>> = {};
    for (const { path } of kinds) {
      await page.goto(path);
      await sheetsLoaded(page);
      await settleAnimations(page);
      reference[path] = await computedStyles(page, 'main');
    }
    // Then from each kind to every other, in one walk that takes each ordered pair once.
    await page.goto('/');
    await sheetsLoaded(page);
    // The router object exists as soon as its module runs, but a push sent before the app router
    // has committed its hydration is dropped. The router marks the history entry it owns (`__NA`)
    // in an effect of that commit: from then on a push navigates.
    await page.waitForFunction(
      () => (window.history.state as { __NA?: boolean } | null)?.__NA === true,
    );
    const route = everyPairOnce(kinds.map(({ path }) => path));
    let current = route.shift()!;
    for (const path of route) {
      await page.evaluate((path) => {
        (window as unknown as { next: { router: { push(path: string): void } } }).next.router.push(
          path,
        );
      }, path);
      await page.waitForURL((url) => url.pathname === path);
      await enabledSheetsLoaded(page);
      await expect(page.locator('main')).toHaveCount(1);
      await settleAnimations(page);
      const styles = await computedStyles(page, 'main');
      expect({ from: current, to: path, changed: changed(reference[path]!, styles) }).toEqual({
        from: current,
        to: path,
        changed: [],
      });
      current = path;
    }
  },
);

/** The farthest below the screen Chrome starts a lazy image (on a slow connection). */
const LAZY_LOADING_DISTANCE = 2500;

test('the home page asks for its skill marks once, lazily, and on a phone only after its largest paint', async ({
  page,
}, testInfo) => {
  const recording = await recordRequests(page);
  await page.goto('/');
  const marks = page.locator('#skills img');
  test.skip((await marks.count()) === 0, 'no skill in content/ names a brand with a mark');
  // How far below the first screen the marks start, before anything scrolls.
  const belowFirstScreen = await marks
    .first()
    .evaluate((mark) => mark.getBoundingClientRect().top - window.innerHeight);
  await marks.first().scrollIntoViewIfNeeded();
  await expect(marks.first()).toHaveJSProperty('complete', true);
  const requested = recording.requests
    .filter((request) => request.url.endsWith('/skills/marks.svg'))
    .map((request) => request.sentAt);
  const largestPaint = await largestPaintAt(page, recording);
  // One file for every mark, a lazy image: not fetched while the parser passes the skills section.
  expect(requested).toHaveLength(1);
  for (const mark of await marks.all()) await expect(mark).toHaveAttribute('loading', 'lazy');
  // On a phone the sprite waits for the largest paint (the heading) when the skills sit beyond
  // Chrome's lazy-loading distance (1,250 px below the screen on a fast connection, 2,500 on a
  // slow one): on the sample's page, and any with a few projects and notes above them. A wide
  // window, or a short page (two projects, no notes), has them within it and fetches them at once.
  if (isMobileProject(testInfo) && belowFirstScreen > LAZY_LOADING_DISTANCE) {
    expect(requested[0]!).toBeGreaterThan(largestPaint);
  }
});

// A page's column starts where the top bar's name does while the window is narrower than the
// column's widest: the project, note, notes-list and tag pages had an inset of their own, 4 px off
// the bar's on a phone and 15 px on a tablet. (Wider, a text page's column is centred, narrower
// than the bar's row.) The 404 page and its centred message are left out.
test('every page kind lines its text up with the top bar on a phone, and the project page on a tablet', async ({
  page,
}, testInfo) => {
  const phone = isMobileProject(testInfo);
  if (!phone) await page.setViewportSize({ width: 1024, height: 768 });
  const kinds = phone
    ? PAGES.filter(({ kind }) => kind !== '404')
    : PAGES.filter(({ kind }) => kind === 'project' || kind === 'case study');
  for (const { kind, path } of kinds) {
    await page.goto(path);
    const edges = await page.evaluate(() => ({
      bar: Math.round(document.querySelector('header a')?.getBoundingClientRect().left ?? -1),
      heading: Math.round(document.querySelector('main h1')?.getBoundingClientRect().left ?? -1),
    }));
    expect(
      edges.heading,
      `${kind} (${path}): its heading's left edge, the bar's name at ${edges.bar}`,
    ).toBe(edges.bar);
  }
});
