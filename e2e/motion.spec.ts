import type { Locator, Page } from '@playwright/test';
import { experience } from '@/content';
import { fillTemplate } from '@/lib/content/copy';
import { projects } from '@/lib/content/projects';
import { PANEL_SECONDS } from '@/lib/motion/timing';
import { copy } from './support/copy';
import { expect, isMobileProject, test } from './support/fixtures';
import { clickWhenHydrated, waitForHydration } from './support/helpers';
import { firstProject } from './support/content';
import { escapeRegExp } from './support/text';

/** A project page, and the next one in the list (the pager goes there). */
const from = projects.at(-2) ?? firstProject;
/** The project after `from` in the list: its pager's "next" (none when there is one project). */
const following = projects[projects.indexOf(from) + 1];
const NO_PAGER = 'content/projects.ts lists one project: its page has no pager';

/**
 * Motion (framer-motion): each animation's end state, that it really ran, that reduced motion
 * turns it off, and that nothing starts hidden. Whether something moved is read from the element's
 * inline style, recorded by a MutationObserver; waits are for states or for browser frames.
 */

/** Resolves after the browser has drawn two more frames (a spring or a tween would have moved). */
async function nextFrames(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

interface Recorder {
  __frames?: Record<string, string[]>;
  __waapi?: { element: Element; keyframes: Keyframe[] | PropertyIndexedKeyframes }[];
}

// framer-motion runs opacity, clip-path and the like as Web Animations (off the main thread) and
// the rest frame by frame in inline styles: record both, from before the page's own scripts.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const recorder = window as unknown as Recorder;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      if (keyframes) (recorder.__waapi ??= []).push({ element: this, keyframes });
      return animate.call(this, keyframes, options);
    };
  });
});

/**
 * Starts recording the values the `property` (camelCase) of elements matching `selector` takes on
 * from now on, inline or in a Web Animation. Read them with `recorded(page, key)`.
 */
async function recordStyle(page: Page, key: string, selector: string, property: string) {
  await page.evaluate(
    ({ key, selector, property }) => {
      const recorder = window as unknown as Recorder;
      const values: string[] = ((recorder.__frames ??= {})[key] = []);
      const start = recorder.__waapi?.length ?? 0;
      const cssName = property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          const target = mutation.target as HTMLElement;
          if (!target.matches?.(selector)) continue;
          const value = target.style.getPropertyValue(cssName);
          if (value) values.push(value);
        }
      }).observe(document.body, { attributes: true, attributeFilter: ['style'], subtree: true });
      (window as unknown as Record<string, () => string[]>)[`__read_${key}`] = () => {
        const animated = (recorder.__waapi ?? []).slice(start).flatMap(({ element, keyframes }) => {
          if (!element.matches(selector)) return [];
          const frames = Array.isArray(keyframes) ? keyframes : [keyframes];
          return frames.flatMap((frame) => {
            const value = (frame as Record<string, unknown>)[property];
            return value === undefined ? [] : [value].flat().map(String);
          });
        });
        return [...values, ...animated];
      };
    },
    { key, selector, property },
  );
}

async function recorded(page: Page, key: string): Promise<string[]> {
  return page.evaluate(
    (key) => (window as unknown as Record<string, () => string[]>)[`__read_${key}`]!(),
    key,
  );
}

/** The element the template wraps each page in: the parent of <main>. */
const pageWrapper = (page: Page) => page.locator('main').locator('..');

/**
 * Follows the Next project link as a client-side route change, the one the ease-in is for: once
 * React has hydrated it. Before that the link is a plain link and loads the next page whole (the
 * visitor's press is not lost; there is only no ease-in), which the network going quiet does not
 * rule out on a loaded machine.
 */
async function goToNextProject(page: Page) {
  await clickWhenHydrated(
    page
      .getByRole('navigation', { name: copy.projectCopy.pager.label })
      .getByRole('link', { name: new RegExp(copy.projectCopy.pager.next) }),
  );
}

