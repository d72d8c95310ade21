import type { Page } from '@playwright/test';
import { cv, experience, languages, site, skillGroups } from '@/content';
import { fillTemplate } from '@/lib/content/copy';
import { getProject, getProjectIds, projects } from '@/lib/content/projects';
import {
  firstProject,
  hasSkills,
  inLanguage,
  notesLanguage,
  publishedNotes,
  tagPath,
} from './support/content';
import { anyName, copy } from './support/copy';
import { cvFileName } from '@/lib/cv/file-name';
import {
  expect,
  isMobileProject,
  paper,
  scanState,
  test,
  waitForUnusedPreloadReport,
} from './support/fixtures';
import { nextFrames, settleAnimations } from './support/helpers';

/**
 * The site-wide sweep: every page loaded once per layout for what any page must do (its status,
 * no console error or failed request, images with reserved space, its own content, axe in both
 * themes), a keyboard-only walk of the home page, reduced motion, and every page read with
 * JavaScript off (with the no-script checks of each area).
 */
const codes = languages.map(({ code }) => code);
const secondLanguage = codes[1];
/** The writing is swept in the first language that has notes (support/content.ts). */
const notes = publishedNotes(notesLanguage);
/** A note with code and figures when there is one. */
const richNote = notes.find((note) => note.hasCode && note.hasFigure) ?? notes[0];
/** Another language: a note in it, and a note that has no version in it. */
const otherNotesLanguage = codes.find((code) => code !== notesLanguage);
const secondNotes = otherNotesLanguage ? publishedNotes(otherNotesLanguage) : [];
const otherNote = secondNotes.find((note) => note.slug !== richNote?.slug) ?? secondNotes[0];
const oneLanguageNote = notes.find(
  (note) => !secondNotes.some((other) => other.slug === note.slug),
);
/** A route in the notes' language. */
const notesRoute = (route: string) => inLanguage(notesLanguage, route);

/**
 * Project pages share one template: the sweep loads a representative two (one with a demo, one
 * without; the first project is one of them), and the checks below with JavaScript off (the skip
 * link, the hero) run on the first. What each page's HTML holds of its own project (heading, tags,
 * description, demo) is read for every project and language statically
 * (e2e/static/projects.test.ts).
 */
const demoProject = projects.find((project) => project.url);
const withoutDemo = projects.find((project) => !project.url);
const sweptProjectIds = new Set(
  [firstProject, demoProject, withoutDemo].flatMap((project) => (project ? [project.id] : [])),
);

const pages = [
  '/',
  ...getProjectIds()
    .filter((id) => sweptProjectIds.has(id))
    .map((id) => `/portofolio/${id}`),
  '/cv',
  // Every project on one page, and the same in the second language (its filter's words).
  '/portofolio',
  ...(secondLanguage ? [inLanguage(secondLanguage, '/portofolio')] : []),
  // The writing: the notes list, a note with code and figures, one in the other language, one
  // with no version in the other language, a tag page.
  ...(notes.length > 0 ? [notesRoute('/notes')] : []),
  ...(richNote ? [notesRoute(`/notes/${richNote.slug}`)] : []),
  ...(otherNote && otherNotesLanguage
    ? [inLanguage(otherNotesLanguage, `/notes/${otherNote.slug}`)]
    : []),
  ...(oneLanguageNote && oneLanguageNote !== richNote
    ? [notesRoute(`/notes/${oneLanguageNote.slug}`)]
    : []),
  ...(richNote?.tags[0] ? [notesRoute(tagPath(richNote.tags[0]))] : []),
  '/nope',
];

/** Page regions in the order a sighted visitor meets them. */
const REGION_ORDER = [
  'header',
  'summary',
  'my-work',
  'experience',
  ...(hasSkills ? ['skills'] : []),
  'contact',
  'footer',
];

/** The page where the skip link is followed (any page has it; the home page's is walked by Tab). */
const SKIP_LINK_ROUTE = `/portofolio/${firstProject.id}`;

/** The project a route shows, if it is a project page. */
const projectOf = (route: string) => getProject(Number(route.split('/portofolio/')[1]));

/** Images on screen at load without width and height attributes (they would shift the layout). */
function imagesWithoutSize(page: Page) {
  return page.locator('img').evaluateAll((images) =>
    (images as HTMLImageElement[])
      .filter((image) => {
        const box = image.getBoundingClientRect();
        const visible = box.width > 0 && box.height > 0;
        return visible && box.top < window.innerHeight && box.bottom > 0;
      })
      .filter((image) => !image.getAttribute('width') || !image.getAttribute('height'))
      .map((image) => image.currentSrc || image.src),
  );
}

