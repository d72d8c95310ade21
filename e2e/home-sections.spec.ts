import { experience, languages, projects, site } from '@/content';
import { fillTemplate } from '@/lib/content/copy';
import { cvFileName } from '@/lib/cv/file-name';
import { SECTIONS_DRAWN_ATTRIBUTE } from '@/lib/head-script/sections';
import { tagPath } from '@/lib/writing/tags';
import { expect, isMobileProject, scanState, test } from './support/fixtures';
import {
  barRowOffset,
  holdScripts,
  layOutWhole,
  partsPastWindow,
  widthBeyondWindow,
  wordsBrokenThatFit,
} from './support/helpers';
import {
  defaultSiteLanguage,
  inLanguage,
  notesLanguage,
  periodAsShown,
  publishedNotes,
  savedCvName,
} from './support/content';
import { contactLabels, copy, otherLanguages } from './support/copy';
import { escapeRegExp } from './support/text';

/** A text as a regular expression that matches it literally. */

// One page load per section: each behaviour is a step, so a failure still names it.
test('hero: greeting, social links, chat link, photo and the hint to My Work; contact section and footer', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const hero = page.locator('#summary');

  await test.step('greets, names the role and introduces the owner', async () => {
    await expect(
      hero.getByText(fillTemplate(site.greeting, { firstName: site.firstName })),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: site.role })).toBeVisible();
    await expect(hero.getByText(site.intro)).toBeVisible();
  });

  await test.step('has round social links with accessible names', async () => {
    // An owner with none has no list of them either (hero and footer: no empty list).
    await expect(page.locator('#summary ul:not(:has(li)), footer ul:not(:has(li))')).toHaveCount(0);
    for (const social of site.socials) {
      const link = hero.getByRole('link', { name: social.label, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', social.href);
      const box = (await link.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(Math.abs(box.width - box.height)).toBeLessThan(1);
      expect(await link.evaluate((element) => getComputedStyle(element).borderRadius)).toBe('50%');
    }
  });

  await test.step('has a chat link that opens a new tab and says so, or none', async () => {
    if (!site.chatUrl) {
      // No chat link without its address (none counted as one either).
      await expect(page.locator('a[data-analytics-event="Chat Open"]')).toHaveCount(0);
      return;
    }
    const chat = page.getByRole('link', {
      name: `${site.chatLabel}${copy.commonCopy.opensInNewTab}`,
    });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('href', site.chatUrl);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });

  await test.step('shows the profile photo as the preloaded LCP image with reserved space', async () => {
    const photo = page.getByRole('img', {
      name: fillTemplate(site.photoAlt, { firstName: site.firstName }),
    });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('loading', 'eager');
    // `priority` preloads the photo's AVIF set from the document head, with the img's own sizes.
    const source = page.locator('picture', { has: photo }).locator('source[type="image/avif"]');
    const srcset = (await source.getAttribute('srcset'))!;
    const preload = page.locator('head link[rel="preload"][as="image"][type="image/avif"]');
    await expect(preload).toHaveAttribute('imagesrcset', srcset);
    await expect(preload).toHaveAttribute('imagesizes', (await photo.getAttribute('sizes'))!);
    // Its real size (read from the file by the build) reserves the space.
    expect(Number(await photo.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(await photo.getAttribute('height'))).toBeGreaterThan(0);
    // The square frame crops a phone's tall portrait a fifth of the way down, where the face is
    // (the middle cut the top of the smallest owner's head off), or where the owner said.
    if (site.photoFocus === undefined) {
      await expect(photo).toHaveCSS('object-position', '50% 20%');
    }
  });

  await test.step('has the Get In Touch section with the form and the e-mail link', async () => {
    const section = page.locator(`#${site.contactSectionId}`);
    await expect(section.getByRole('heading', { level: 2, name: site.contactLabel })).toBeVisible();
    await expect(section.getByRole('form', { name: copy.contactCopy.formLabel })).toBeVisible();
    // The section's own line ("Or e-mail me at …"); a site without EmailJS settings also offers
    // the address inside the form, as its fallback.
    const mailLink = section.getByRole('link', {
      name: `${copy.homeCopy.contact.mailLabel} ${site.email}`,
    });
    await expect(mailLink).toHaveAttribute('href', `mailto:${site.email}`);
  });

  await test.step('ends with a footer holding the social links and the copyright', async () => {
    const footer = page.getByRole('contentinfo');
    for (const social of site.socials) {
      await expect(footer.getByRole('link', { name: social.label, exact: true })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.fullName}`);
    if (!isMobileProject(testInfo)) {
      // On a wide screen its top row (name, links, social links or none) ends where its bottom
      // row does: no empty column is left where an owner lists no social link. Measured on
      // screen: far from it, a home section's contents are not laid out.
      await footer.scrollIntoViewIfNeeded();
      const [topEnd, bottomEnd] = await footer.evaluate((element) =>
        [':scope > div:first-of-type > :last-child', ':scope > div:last-of-type > :last-child'].map(
          (part) => element.querySelector(part)!.getBoundingClientRect().right,
        ),
      );
      expect(Math.abs(topEnd! - bottomEnd!)).toBeLessThan(1);
    }
  });

  // Last: it scrolls the page.
  await test.step('has a See My Portfolio hint leading to My Work', async () => {
    const hint = page.getByRole('link', { name: copy.homeCopy.hero.portfolioHint });
    await expect(hint).toHaveAttribute('href', '#my-work');
    await hint.click();
    await expect(
      page.getByRole('heading', { level: 2, name: copy.homeCopy.work.title }),
    ).toBeInViewport();
  });
});

test(
  'experience: a press before the scripts arrived expands the entry once they have',
  { tag: '@once' },
  async ({ page }) => {
    const entry = experience[0];
    test.skip(!entry, 'no experience entry in content/experience.ts');
    const releaseScripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const button = page
      .locator('#experience')
      .getByRole('button', { name: new RegExp(entry!.company) });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await expect(button).toHaveAttribute('data-held', '1');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    releaseScripts();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(entry!.description)).toBeVisible();
  },
);

test(
  'experience: both entries, each expanding and collapsing, and the CV download',
  { tag: '@once' },
  async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#experience');
    await section.scrollIntoViewIfNeeded();

    await test.step('lists both entries with date range, role and company', async () => {
      for (const entry of experience) {
        const period = periodAsShown(
          entry.start,
          entry.end,
          defaultSiteLanguage.locale,
          copy.cvCopy.present,
        );
        if (period) await expect(section.getByText(period)).toBeVisible();
        await expect(
          section.getByRole('button', { name: new RegExp(escapeRegExp(entry.company)) }),
        ).toBeVisible();
        await expect(
          section.getByRole('button', { name: new RegExp(escapeRegExp(entry.role)) }).first(),
        ).toBeVisible();
      }
    });

    for (const [index, entry] of experience.entries()) {
      // Each step leaves its entry collapsed again, as it found it.
      await test.step(`expands and collapses entry ${index + 1} by click and by keyboard`, async () => {
        const button = section.getByRole('button', {
          name: new RegExp(escapeRegExp(entry.company)),
        });
        const description = section.getByText(entry.description);
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        const controls = await button.getAttribute('aria-controls');
        expect(await description.getAttribute('id')).toBe(controls);
        const collapsed = (await description.boundingBox())!.height;
        expect(
          await description.evaluate((element) => getComputedStyle(element).webkitLineClamp),
        ).toBe('2');

        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect
          .poll(async () => (await description.boundingBox())!.height)
          .toBeGreaterThan(collapsed);

        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect.poll(async () => (await description.boundingBox())!.height).toBe(collapsed);

        await button.focus();
        await page.keyboard.press('Enter');
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await page.keyboard.press('Space');
        await expect(button).toHaveAttribute('aria-expanded', 'false');
      });
    }

    await test.step('offers the CV as a PDF download', async () => {
      const link = page.getByRole('link', { name: new RegExp(copy.homeCopy.experience.cvLink) });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('download', savedCvName(site.fullName));
      const href = (await link.getAttribute('href'))!;
      expect(href).toBe(`/cv/${cvFileName(site.fullName)}`);
      const response = await page.request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
    });
  },
);

// Tools and skills (the four groups, every item, its logo and name): skills.spec.ts.

/** A project with a demo video, if any. */
const withDemo = projects.find((project) => project.url);
/** A note with a table when there is one, else the newest. */
const notes = publishedNotes(notesLanguage);
const wideNote = notes.find((note) => note.hasTable) ?? notes[0];

/**
 * The home page at every common width, and each other language's at the narrowest phone and
 * tablet widths, where its longer words are the tightest fit (the Indonesian top bar was 50 px too
 * wide at 768 px); the CV and a project page with a demo at the narrowest phone width.
 */
const WIDTHS_BY_HOME: [string, number[]][] = [
  ['/', [320, 375, 768, 1024, 1440, 1920]],
  ...otherLanguages.map((code): [string, number[]] => [`/${code}`, [320, 768]]),
  // The CV heads its page with the owner's e-mail address, often her longest unbroken word.
  ['/cv', [320]],
  // A demo's player is 320 px wide where it fits, and no wider than the page where it does not.
  ...(withDemo ? [[`/portofolio/${withDemo.id}`, [320]] as [string, number[]]] : []),
  // A note's table and its bare links, wider than a phone, stay inside their text.
  ...(wideNote
    ? [[inLanguage(notesLanguage, `/notes/${wideNote.slug}`), [320]] as [string, number[]]]
    : []),
];

test.describe('layout', () => {
  test('has no horizontal page scrollbar at any common width', async ({ page }) => {
    test.slow(); // six page loads, two per other language, the CV's and a demo's
    for (const [home, widths] of WIDTHS_BY_HOME) {
      for (const width of widths) {
        await test.step(`${home} has no horizontal page scrollbar at ${width} px`, async () => {
          // A fresh load at each width, as a visitor with that window gets it.
          await page.setViewportSize({ width, height: 900 });
          await page.goto(home);
          await layOutWhole(page, SECTIONS_DRAWN_ATTRIBUTE);
          expect(await widthBeyondWindow(page)).toBeLessThanOrEqual(0);
          expect(await partsPastWindow(page), "what is cut off at the window's edge").toEqual([]);
          expect(
            await wordsBrokenThatFit(page),
            "the headings' words broken though their line had room for them",
          ).toEqual([]);
          // The top bar keeps to one row: its name and its Get In Touch button side by side.
          expect(await barRowOffset(page, contactLabels)).toBeLessThan(1);
          // From the tablet's width the name is whole, not cut to its ellipsis ('R…' in the
          // Indonesian bar at 768 px), for a first name of up to five letters; a longer one may
          // end in the ellipsis there, and a phone's bar has less room still.
          if (width >= 768 && site.firstName.length <= 5) {
            const brand = page.getByRole('banner').getByRole('link').first();
            expect(
              await brand.evaluate((link) => link.scrollWidth - link.clientWidth),
              `${home} at ${width} px: the width of the name cut off`,
            ).toBe(0);
          }
          // The hero clips what runs past it: the badge on the photo with the owner's place,
          // however long its name, stays inside the photo's area, and covers no more than the
          // photo's top edge (a second line grows upward, not over the owner's face).
          if (home === '/') {
            const [badge, area, photo] = await page
              .locator('#summary')
              .getByText(site.location, { exact: true })
              .evaluate((element) => {
                const visual = (element as HTMLElement).offsetParent!;
                return [element, visual, visual.querySelector('img')!].map((box) => {
                  const { left, right, top, bottom } = box.getBoundingClientRect();
                  return { left, right, top, bottom };
                });
              });
            expect(badge!.left).toBeGreaterThanOrEqual(area!.left - 0.5);
            expect(badge!.right).toBeLessThanOrEqual(area!.right + 0.5);
            const covered = (badge!.bottom - photo!.top) / (photo!.bottom - photo!.top);
            expect(covered, "share of the photo's height under the badge").toBeLessThanOrEqual(
              0.12,
            );
          }
        });
      }
    }
  });
});

/** The longest unbroken word of a text (a name in one word is all of it). */
const longestWord = (text: string) =>
  text.split(/\s+/).reduce((longest, word) => (word.length > longest.length ? word : longest), '');

/** The project whose name has the longest unbroken word: the tightest fit wherever it is shown. */
const longestNamed = [...projects].sort(
  (a, b) => longestWord(b.name).length - longestWord(a.name).length,
)[0]!;

/** Whether `box` lies within the window's width. */
const withinWidth = (box: { x: number; width: number } | null, width: number) =>
  box !== null && box.x >= -0.5 && box.x + box.width <= width + 0.5;

test(
  `the longest project name, ${longestNamed.name}, stays inside its quick view, the search results and its tags' pages`,
  { tag: '@once' },
  async ({ page }) => {
    const quickViewName = fillTemplate(copy.homeCopy.work.quickView, { name: longestNamed.name });
    const search = copy.writingCopy.search;
    for (const width of [320, 1280]) {
      await test.step(`its quick view at ${width} px: name, cover and close button in the window`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/');
        const button = page.getByRole('button', { name: quickViewName, exact: true });
        await button.scrollIntoViewIfNeeded();
        await button.click();
        const dialog = page.getByRole('dialog', { name: longestNamed.name });
        await expect(dialog).toBeVisible();
        const heading = dialog.getByRole('heading', { name: longestNamed.name });
        expect(withinWidth(await heading.boundingBox(), width), 'the name inside the window').toBe(
          true,
        );
        const cover = dialog.getByRole('img', { name: longestNamed.alt, exact: true });
        expect(withinWidth(await cover.boundingBox(), width), 'the cover inside the window').toBe(
          true,
        );
        const close = dialog.getByRole('button', { name: copy.quickViewCopy.close });
        expect(withinWidth(await close.boundingBox(), width), 'the close button in reach').toBe(
          true,
        );
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      });
      await test.step(`searched for at ${width} px: every result and the close button in the window`, async () => {
        await page.getByRole('button', { name: search.open, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: search.title });
        await dialog.getByRole('searchbox').fill(longestWord(longestNamed.name));
        const results = dialog.getByRole('listitem');
        await expect(results.first()).toBeVisible();
        for (const result of await results.all()) {
          expect(withinWidth(await result.boundingBox(), width), 'a result inside the window').toBe(
            true,
          );
        }
        const close = dialog.getByRole('button', { name: search.close });
        expect(withinWidth(await close.boundingBox(), width), 'the close button in reach').toBe(
          true,
        );
        await page.keyboard.press('Escape');
      });
      const tool = longestNamed.stack.at(0);
      if (tool) {
        await test.step(`on the page of its tag ${tool} at ${width} px: its card in the window`, async () => {
          await page.goto(tagPath(tool));
          const card = page.getByRole('main').getByRole('link', { name: longestNamed.name });
          expect(withinWidth(await card.boundingBox(), width), 'the card inside the window').toBe(
            true,
          );
        });
      }
    }
  },
);

// Nothing moves while the home page loads, its HTML stopped after every tag: fonts.spec.ts.

// Without JavaScript: sweep.spec.ts reads the home page with scripts off.

// Four languages or more: the other three did not fit the bar side by side (the owner's name was
// cut to its first letter at 768 px), so the desktop bar gathers them behind one button.
test.describe('the other languages behind one button', () => {
  const [first, ...others] = languages;
  const reason = `content/languages.ts lists ${languages.length} language(s): each other one has its own link in the bar`;

  test(
    'opens and closes before the scripts run, lists every other language by name, leads to it',
    {
      tag: '@desktop',
    },
    async ({ page }) => {
      test.skip(others.length < 3, reason);
      // The scripts held: the list is the browser's own popover, no press waits for them.
      const release = await holdScripts(page);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const nav = page.getByRole('navigation', { name: copy.layoutCopy.navLabel });
      const button = nav.getByRole('button', {
        name: `${copy.layoutCopy.languagesButton} ${first!.code.toUpperCase()}`,
      });
      const links = others.map((other) => nav.getByRole('link', { name: other.name, exact: true }));
      await expect(button).toBeVisible();
      for (const link of links) await expect(link).toBeHidden();

      await test.step('a press opens the list under the button; Escape closes it', async () => {
        await button.click();
        for (const [index, link] of links.entries()) {
          await expect(link).toBeVisible();
          await expect(link).toHaveAttribute('href', `/${others[index]!.code}`);
          await expect(link).toHaveAttribute('hreflang', others[index]!.code);
        }
        const [buttonBox, listBox] = [await button.boundingBox(), await links[0]!.boundingBox()];
        expect(listBox!.y, 'the list starts below the button').toBeGreaterThan(
          buttonBox!.y + buttonBox!.height,
        );
        await page.keyboard.press('Escape');
        for (const link of links) await expect(link).toBeHidden();
      });

      release();
      await page.waitForLoadState('load');
      await test.step('a press elsewhere closes it; Tab reaches its links from the button', async () => {
        await button.click();
        await expect(links[0]!).toBeVisible();
        await scanState(page, 'the languages list open');
        await page.mouse.click(5, 400);
        await expect(links[0]!).toBeHidden();
        await button.focus();
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        await expect(links[0]!).toBeFocused();
      });

      await test.step('a language in the list leads to the same page in it', async () => {
        await links[0]!.click();
        await expect(page).toHaveURL(new RegExp(`/${others[0]!.code}$`));
        await expect(page.locator('html')).toHaveAttribute('lang', others[0]!.code);
      });
    },
  );

  test(
    'on a phone the open menu lists every other language by name, with no button',
    {
      tag: '@mobile',
    },
    async ({ page }) => {
      test.skip(others.length < 3, reason);
      await page.goto('/');
      await page.getByRole('button', { name: copy.layoutCopy.menuButton }).click();
      const nav = page.getByRole('navigation', { name: copy.layoutCopy.navLabel });
      for (const other of others) {
        await expect(nav.getByRole('link', { name: other.name, exact: true })).toBeVisible();
      }
      await expect(
        nav.getByRole('button', {
          name: new RegExp(escapeRegExp(copy.layoutCopy.languagesButton)),
        }),
      ).toBeHidden();
    },
  );
});
