import type { Locator, Page, TestInfo } from '@playwright/test';
import type { WritingCopy } from '@/content';
import { projects } from '@/lib/content/projects';
import { THEME_CHOICES } from '@/lib/head-script/theme';
import { READY_ATTRIBUTE } from '@/lib/head-script/held-press';
import { sliderLayout } from '@/lib/slider/rules';
import { contactForm, expect, message, notice, ONCE, test } from './support/contact-fixtures';
import { inLanguage } from './support/content';
import { anyName, copy, copyFor, defaultLanguage, otherLanguages } from './support/copy';
import { holdScripts, nextFrames, waitForHydration } from './support/helpers';

/**
 * A press counts exactly once whatever its timing: before the scripts arrive (the head script
 * holds it, lib/head-script/held-press.ts), while React hydrates, and after.
 */

/** Page loads per control, and presses per load: a few before the scripts, then many more. */
const LOADS = 6;
const EARLY_PRESSES = 3;
const MIN_PRESSES_PER_LOAD = 35;
/** Presses made once the control is ready, to see the hand-over settle. */
const PRESSES_WHEN_READY = 5;

/** The controls pressed, each with how it shows the presses it has taken. */
type ControlKind = 'menu' | 'theme' | 'arrows';

/** Pages loaded for the slider's arrows: fewer, they press many times per load all the same. */
const ARROW_LOADS = 3;

interface LoadResult {
  presses: number;
  /** Presses while the scripts were arriving and hydrating, before the control was ready. */
  duringHydration: number;
  /** The press after which the count never settled on one more, or 0. */
  failedAt: number;
  shown: number;
  expected: number;
}

/** The page's function that lets the held scripts in (see letScriptsInFromThePage). */
const RELEASE_BINDING = 'letHeldScriptsIn';
/** Each page's current release, called through its RELEASE_BINDING. */
const releases = new WeakMap<Page, () => void>();

/**
 * Makes `release` (this load's) what the page's RELEASE_BINDING calls: the press loop lets the
 * scripts in itself, in the page, right before its first press. The binding is the page's for all
 * its loads; it is added at the first.
 */
async function letScriptsInFromThePage(page: Page, release: () => void) {
  if (!releases.has(page)) {
    await page.exposeFunction(RELEASE_BINDING, () => releases.get(page)?.());
  }
  releases.set(page, release);
}

/**
 * Presses `control` EARLY_PRESSES times (as a visitor, with the pointer) with the page's scripts
 * held back, then lets them in and presses again and again from inside the page, one press per
 * task, so that presses fall between the slices of work React does while hydrating. After each
 * press the control must settle on exactly one press more (what it shows plus what it holds,
 * modulo its cycle): a lost press never gets there, a doubled one goes past.
 */