// The timing of a motion does not depend on the viewport: the motions run on the desktop only
// (what moves on a phone, the menu and the grid, is checked in their own specs).
test.describe('page ease-in', { tag: '@once' }, () => {
  test('a route change eases the new page in, from faint to fully opaque and in place', async ({
    page,
  }) => {
    // From the projects list: a page that has not fetched any motion code of its own (a project
    // page has, for its hero's reveal).
    await page.goto('/portofolio');
    // The first page of a visit is the server HTML as it is: nothing on the wrapper.
    await expect(pageWrapper(page)).not.toHaveAttribute('style', /opacity/);
    await page.waitForLoadState('networkidle');
    await recordStyle(page, 'page', ':has(> main)', 'opacity');
    // The ease-in waits for no code: a click that comes before framer-motion's runtime could
    // arrive (a phone's slow network) eases in too. The runtime (the chunk that quotes its export
    // names) is held until the new page shows; every other script goes through.
    const held: (() => Promise<void>)[] = [];
    let holding = true;
    await page.route(/\.js(\?|$)/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      const release = () => route.fulfill({ response, body });
      if (holding && body.includes('"springValue"')) held.push(release);
      else await release();
    });
    // The card's link, named by its cover and its heading.
    const nameInCard = new RegExp(escapeRegExp(firstProject.name));
    await clickWhenHydrated(page.getByRole('main').getByRole('link', { name: nameInCard }).first());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstProject.name);
    holding = false;
    await Promise.all(held.map((release) => release()));
    await expect(pageWrapper(page)).toHaveCSS('opacity', '1');
    await expect(pageWrapper(page)).toHaveCSS('transform', 'none');
    const opacities = (await recorded(page, 'page')).map(Number);
    expect(
      opacities.some((opacity) => opacity < 1),
      `opacities: ${opacities}`,
    ).toBe(true);
    // Faint, never invisible.
    expect(Math.min(...opacities)).toBeGreaterThanOrEqual(0.3);
  });

  test('no ease-in under reduced motion', async ({ page }) => {
    test.skip(!following, NO_PAGER);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/portofolio/${from.id}`);
    await page.waitForLoadState('networkidle');
    await recordStyle(page, 'page', ':has(> main)', 'opacity');
    await goToNextProject(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(following!.name);
    await nextFrames(page);
    expect(await recorded(page, 'page')).toEqual([]);
    await expect(pageWrapper(page)).toHaveCSS('opacity', '1');
  });
});

test.describe('project hero reveal', { tag: '@once' }, () => {
  const hero = (page: Page) => page.locator('main [data-reveal]');

  test('is revealed once a fifth of it is visible, opening from its inset, zoomed start to the full frame, played by the browser', async ({
    page,
  }) => {
    const project = projects[1] ?? firstProject;
    await page.goto(`/portofolio/${project.id}`);
    await test.step('is revealed once a fifth of it is visible', async () => {
      await expect(hero(page)).toHaveAttribute('data-reveal', 'shown');
    });
    await test.step('the browser plays it: the frame clip and the image transform, nothing redrawn by script each frame', async () => {
      // Recorded as they start (the reveal is over in about a second, too soon to catch playing
      // on a busy machine): each Web Animation by element and animated property.
      const started = await page.evaluate(() =>
        ((window as unknown as Recorder).__waapi ?? []).flatMap(({ element, keyframes }) => {
          // Keyframes come as a list of frames or as one list of values per property.
          const values: Record<string, unknown[]> = Array.isArray(keyframes)
            ? Object.fromEntries(
                Object.keys(keyframes[0] ?? {}).map((key) => [
                  key,
                  keyframes.map((frame) => frame[key]),
                ]),
              )
            : (keyframes as Record<string, unknown[]>);
          return Object.entries(values)
            .filter(([key]) => !['offset', 'easing', 'composite'].includes(key))
            .map(
              ([property, [from, to]]) =>
                `${element.tagName.toLowerCase()} ${property}: ${from} → ${to}`,
            );
        }),
      );
      // From the inset (6 % of the frame's height, 4 % of its width) and the zoom (12 % more) to
      // the full frame (ProjectHero.module.scss).
      expect(started.sort()).toEqual([
        expect.stringMatching(
          /^div clipPath: inset\(6% 4% round \d+px\) → inset\(0px round \d+px\)$/,
        ),
        'img transform: matrix(1.12, 0, 0, 1.12, 0, 0) → matrix(1, 0, 0, 1, 0, 0)',
      ]);
      // Played out: no animation left on the frame or the image.
      await expect
        .poll(() => hero(page).evaluate((frame) => frame.getAnimations({ subtree: true }).length))
        .toBe(0);
    });
    await test.step('opens from its inset, zoomed start to the full frame', async () => {
      const image = page.getByRole('main').getByRole('img', { name: project.alt });
      await expect(image).toHaveCSS('transform', /^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
      await expect(hero(page)).toHaveCSS('clip-path', /inset\(0(px|%)?/);
      await expect(image).toHaveCSS('opacity', '1');
    });
  });

  test('waits until a fifth of it is on screen', async ({ page }, testInfo) => {
    test.skip(isMobileProject(testInfo), 'a short desktop window puts the hero below the fold');
    await page.setViewportSize({ width: 1280, height: 260 });
    await page.goto(`/portofolio/${projects.at(-1)!.id}`);
    // The hero's frame (its image sits in a <picture> inside it).
    const frame = hero(page);
    await expect(hero(page)).toHaveAttribute('data-reveal', 'armed');
    // Armed is a visible state: inset and zoomed, never transparent.
    await expect(frame).toHaveCSS('opacity', '1');
    await nextFrames(page);
    await expect(hero(page)).toHaveAttribute('data-reveal', 'armed');
    // Scrolled by the hero's own distance from the window's top, so that more than a fifth of it
    // is on screen whatever stands above it on the page (the project's name, links, kind).
    const distance = await frame.evaluate((element) => element.getBoundingClientRect().top);
    await page.mouse.wheel(0, Math.ceil(distance));
    await expect(hero(page)).toHaveAttribute('data-reveal', 'shown');
  });

  // Under reduced motion it does not move: sweep.spec.ts ('reduced motion').
});

test.describe('quick view enter and exit', { tag: '@once' }, () => {
  async function open(page: Page) {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const project = projects.at(-1)!;
    const trigger = page.getByRole('button', {
      name: fillTemplate(copy.homeCopy.work.quickView, { name: project.name }),
      exact: true,
    });
    await trigger.scrollIntoViewIfNeeded();
    await recordStyle(page, 'dialog', 'dialog', 'opacity');
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: project.name, exact: true });
    return { trigger, dialog };
  }

  test('fades in, then fades out before it leaves, and focus goes back', async ({ page }) => {
    const { trigger, dialog } = await open(page);
    await expect(dialog).toHaveCSS('opacity', '1');
    const entering = (await recorded(page, 'dialog')).map(Number);
    expect(
      entering.some((opacity) => opacity < 1),
      `opacities: ${entering}`,
    ).toBe(true);

    await recordStyle(page, 'leaving', 'dialog', 'opacity');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    const leaving = (await recorded(page, 'leaving')).map(Number);
    expect(
      leaving.some((opacity) => opacity < 1),
      `opacities: ${leaving}`,
    ).toBe(true);
    await expect(trigger).toBeFocused();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  });

  test('keeps its fade under reduced motion, which moves nothing', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { trigger, dialog } = await open(page);
    await expect(dialog).toHaveCSS('opacity', '1');
    await expect(dialog.locator('article')).toHaveCSS('transform', 'none');
    await dialog.getByRole('button', { name: copy.quickViewCopy.close }).click();
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });
});

test.describe('experience entries', { tag: '@once' }, () => {
  const entry = experience[0];
  test.skip(!entry, 'no experience entry in content/experience.ts');

  async function setUp(page: Page) {
    if (!entry) throw new Error('skipped above');
    await page.goto('/');
    const section = page.locator('#experience');
    await section.scrollIntoViewIfNeeded();
    const button = section.getByRole('button', { name: new RegExp(entry.company) });
    const description = section.getByText(entry.description);
    // The slide is React's (a press before hydration is held and acts once it is there, checked in
    // home-sections.spec.ts): the network going quiet does not mean React is done on a busy machine.
    await waitForHydration(button);
    return { button, description };
  }

  const height = async (locator: Locator) => (await locator.boundingBox())!.height;

  test('slide open to their natural height and back to two lines', async ({ page }) => {
    // The slide runs on the page's clock, which the test holds around the press: its frames come
    // at the test's pace, so a frame a third of the way in is seen whatever the machine's load (a
    // starved renderer painted only the first and last frames of a real-time slide).
    await page.clock.install();
    const { button, description } = await setUp(page);
    const collapsed = await height(description);
    const natural = await description.evaluate((element) => {
      const clone = element.cloneNode(true) as HTMLElement;
      clone.style.cssText =
        'display:block;-webkit-line-clamp:none;height:auto;position:absolute;visibility:hidden';
      clone.style.width = `${element.getBoundingClientRect().width}px`;
      element.parentElement!.append(clone);
      const value = clone.getBoundingClientRect().height;
      clone.remove();
      return value;
    });
    expect(natural).toBeGreaterThan(collapsed);

    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await button.click();
    await page.clock.runFor((PANEL_SECONDS * 1000) / 3);
    const midway = await height(description);
    expect(midway, `a third of the way: ${collapsed} → ${midway} → ${natural}`).toBeGreaterThan(
      collapsed + 1,
    );
    expect(midway).toBeLessThan(natural - 1);
    await page.clock.resume();
    await expect.poll(() => height(description)).toBeCloseTo(natural, 0);
    // Back on the stylesheet's height once there.
    await expect(description).not.toHaveAttribute('style', /height/);

    await button.click();
    await expect.poll(() => height(description)).toBeCloseTo(collapsed, 0);
    await expect(description).toHaveCSS('-webkit-line-clamp', '2');
    await expect(description).not.toHaveAttribute('style', /height/);
  });

  test('switch without sliding under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { button, description } = await setUp(page);
    const collapsed = await height(description);
    await recordStyle(page, 'height', `#${await description.getAttribute('id')}`, 'height');
    await button.click();
    await expect.poll(() => height(description)).toBeGreaterThan(collapsed);
    await button.click();
    await expect.poll(() => height(description)).toBeCloseTo(collapsed, 0);
    expect(await recorded(page, 'height')).toEqual([]);
  });
});