// One load of each page per layout. Each check is a step named after its behaviour; the whole-page
// axe scan is last (states are scanned where they are reached).
test.describe('every page', () => {
  for (const route of pages) {
    const project = projectOf(route);
    const unknown = route === '/nope';
    test(`${route}: answers, shows its content, and has no axe violation`, async ({
      page,
      problems,
    }) => {
      test.slow(); // a whole-page scan of the home page takes a while on a loaded 2-core machine
      const response = await page.goto(route);
      // Chrome names an unused preload 3 s after the load event: that wait runs alongside the
      // checks below instead of after them.
      const preloadsReported = waitForUnusedPreloadReport(page);
      preloadsReported.catch(() => {}); // awaited below; a test that fails first leaves it

      await test.step(`${route}: every image above the fold has width and height`, async () => {
        expect(
          await imagesWithoutSize(page),
          'images above the fold without width and height',
        ).toEqual([]);
      });

      if (unknown) {
        await test.step(`${route} answers 404 with the designed page`, async () => {
          expect(response?.status()).toBe(404);
          await expect(
            page.getByRole('heading', { level: 1, name: copy.notFoundCopy.heading }),
          ).toBeVisible();
        });
      } else {
        await test.step(`${route} answers 200 with no console error and no failed request`, async () => {
          expect(response?.status()).toBe(200);
          await page.waitForLoadState('networkidle');
          expect(problems.consoleErrors).toEqual([]);
          expect(problems.pageErrors).toEqual([]);
          expect(problems.failedRequests).toEqual([]);
        });
      }

      if (project) {
        await test.step(`${route} shows ${project.name}: heading, tags, hero, description, demo exactly when it has a url`, async () => {
          const main = page.getByRole('main');
          // The name as written (search, screen readers), drawn in capitals by the stylesheet.
          const heading = page.getByRole('heading', { level: 1 });
          await expect(heading).toHaveText(project.name);
          await expect(heading).toHaveCSS('text-transform', 'uppercase');
          const tags = main.getByRole('list', { name: copy.projectCopy.tagsLabel });
          await expect(tags.getByRole('listitem')).toHaveText([project.kind, ...project.stack]);
          await expect(main.getByRole('img', { name: project.alt })).toBeVisible();
          await expect(
            main.getByRole('heading', { level: 2, name: copy.projectCopy.aboutTitle }),
          ).toBeVisible();
          await expect(main.getByText(project.description)).toBeVisible();
          await expect(
            main.getByRole('heading', { level: 2, name: copy.projectCopy.demo.title }),
          ).toHaveCount(project.url ? 1 : 0);
        });
      }

      if (route === SKIP_LINK_ROUTE) {
        await test.step('the skip link moves focus past the top bar to the main content', async () => {
          await page.keyboard.press('Tab');
          const skip = page.getByRole('link', { name: copy.layoutCopy.skipLink });
          await expect(skip).toBeFocused();
          await expect(skip).toBeInViewport();
          await page.keyboard.press('Enter');
          await expect(page).toHaveURL(/#main$/);
          await page.keyboard.press('Tab');
          const insideMain = await page.evaluate(() =>
            Boolean(document.activeElement?.closest('main')),
          );
          expect(insideMain).toBe(true);
        });
      }

      await test.step(`${route}: nothing moves by itself for more than five seconds`, async () => {
        // WCAG 2.2.2: motion that starts on its own and lasts longer needs a control to stop it.
        const endless = await page.evaluate(() =>
          document
            .getAnimations()
            .filter((animation) => Number(animation.effect?.getComputedTiming().endTime) > 5_000)
            .map((animation) => {
              const target = (animation.effect as KeyframeEffect).target;
              const name = (animation as CSSAnimation).animationName ?? 'script animation';
              return `${name} on ${target?.tagName.toLowerCase()}.${target?.className}`;
            }),
        );
        expect(endless, 'animations that run longer than five seconds').toEqual([]);
      });

      await scanState(page, `${route} as loaded`);

      await test.step(`${route}: every preload is used (no other page's image or style fetched)`, async () => {
        await preloadsReported;
        expect(problems.unusedPreloads).toEqual([]);
      });
    });
  }
});

/** The region of the focused element, and whether its focus indicator is visible. */
async function describeFocus(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const region = element.closest('header')
      ? 'header'
      : element.closest('footer')
        ? 'footer'
        : (element.closest('section[id]')?.id ?? 'other');
    const style = getComputedStyle(element);
    const ring =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
      (style.boxShadow !== 'none' && style.boxShadow !== '');
    const name =
      element.getAttribute('aria-label') ||
      element.textContent?.trim().slice(0, 40) ||
      element.getAttribute('name') ||
      element.tagName;
    return { region, ring, name, tag: element.tagName.toLowerCase() };
  });
}