async function pressAcrossHydration(
  page: Page,
  control: Locator,
  kind: ControlKind,
  /** For the arrows: the other arrow, pressed in turn with `control` from inside the page. */
  partner?: Locator,
) {
  // A new hold for this load.
  await page.unroute('**/_next/static/chunks/*.js');
  const releaseScripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  if (kind === 'arrows') {
    // An arrow's press shows as one scroll call of the slider (a press at the end is one too:
    // the browser stops the scroll there), counted before the scripts may make any.
    await page
      .getByRole('region', { name: copy.homeCopy.work.sliderLabel })
      .evaluate((scroller) => {
        const scrollBy = scroller.scrollBy;
        const counter = window as unknown as { sliderScrolls: number };
        counter.sliderScrolls = 0;
        scroller.scrollBy = function (this: Element, ...args: unknown[]) {
          counter.sliderScrolls++;
          Reflect.apply(scrollBy, this, args);
        };
      });
  }
  for (let press = 0; press < EARLY_PRESSES; press++) await control.click();
  await expect(control).toHaveAttribute('data-held', String(EARLY_PRESSES));
  const partnerHandle = partner ? await partner.elementHandle() : null;
  await letScriptsInFromThePage(page, releaseScripts);
  const result = await control.evaluate(
    async (element, options): Promise<LoadResult> => {
      // The scripts are let in from here, as the presses start: let in from the test before this
      // function reached the page, they could arrive and hydrate the control first on a loaded
      // machine (the call waits its turn behind their tasks), and no press fell in between.
      await (window as unknown as Record<string, () => Promise<void>>)[options.release]!();
      const controls = [element, ...(options.partner ? [options.partner] : [])];
      // The arrows' count only grows (scroll calls); the toggles' goes round their choices.
      const cycle =
        options.kind === 'arrows'
          ? Infinity
          : options.kind === 'menu'
            ? 2
            : options.themeChoices.length;
      const round = (count: number) =>
        cycle === Infinity ? count : ((count % cycle) + cycle) % cycle;
      const counted = () => {
        const held = controls.reduce(
          (sum, control) => sum + (Number(control.getAttribute('data-held')) || 0),
          0,
        );
        const shown =
          options.kind === 'arrows'
            ? (window as unknown as { sliderScrolls: number }).sliderScrolls
            : options.kind === 'menu'
              ? element.getAttribute('aria-expanded') === 'true'
                ? 1
                : 0
              : options.themeChoices.indexOf(
                  element.ownerDocument.documentElement.getAttribute('data-theme') ?? 'system',
                );
        return round(shown + held);
      };
      const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
      // The early presses are held, not shown: the count starts from there.
      const start = round(counted() - options.early);
      let presses = options.early;
      let duringHydration = 0;
      let readyPresses = 0;
      while (presses < options.minPresses || readyPresses < options.whenReady) {
        // The arrows take turns (a hidden one still takes a press made from inside the page).
        const pressed = controls[presses % controls.length]!;
        if (pressed.hasAttribute('data-ready')) readyPresses++;
        else duringHydration++;
        (pressed as HTMLElement).click();
        presses++;
        const expected = round(start + presses);
        const deadline = performance.now() + 2_000;
        while (counted() !== expected) {
          if (performance.now() > deadline) {
            return { presses, duringHydration, failedAt: presses, shown: counted(), expected };
          }
          await nextTask();
        }
        await nextTask();
      }
      return { presses, duringHydration, failedAt: 0, shown: counted(), expected: start };
    },
    {
      kind,
      partner: partnerHandle,
      early: EARLY_PRESSES,
      minPresses: MIN_PRESSES_PER_LOAD,
      whenReady: PRESSES_WHEN_READY,
      themeChoices: [...THEME_CHOICES] as string[],
      release: RELEASE_BINDING,
    },
  );
  expect(result.failedAt, `press ${result.failedAt}: ${JSON.stringify(result)}`).toBe(0);
  // Settled: hydrated, nothing left held.
  for (const settled of partner ? [control, partner] : [control]) {
    await waitForHydration(settled);
    await expect(settled).toHaveAttribute('data-ready');
    await expect(settled).not.toHaveAttribute('data-held');
  }
  return result;
}

/**
 * The claim holds only if presses fell where a press can be lost: at least one after the scripts
 * were let in and before the control was ready (React hydrating). A run where every press came
 * before the scripts or after hydration tested neither moment, and fails.
 */
function report(testInfo: TestInfo, results: LoadResult[], loads = LOADS) {
  const presses = results.reduce((sum, result) => sum + result.presses, 0);
  const duringHydration = results.reduce((sum, result) => sum + result.duringHydration, 0);
  testInfo.annotations.push({
    type: 'presses',
    description: `${presses} presses in ${results.length} page loads, ${duringHydration} of them after the scripts were let in and before the control was ready`,
  });
  expect(presses).toBeGreaterThanOrEqual(loads * MIN_PRESSES_PER_LOAD);
  expect(duringHydration, 'presses that landed while the page hydrated').toBeGreaterThan(0);
}

test(
  'every press on the menu button toggles it exactly once',
  { tag: '@mobile' },
  async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const button = page
      .getByRole('banner')
      .getByRole('button', { name: copy.layoutCopy.menuButton, exact: true });
    const results: LoadResult[] = [];
    for (let load = 0; load < LOADS; load++) {
      const result = await pressAcrossHydration(page, button, 'menu');
      results.push(result);
      // Open after an odd number of presses, closed after an even one.
      await expect(button).toHaveAttribute('aria-expanded', String(result.presses % 2 === 1));
    }
    report(testInfo, results);
  },
);