// The slider is the desktop layout (a phone gets the grid).
test.describe('slider parallax', { tag: '@desktop' }, () => {
  const slider = (page: Page) => page.getByRole('region', { name: copy.homeCopy.work.sliderLabel });
  /** The layers read (the first five: the first panel's, as many as it has covers). */
  const still = new Array<number>(Math.min(5, projects.length)).fill(0);
  const layers = (page: Page) => slider(page).locator('[data-parallax-x]');

  /** Each visible layer's horizontal offset in px, with its factor. */
  async function offsets(page: Page) {
    return layers(page).evaluateAll((elements) =>
      elements.slice(0, 5).map((element) => ({
        x: new DOMMatrixReadOnly(getComputedStyle(element).transform).m41,
        factor: Number((element as HTMLElement).dataset.parallaxX),
      })),
    );
  }

  async function sweepMouse(page: Page) {
    const box = (await slider(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(box.x + 40, box.y + 20, { steps: 4 });
  }

  /** Loads the home page (again) and brings the slider into view, ready for the pointer. */
  async function loadSlider(page: Page) {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await slider(page).scrollIntoViewIfNeeded();
  }

  // Two page loads (the second under reduced motion from the start); each behaviour is a step.
  test('moves each image against the mouse by its own factor, ignores touch and pen, and stays still under reduced motion', async ({
    page,
  }) => {
    await loadSlider(page);

    await test.step('ignores touch and pen pointers', async () => {
      const box = (await slider(page).boundingBox())!;
      await slider(page).evaluate(
        (element, point) => {
          for (const pointerType of ['touch', 'pen']) {
            element.dispatchEvent(
              new PointerEvent('pointermove', { bubbles: true, pointerType, ...point }),
            );
          }
        },
        { clientX: box.x + 10, clientY: box.y + 10 },
      );
      await nextFrames(page);
      await nextFrames(page);
      expect((await offsets(page)).map((offset) => offset.x)).toEqual(still);
    });

    await test.step('moves each image against the mouse by its own factor, and back when it leaves', async () => {
      await sweepMouse(page);
      // The pointer went left of centre: the images drift right, the larger factors further.
      await expect.poll(async () => (await offsets(page))[0]!.x).toBeGreaterThan(1);
      const moved = await offsets(page);
      const sorted = [...moved].sort((a, b) => a.factor - b.factor);
      // Two layers of different factors move by different amounts (one cover has no other).
      if (sorted[0]!.factor !== sorted.at(-1)!.factor) {
        expect(sorted.at(-1)!.x).toBeGreaterThan(sorted[0]!.x);
      }

      await page.mouse.move(5, 5);
      await expect.poll(async () => Math.abs((await offsets(page))[0]!.x)).toBeLessThan(0.5);
    });

    await test.step('stays still under reduced motion, also when it is switched on mid-visit', async () => {
      await sweepMouse(page);
      await expect.poll(async () => (await offsets(page))[0]!.x).toBeGreaterThan(1);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expect.poll(async () => (await offsets(page)).map((offset) => offset.x)).toEqual(still);
      await sweepMouse(page);
      await nextFrames(page);
      await nextFrames(page);
      expect((await offsets(page)).map((offset) => offset.x)).toEqual(still);
    });

    await test.step('has no parallax when the visitor prefers reduced motion, from the page load on', async () => {
      // Still emulated from the step above: a fresh load that never had motion.
      await loadSlider(page);
      await sweepMouse(page);
      await nextFrames(page);
      const transforms = await layers(page).evaluateAll((elements) =>
        elements.map((element) => getComputedStyle(element).transform),
      );
      expect(new Set(transforms)).toEqual(new Set(['none']));
    });
  });
});

// Without JavaScript nothing is armed or faded: sweep.spec.ts.