test.describe('keyboard only', () => {
  // A keyboard walk is a desktop scenario.
  test(
    'Tab reaches every control of the home page in visual order, each with a visible focus ring',
    {
      tag: '@desktop',
    },
    async ({ page }) => {
      test.slow();
      await page.goto('/');
      await settleAnimations(page);

      // Every visible control a keyboard user should be able to reach.
      const expected = await page.evaluate(() => {
        const controls = [
          ...document.querySelectorAll<HTMLElement>('a[href], button, input, textarea, select'),
        ];
        return controls.filter((element) => {
          if (element.tabIndex < 0 || element.closest('[aria-hidden="true"], [inert]'))
            return false;
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
        }).length;
      });

      const seen: { region: string; ring: boolean; name: string }[] = [];
      // The first Tab lands on the skip link.
      await page.keyboard.press('Tab');
      const first = await describeFocus(page);
      expect(first?.name).toBe(copy.layoutCopy.skipLink.slice(0, 40));
      seen.push(first!);
      for (let press = 0; press < expected + 10; press++) {
        await page.keyboard.press('Tab');
        const focus = await describeFocus(page);
        if (!focus) break;
        if (
          seen.some((entry) => entry.name === focus.name && entry.region === focus.region) &&
          focus.region === 'header' &&
          seen.length > 5
        )
          break;
        seen.push(focus);
      }

      const withoutRing = seen.filter((entry) => !entry.ring).map((entry) => entry.name);
      expect(withoutRing, 'controls without a visible focus ring').toEqual([]);
      expect(seen.length).toBeGreaterThanOrEqual(expected - 2);
      const regions = seen
        .map((entry) => REGION_ORDER.indexOf(entry.region))
        .filter((index) => index >= 0);
      const sorted = [...regions].sort((a, b) => a - b);
      expect(regions, `focus order by region: ${seen.map((e) => e.region).join(' → ')}`).toEqual(
        sorted,
      );
      // Tools & Skills has no controls: it is read, not operated.
      for (const region of REGION_ORDER.filter((name) => name !== 'skills')) {
        expect(
          seen.some((entry) => entry.region === region),
          `a control in ${region} is reachable`,
        ).toBe(true);
      }
    },
  );

  // The skip link is followed on SKIP_LINK_ROUTE in 'every page'.
});

/** Names of the animations running now that last more than a frame. */
function runningAnimations(page: Page) {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => {
        const timing = animation.effect?.getComputedTiming();
        return animation.playState === 'running' && timing && Number(timing.duration) > 20;
      })
      .map((animation) => (animation as CSSAnimation).animationName ?? 'transition'),
  );
}

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  // Two page loads; each behaviour is a step.
  test('no page transition or reveal runs, and nothing moves with the pointer', async ({
    page,
  }) => {
    const project = projects.at(-1)!;
    await page.goto(`/portofolio/${project.id}`);
    await test.step(`no page transition or reveal runs on /portofolio/${project.id}`, async () => {
      expect(await runningAnimations(page)).toEqual([]);
    });
    await test.step('the project hero image is not animated under reduced motion', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[data-reveal]')).toHaveCount(0);
      await expect(page.locator('main').locator('..')).toHaveCSS('animation-name', 'none');
    });
    await test.step('the project hero reveal does not move under reduced motion', async () => {
      await page.waitForLoadState('networkidle');
      await nextFrames(page);
      await expect(page.locator('main [data-reveal]')).toHaveCount(0);
      const image = page.getByRole('main').getByRole('img', { name: project.alt });
      await expect(image).toHaveCSS('transform', 'none');
    });

    await page.goto('/');
    await test.step('no page transition or reveal runs on /', async () => {
      expect(await runningAnimations(page)).toEqual([]);
    });
    await test.step('nothing moves with the pointer', async () => {
      await page.mouse.move(200, 300);
      await page.mouse.move(1500, 800, { steps: 5 });
      const moved = await page.evaluate(
        () =>
          [...document.querySelectorAll<HTMLElement>('#my-work *')].filter((element) => {
            const transform = getComputedStyle(element).transform;
            return (
              element.style.transform &&
              transform !== 'none' &&
              !/matrix\(1, 0, 0, 1, 0, 0\)/.test(transform)
            );
          }).length,
      );
      expect(moved).toBe(0);
    });
  });
});