// The theme button sits in the bar on a wide screen (inside the menu on a phone).
test(
  'every press on the theme button moves the choice exactly once',
  { tag: '@desktop' },
  async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: 'light' });
    // Named after the choice it shows, whichever that is.
    const button = page
      .getByRole('navigation', { name: copy.layoutCopy.navLabel })
      .getByRole('button', { name: anyName(Object.values(copy.themeCopy.current)) });
    const results: LoadResult[] = [];
    for (let load = 0; load < LOADS; load++) {
      // Each load starts from system: the choice is kept in storage, which a new visitor has empty.
      if (load > 0) await page.evaluate(() => localStorage.clear());
      const result = await pressAcrossHydration(page, button, 'theme');
      results.push(result);
      await expect(page.locator('html')).toHaveAttribute(
        'data-theme',
        THEME_CHOICES[result.presses % THEME_CHOICES.length]!,
      );
    }
    report(testInfo, results);
  },
);

// The arrows show before the scripts run wherever the slider has more than one panel.
test(
  "every press on the slider's arrows scrolls it exactly once",
  { tag: '@desktop' },
  async ({ page }, testInfo) => {
    test.skip(!sliderLayout(projects.length).controls, 'one panel: the slider has no arrows');
    test.setTimeout(60_000);
    // Each arrow hides where it has nowhere to go (then out of the accessibility tree); the
    // presses from inside the page reach it all the same.
    const next = page.getByRole('button', {
      name: copy.homeCopy.work.nextPanel,
      includeHidden: true,
    });
    const previous = page.getByRole('button', {
      name: copy.homeCopy.work.previousPanel,
      includeHidden: true,
    });
    const results: LoadResult[] = [];
    for (let load = 0; load < ARROW_LOADS; load++) {
      results.push(await pressAcrossHydration(page, next, 'arrows', previous));
    }
    report(testInfo, results, ARROW_LOADS);
  },
);

/**
 * The page's script chunks (paths) it has put in so far, and those of them that have run. The
 * polyfills for browsers without modules (`nomodule`) never run here.
 */
const pageChunks = (page: Page) =>
  page.evaluate(() => ({
    inPage: [
      ...document.querySelectorAll<HTMLScriptElement>(
        'script[src*="/_next/static/chunks/"]:not([nomodule])',
      ),
    ].map((script) => new URL(script.src).pathname),
    run: (window as unknown as { chunksRun: string[] }).chunksRun,
  }));

/**
 * Of the page's chunks, those its React payload names: its client components' code, which React
 * asks for as it hydrates and can begin without, waiting for the one missing. Holding any other
 * chunk (the framework's own) keeps every script from running, the moment before the scripts that
 * each walk presses on a load of its own, so those are not walked again. Every chunk on a page
 * whose payload is not a file of its own.
 */
async function chunksReactWaitsFor(page: Page, chunks: string[]) {
  const payloadUrl = await page.evaluate(
    () => document.querySelector<HTMLScriptElement>('script[src*="/_next/static/payload/"]')?.src,
  );
  if (!payloadUrl) return chunks;
  const payload = await (await page.request.get(payloadUrl)).text();
  return chunks.filter((chunk) => payload.includes(chunk));
}

/** Records which of the page's chunks have run (a script's load event follows its run). */
async function trackChunksRun(page: Page) {
  await page.addInitScript(() => {
    const run: string[] = [];
    Object.assign(window, { chunksRun: run });
    document.addEventListener(
      'load',
      (event) => {
        if (event.target instanceof HTMLScriptElement) run.push(new URL(event.target.src).pathname);
      },
      true,
    );
  });
}

/**
 * Opens search once, by `press`, at one moment of the page becoming interactive per load:
 * - before the scripts arrive (all held);
 * - with every chunk of the page in and run but one, for each chunk React can wait for in turn
 *   (`chunksReactWaitsFor`): where React has begun hydrating and waits for the one missing, it
 *   stops a key or a click it cannot handle yet (under load, a Ctrl+K on /id was lost there);
 * - once the page is hydrated.
 * Search must open every time: a lost press never opens it. At least one load must have caught
 * React waiting, or the moment that lost a press was not tested.
 */