/** Elements inside <main> that carry text or an image but are not really visible. */
async function hiddenContent(page: Page) {
  return page.evaluate(() => {
    const effectiveOpacity = (element: Element | null): number => {
      let opacity = 1;
      for (
        let node = element;
        node && node !== document.documentElement;
        node = node.parentElement
      ) {
        opacity *= Number(getComputedStyle(node).opacity);
      }
      return opacity;
    };
    const candidates = [
      ...document.querySelectorAll<HTMLElement>('main h1, main h2, main h3, main p, main img'),
    ];
    return candidates
      .filter((element) => !element.closest('[aria-hidden="true"], [hidden], dialog:not([open])'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && effectiveOpacity(element) < 0.99;
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}: ${(element.textContent || element.getAttribute('alt') || '').slice(0, 40)}`,
      );
  });
}

/** A check of one area that only makes sense with scripts off, run on the page it concerns. */
interface NoScriptCheck {
  behaviour: string;
  run: (page: Page, mobile: boolean) => Promise<void>;
}

/** The pages' checks with JavaScript off, beyond "all text and images show"; navigating ones last. */
const noScriptCheckList: [string, NoScriptCheck[]][] = [
  [
    '/',
    [
      {
        behaviour: 'shows the hero, every project name, the experience texts and the skills',
        run: async (page, mobile) => {
          await expect(page.getByRole('heading', { level: 1, name: site.role })).toBeVisible();
          await expect(
            page.getByRole('img', {
              name: fillTemplate(site.photoAlt, { firstName: site.firstName }),
            }),
          ).toBeVisible();
          const work = page.locator('#my-work');
          for (const project of projects) {
            await expect(
              work.getByText(project.name, { exact: true }).filter({ visible: true }),
            ).toHaveCount(1);
          }
          if (mobile) {
            // The work list is laid out as the grid: the slider's arrows are not shown.
            await expect(
              work.getByRole('button', { name: copy.homeCopy.work.nextPanel, includeHidden: true }),
            ).toBeHidden();
          }
          // The experience texts are whole: nothing clamped waits for a script to open it.
          for (const entry of experience) {
            const description = page.getByText(entry.description);
            await expect(description).toBeVisible();
            await expect(description).toHaveCSS('-webkit-line-clamp', 'none');
          }
          for (const item of skillGroups.flatMap((group) => group.items)) {
            await expect(
              page.locator('#skills').getByRole('button', { name: item.name, exact: true }),
            ).toBeVisible();
          }
        },
      },
      {
        behaviour: 'keeps the section links reachable in the bar',
        run: async (page) => {
          const nav = page.getByRole('navigation', { name: copy.layoutCopy.navLabel });
          for (const item of site.nav) {
            await expect(nav.getByRole('link', { name: item.label, exact: true })).toBeVisible();
          }
          await expect(
            page.getByRole('button', { name: copy.layoutCopy.menuButton, exact: true }),
          ).toBeHidden();
        },
      },
      {
        behaviour: 'links work: a project card opens its page and the back link returns home',
        run: async (page) => {
          // A card of the first panel (the sample's third; any owner's last when fewer).
          const project = projects[Math.min(2, projects.length - 1)]!;
          await page.locator(`a[href$="/portofolio/${project.id}"]:visible`).first().click();
          await expect(page).toHaveURL(new RegExp(`/portofolio/${project.id}$`));
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name);
          await page.getByRole('link', { name: copy.projectCopy.backLink }).click();
          await expect(page).toHaveURL(/\/#my-work$/);
        },
      },
    ],
  ],
  [
    SKIP_LINK_ROUTE,
    (['light', 'dark'] as const).map((scheme) => ({
      behaviour: `follows the system's ${scheme} setting through CSS alone, with no theme button`,
      run: async (page) => {
        await page.emulateMedia({ colorScheme: scheme });
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
          paper(scheme),
        );
        await expect(
          page.getByRole('button', { name: anyName(Object.values(copy.themeCopy.current)) }),
        ).toHaveCount(0);
      },
    })),
  ],
  [
    `/portofolio/${firstProject.id}`,
    [
      {
        behaviour:
          'the hero is fully visible without JavaScript, nothing armed, the page not faded',
        run: async (page) => {
          const hero = page.getByRole('main').getByRole('img', { name: firstProject.alt });
          await expect(hero).toBeVisible();
          await expect(page.locator('[data-reveal]')).toHaveCount(0);
          await expect(hero).toHaveCSS('opacity', '1');
          await expect(hero).toHaveCSS('transform', 'none');
          await expect(page.locator('main').locator('..')).toHaveCSS('opacity', '1');
        },
      },
      {
        // The 700-px band went to the second sheet, leaving the first blank under the title, and
        // cut the picture; the kind's pill printed its light words on no fill.
        behaviour:
          'prints its cover whole, at most 90 mm high, its kind in ink, and no way back to the site',
        run: async (page) => {
          await page.emulateMedia({ media: 'print' });
          const main = page.getByRole('main');
          const cover = main.getByRole('img', { name: firstProject.alt });
          await expect(cover).toBeVisible();
          await expect(cover).toHaveCSS('object-fit', 'contain');
          const frameHeight = await cover.evaluate(
            (image) => image.parentElement?.getBoundingClientRect().height ?? Infinity,
          );
          expect(frameHeight, 'the frame in CSS px (90 mm is 340)').toBeLessThanOrEqual(341);
          const ink = await main
            .getByRole('heading', { level: 1 })
            .evaluate((heading) => getComputedStyle(heading).color);
          await expect(main.getByText(firstProject.kind, { exact: true })).toHaveCSS('color', ink);
          await expect(main.getByRole('link', { name: copy.projectCopy.backLink })).toBeHidden();
          await page.emulateMedia({ media: 'screen' });
        },
      },
      {
        // Paper's rules are not in the page's inline CSS: without scripts, its <noscript> links the
        // whole sheets for print.
        behaviour: 'prints without the site around it',
        run: async (page) => {
          await page.emulateMedia({ media: 'print' });
          await expect(page.getByRole('banner')).toBeHidden();
          await expect(page.getByRole('contentinfo')).toBeHidden();
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.emulateMedia({ media: 'screen' });
        },
      },
    ],
  ],
  ...(demoProject
    ? [
        [
          `/portofolio/${demoProject.id}`,
          [
            {
              behaviour: 'without JavaScript, the play control is a link to the video',
              run: async (page: Page) => {
                await expect(
                  page.getByRole('link', {
                    name: fillTemplate(copy.projectCopy.demo.play, { name: demoProject.name }),
                  }),
                ).toHaveAttribute('href', demoProject.url!);
              },
            },
          ],
        ] as [string, NoScriptCheck[]],
      ]
    : []),
  [
    '/cv',
    [
      {
        behaviour: 'the CV reads whole and its links work',
        run: async (page) => {
          await expect(page.getByRole('heading', { level: 1, name: site.fullName })).toBeVisible();
          for (const entry of experience) {
            await expect(page.getByText(entry.description)).toBeVisible();
          }
          await expect(page.getByRole('link', { name: copy.cvCopy.downloadPdf })).toHaveAttribute(
            'href',
            `/cv/${cvFileName(site.fullName)}`,
          );
          // The CV's first project, when the owner picked any, links to its page.
          const project = cv.projectIds.map(getProject).find(Boolean);
          if (!project) return;
          await page
            .getByRole('link', { name: `${copy.cvCopy.projectLink} ${project.name}` })
            .click();
          await expect(page).toHaveURL(`/portofolio/${project.id}`);
        },
      },
    ],
  ],
];