async function openSearchAtEveryMoment(
  page: Page,
  path: string,
  words: WritingCopy['search'],
  press: () => Promise<void>,
  /** false: only before the scripts and once hydrated, for a press whose path another walks. */
  everyChunk = true,
) {
  await trackChunksRun(page);
  const button = page.getByRole('button', { name: words.open, exact: true });
  const dialog = page.getByRole('dialog', { name: words.title });
  /** After the press: the scripts let in, search must open, with no press left held. */
  const opens = async (releaseScripts?: () => void) => {
    releaseScripts?.();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    await expect(button).not.toHaveAttribute('data-held');
  };

  // Before the scripts. Held, the page's chunks are exactly those its loader put in at once.
  await page.unroute('**/_next/static/chunks/*.js');
  const releaseAll = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(button).toBeVisible();
  await press();
  await expect.poll(async () => (await pageChunks(page)).inPage).not.toEqual([]);
  const chunks = await chunksReactWaitsFor(page, (await pageChunks(page)).inPage);
  await opens(releaseAll);

  let whileReactWaited = 0;
  for (const chunk of everyChunk ? chunks : []) {
    await page.unroute('**/_next/static/chunks/*.js');
    const releaseChunk = await holdScripts(page, chunk);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(button).toBeVisible();
    await expect
      .poll(async () => {
        const { inPage, run } = await pageChunks(page);
        return (
          inPage.includes(chunk) && inPage.every((other) => other === chunk || run.includes(other))
        );
      })
      .toBe(true);
    // Two frames more: time for the framework, which the last chunk to run set going, to begin.
    await nextFrames(page);
    // React's root marker on the document: hydration has begun; the button is not ready yet.
    const reactWaits = await button.evaluate(
      (element) =>
        Object.keys(document).some((key) => key.startsWith('__reactContainer$')) &&
        !element.hasAttribute('data-ready'),
    );
    if (reactWaits) whileReactWaited++;
    await press();
    await opens(releaseChunk);
  }

  // Hydrated.
  await page.unroute('**/_next/static/chunks/*.js');
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(button).toHaveAttribute('data-ready');
  await press();
  await opens();

  if (everyChunk) {
    expect(whileReactWaited, 'loads pressed while React waited for a chunk').toBeGreaterThan(0);
  }
}

/**
 * Each way to open search, on the home page of each language in turn. All take one path: the
 * shortcut's keys are a click of the search button by the head script's listener
 * (lib/head-script/search-shortcut.ts, the keys told apart by lib/search/shortcut.ts), the click
 * that a visitor's pointer makes too, held by the button until it is ready (held-press.ts).
 * Ctrl+K on /id, once lost while React waited, is walked through every chunk React can wait for
 * (each chunk walked costs a page load, and two more walks were most of this file's time); the
 * button and '/' on /
 * are pressed before the scripts and once hydrated.
 */
const walkedLanguage = otherLanguages[0] ?? defaultLanguage;
const SEARCH_PRESSES = [
  { key: '/', path: '/', words: copy.writingCopy.search, everyChunk: false },
  {
    key: 'Control+k',
    path: inLanguage(walkedLanguage, '/'),
    words: copyFor(walkedLanguage).writingCopy.search,
    everyChunk: true,
  },
];

test.describe('search opens for a press at any moment of the page starting', ONCE, () => {
  test('the search button', async ({ page }) => {
    test.setTimeout(90_000);
    await openSearchAtEveryMoment(
      page,
      '/',
      copy.writingCopy.search,
      () => page.getByRole('button', { name: copy.writingCopy.search.open, exact: true }).click(),
      false,
    );
  });

  for (const { key, path, words, everyChunk } of SEARCH_PRESSES) {
    test(`the ${key === '/' ? '/ key' : 'Ctrl+K'} on ${path}`, async ({ page }) => {
      test.setTimeout(90_000);
      await openSearchAtEveryMoment(page, path, words, () => page.keyboard.press(key), everyChunk);
    });
  }
});

/**
 * Holds every script chunk until `releaseOthers`, and `chunk` until `releaseChunk` as well: a form
 * can be filled while nothing has run, then the page let in up to the one chunk React waits for.
 */
async function holdScriptsInTwo(page: Page, chunk: string) {
  let releaseOthers = () => {};
  let releaseChunk = () => {};
  const others = new Promise<void>((resolve) => (releaseOthers = resolve));
  const held = new Promise<void>((resolve) => (releaseChunk = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await others;
    if (new URL(route.request().url()).pathname === chunk) await held;
    await route.continue();
  });
  return { releaseOthers, releaseChunk };
}