/** The checks by page; two areas that picked the same project page both run there. */
const noScriptChecks: Record<string, NoScriptCheck[]> = {};
for (const [route, checks] of noScriptCheckList) {
  noScriptChecks[route] = [...(noScriptChecks[route] ?? []), ...checks];
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of pages) {
    test(`${route} shows all its text and images`, async ({ page }, testInfo) => {
      await page.goto(route);
      await test.step(`${route} shows all its text and images`, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The page's CSS ease-in runs without scripts too; judge the page once it has finished.
        await settleAnimations(page);
        expect(await hiddenContent(page)).toEqual([]);
        // Every image in the page loads once scrolled to (native lazy loading needs no script):
        // each shown image is scrolled to in turn, in the page, and waited for there.
        const notLoaded = await page.locator('main img').evaluateAll(async (images) => {
          const failed: string[] = [];
          for (const image of images as HTMLImageElement[]) {
            const box = image.getBoundingClientRect();
            if (box.width === 0 || box.height === 0) continue;
            if (getComputedStyle(image).visibility === 'hidden') continue;
            image.scrollIntoView({ block: 'center', behavior: 'instant' });
            if (!image.complete) {
              await new Promise<void>((resolve) => {
                image.addEventListener('load', () => resolve(), { once: true });
                image.addEventListener('error', () => resolve(), { once: true });
              });
            }
            if (image.naturalWidth === 0) failed.push(image.currentSrc || image.src);
          }
          return failed;
        });
        expect(notLoaded, 'images that did not load once scrolled to').toEqual([]);
      });
      for (const check of noScriptChecks[route] ?? []) {
        await test.step(check.behaviour, () => check.run(page, isMobileProject(testInfo)));
      }
    });
  }
});