/**
 * The chunks a page asks for while it hydrates, beyond `loaded` (those its loader put in), that
 * hold `marker`: loaded once, with nothing pressed, until `hydrated` is ready (its chunk has run).
 * Not until the network is idle: on a loaded machine React began the part's hydration, and asked
 * for its chunk, more than half a second after the page's last request.
 */
async function chunksHydrationAddsWith(
  page: Page,
  loaded: string[],
  marker: string,
  hydrated: Locator,
) {
  await page.unroute('**/_next/static/chunks/*.js');
  await page.goto('/', { waitUntil: 'load' });
  await expect(hydrated).toHaveAttribute(READY_ATTRIBUTE);
  const added = (await pageChunks(page)).inPage.filter((chunk) => !loaded.includes(chunk));
  const withMarker: string[] = [];
  for (const chunk of added) {
    if ((await (await page.request.get(chunk)).text()).includes(marker)) withMarker.push(chunk);
  }
  return withMarker;
}

/**
 * Send is pressed once per load, at each moment of the page becoming interactive: before the
 * scripts arrive, with each chunk React can wait for held in turn while the others have run (React
 * hydrating, waiting for the one missing; the form's own chunk, which React asks for as it
 * hydrates, included), and once hydrated. Each press must post exactly once and
 * greet by name; at least one press must have come while React waited, or that moment went
 * untested.
 */
test(
  'Send pressed at any moment of the page becoming interactive posts once',
  ONCE,
  async ({ page, emailjs }) => {
    test.setTimeout(120_000);
    await trackChunksRun(page);
    const form = contactForm(page);
    let sent = 0;
    /** Presses Send, lets the held scripts in, and sees one post more and the greeting. */
    const sendOnce = async (release?: () => void) => {
      await form.send.click();
      release?.();
      sent++;
      await expect(form.status).toHaveText(notice(message.user_name));
      await emailjs.expectPosts(sent);
      // The SDK's throttle lives in storage; each load is a new visitor.
      await page.evaluate(() => localStorage.clear());
    };

    // Before the scripts. Held, the page's chunks are exactly those its loader put in at once.
    await page.unroute('**/_next/static/chunks/*.js');
    const releaseAll = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await form.name.fill(message.user_name);
    await expect.poll(async () => (await pageChunks(page)).inPage).not.toEqual([]);
    const loaded = (await pageChunks(page)).inPage;
    const chunks = await chunksReactWaitsFor(page, loaded);
    await sendOnce(releaseAll);
    // The form's own code comes in a chunk the page asks for as it hydrates, after those
    // (components/contact/ContactFormSlot.tsx): walked too.
    const formChunks = await chunksHydrationAddsWith(page, loaded, 'user_email', form.form);
    expect(formChunks, 'the chunk with the form code').toHaveLength(1);

    let whileReactWaited = 0;
    for (const chunk of [...chunks, ...formChunks]) {
      await page.unroute('**/_next/static/chunks/*.js');
      const { releaseOthers, releaseChunk } = await holdScriptsInTwo(page, chunk);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await form.name.fill(message.user_name);
      releaseOthers();
      await expect
        .poll(async () => {
          const { inPage, run } = await pageChunks(page);
          return (
            inPage.includes(chunk) &&
            inPage.every((other) => other === chunk || run.includes(other))
          );
        })
        .toBe(true);
      // Two frames more: time for the framework, which the last chunk to run set going, to begin.
      await nextFrames(page);
      const reactWaits = await form.form.evaluate(
        (element) =>
          Object.keys(document).some((key) => key.startsWith('__reactContainer$')) &&
          !element.hasAttribute('data-ready'),
      );
      if (reactWaits) whileReactWaited++;
      await sendOnce(releaseChunk);
    }

    // Hydrated.
    await page.unroute('**/_next/static/chunks/*.js');
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(form.form).toHaveAttribute('data-ready');
    await form.name.fill(message.user_name);
    await sendOnce();

    expect(whileReactWaited, 'loads pressed while React waited for a chunk').toBeGreaterThan(0);
    // No load's press was sent twice (checked at each next count, and here once settled).
    await expect(form.status).toBeHidden();
    expect(await emailjs.posts()).toHaveLength(sent);
  },
);
