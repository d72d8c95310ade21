import { languages, site } from '@/content';
import { fillTemplate } from '@/lib/content/copy';
import { expect, isMobileProject, scanState, test } from './support/fixtures';
import { copy } from './support/copy';
import { clickWhenHydrated, holdScripts, nextFrames, waitForHydration } from './support/helpers';
import type { Locator, Page } from '@playwright/test';
import { firstProject } from './support/content';

const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-X910) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

function topBar(page: Page): Locator {
  return page.getByRole('banner');
}

function menuButton(page: Page): Locator {
  return topBar(page).getByRole('button', { name: copy.layoutCopy.menuButton, exact: true });
}

/** The bar's computed background as [r, g, b]. */
async function barBackground(page: Page): Promise<number[]> {
  const colour = await topBar(page).evaluate(
    (element) => getComputedStyle(element).backgroundColor,
  );
  return (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
}

function isDark([r = 255, g = 255, b = 255]: number[]): boolean {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 60;
}

function isLight([r = 0, g = 0, b = 0]: number[]): boolean {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 230;
}

/** Checks that a section's heading sits in view, below the sticky bar. */
async function expectHeadingClearOfBar(page: Page, sectionId: string) {
  const heading = page.locator(`#${sectionId}`).getByRole('heading').first();
  await expect(heading).toBeInViewport();
  await expect
    .poll(async () => {
      const barBox = await topBar(page).boundingBox();
      const headingBox = await heading.boundingBox();
      return barBox && headingBox ? headingBox.y - (barBox.y + barBox.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
}

test.describe('top bar', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  // Read-only checks of the bar share one page load; the skip link goes first, from a fresh page.
  test('offers the skip link first, scrolls instantly under reduced motion, stays on top, shows brand and links', async ({
    page,
  }, testInfo) => {
    await test.step('offers a skip link to the main content as the first stop', async () => {
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: copy.layoutCopy.skipLink });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await expect(skip).toHaveAttribute('href', '#main');
    });

    await test.step('scrolls instantly when the visitor prefers reduced motion', async () => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
      ).toBe('auto');
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
      ).toBe('smooth');
    });

    await test.step('stays at the top of the window while the page scrolls', async () => {
      await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
      await expect(topBar(page)).toBeInViewport();
      expect((await topBar(page).boundingBox())?.y).toBe(0);
    });

    await test.step('shows the brand, the four section links, the language link and the Get In Touch button', async () => {
      await expect(topBar(page).getByRole('link', { name: site.firstName })).toBeVisible();
      await expect(topBar(page).getByRole('link', { name: site.contactLabel })).toHaveAttribute(
        'href',
        '/#contact',
      );
      if (isMobileProject(testInfo)) await clickWhenHydrated(menuButton(page));
      const nav = topBar(page).getByRole('navigation', { name: copy.layoutCopy.navLabel });
      // The section links, then the same page in each other language, named in that language; a
      // one-language site has no switcher.
      const others = languages.slice(1);
      await expect(nav.getByRole('link')).toHaveText(
        [...site.nav.map((item) => item.label), ...others.map((other) => other.name)],
        { useInnerText: true },
      );
      for (const other of others) {
        const language = nav.getByRole('link', { name: other.name });
        await expect(language).toHaveAccessibleName(other.name);
        await expect(language).toHaveAttribute('href', `/${other.code}`);
        await expect(language).toHaveAttribute('hreflang', other.code);
        await expect(language).toHaveAttribute('lang', other.code);
        await expect(language).toBeVisible();
      }
      for (const item of site.nav) {
        await expect(nav.getByRole('link', { name: item.label, exact: true })).toHaveAttribute(
          'href',
          `/#${item.sectionId}`,
        );
      }
    });
  });

  test('is light at the top, dark once scrolled, and light again back at the top', async ({
    page,
  }) => {
    test.slow(); // it scans the dark bar
    await expect(topBar(page)).toHaveAttribute('data-scrolled', 'false');
    await expect.poll(() => barBackground(page).then(isLight)).toBe(true);

    // The bar follows the scroll once hydrated (its scripts start after the LCP image): a wheel
    // before that scrolls the page while the bar stays light until React mounts. That wait, not a
    // dropped wheel, is what the 2-s retried check used to miss on a loaded machine.
    await waitForHydration(topBar(page));
    await page.mouse.move(960, 500);
    await page.mouse.wheel(0, 900);
    await expect(topBar(page)).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(() => barBackground(page).then(isDark)).toBe(true);
    // The light bar is scanned with the whole home page in sweep.spec.ts.
    await scanState(page, 'the dark bar once scrolled', 'header');

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(topBar(page)).toHaveAttribute('data-scrolled', 'false');
    await expect.poll(() => barBackground(page).then(isLight)).toBe(true);
  });

  // The mobile menu has its own test.
  test(
    'each link scrolls to its section with the heading clear of the bar',
    {
      tag: '@desktop',
    },
    async ({ page }) => {
      // Many steps: give it the slow-test budget on a busy 2-core box.
      test.slow();
      for (const item of [...site.nav].reverse()) {
        await topBar(page).getByRole('link', { name: item.label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`#${item.sectionId}$`));
        await expectHeadingClearOfBar(page, item.sectionId);
      }
      await topBar(page).getByRole('link', { name: site.contactLabel }).click();
      await expectHeadingClearOfBar(page, site.contactSectionId);
    },
  );
});

// Starts on a project page, not the home page.
test.describe('top bar on a project page', () => {
  test('works from a project page, leading back to the section', async ({ page }, testInfo) => {
    await page.goto(`/portofolio/${firstProject.id}`);
    if (isMobileProject(testInfo)) await clickWhenHydrated(menuButton(page));
    const section = site.nav.find((item) => item.sectionId === 'experience')!;
    await topBar(page).getByRole('link', { name: section.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/#${section.sectionId}$`));
    await expectHeadingClearOfBar(page, section.sectionId);
  });

  // The contact form and the experience entries come from chunks of their own
  // (components/contact/ContactFormSlot.tsx): a page reached by a route change must not arrive
  // without them and have them push the section down after the browser went to its mark.
  test(
    'Get In Touch from a project page lands where a full load of the link does, sections whole',
    { tag: '@desktop' },
    async ({ page }) => {
      // Instant scrolling: the place is read once the browser is there, not on the way.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const contact = page.locator(`#${site.contactSectionId}`);
      const sectionTop = () =>
        contact.evaluate((element) => Math.round(element.getBoundingClientRect().top));
      const partsHydrated = async () => {
        await waitForHydration(contact.getByRole('form'));
        for (const toggle of await page.locator('#experience').getByRole('button').all()) {
          await waitForHydration(toggle);
        }
      };
      await page.goto(`/#${site.contactSectionId}`);
      await partsHydrated();
      const fullLoad = await sectionTop();
      await page.goto(`/portofolio/${firstProject.id}`);
      await clickWhenHydrated(topBar(page).getByRole('link', { name: site.contactLabel }));
      await expect(page).toHaveURL(new RegExp(`/#${site.contactSectionId}$`));
      await partsHydrated();
      await expect.poll(sectionTop).toBe(fullLoad);
    },
  );
});

// The keyboard goes on from the section a link led to, as after the browser's own jump (the
// router scrolled there and left the focus on the link: the next Tab went on through the bar).
test(
  'after a section link pressed from the keyboard, Tab goes on inside that section, on this page or from another',
  { tag: '@desktop' },
  async ({ page }) => {
    const section = page.locator(`#${site.contactSectionId}`);
    for (const start of ['/', `/portofolio/${firstProject.id}`]) {
      await page.goto(start);
      const link = topBar(page).getByRole('link', { name: site.contactLabel });
      await waitForHydration(link);
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/#${site.contactSectionId}$`));
      // From another page this is a load: the browser moves the keyboard's place to the section
      // in the first frame after the load, once its stylesheets are in (before every
      // requestAnimationFrame callback of that frame); a Tab before then is undone by it.
      await page.waitForLoadState('load');
      await nextFrames(page);
      await page.keyboard.press('Tab');
      await expect
        .poll(
          () => section.evaluate((element) => element.contains(document.activeElement)),
          `from ${start}: the focus is inside the section after one Tab`,
        )
        .toBe(true);
    }
  },
);

// A shared link to a section, or a top-bar link pressed before the scripts arrived: the browser
// opens the page at the fragment and scrolls there smoothly, to a place measured as it starts.
// Sections drawn on the way (styles/_sections.scss) must not move the mark under it. The place is
// read once the scroll has ended: on the way the heading passes through the screen.
test(
  "a page opened at a section's #fragment lands on it once its smooth scroll ends",
  { tag: '@desktop' },
  async ({ page }) => {
    test.slow(); // a load per section: 21 s of the 30 s on a loaded 2-core machine
    type Counted = typeof window & { scrollsEnded: number };
    await page.addInitScript(() => {
      const counted = window as Counted;
      counted.scrollsEnded = 0;
      addEventListener('scrollend', () => counted.scrollsEnded++);
    });
    let scrolledTo = 0;
    for (const { sectionId } of site.nav) {
      // A load, not a move within the page already open.
      await page.goto('about:blank');
      await page.goto(`/#${sectionId}`);
      // A section on the first screen (the hero's) is not scrolled to.
      const onFirstScreen = await page
        .locator(`#${sectionId}`)
        .evaluate((section) => section.getBoundingClientRect().top + scrollY < innerHeight);
      if (onFirstScreen) continue;
      await expect
        .poll(() => page.evaluate(() => (window as Counted).scrollsEnded))
        .toBeGreaterThan(0);
      await expectHeadingClearOfBar(page, sectionId);
      scrolledTo++;
    }
    expect(scrolledTo, 'sections below the first screen').toBeGreaterThan(0);
  },
);

// The hamburger menu is the mobile layout.
test(
  'a tap on the menu before the scripts arrived opens it once they have',
  { tag: '@mobile' },
  async ({ page }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const button = menuButton(page);
    await button.click();
    await expect(button).toHaveAttribute('data-held', '1');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    releaseScripts();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: copy.layoutCopy.navLabel })).toBeVisible();
    await expect(button).not.toHaveAttribute('data-held');
  },
);

test.describe('mobile menu', { tag: '@mobile' }, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  // Each step starts and ends with the menu closed.
  test('opens and closes, closes on Escape, closes after a link is picked', async ({ page }) => {
    test.slow(); // a scan with the menu open and two scrolls
    await test.step('opens and closes with the hamburger button', async () => {
      const button = menuButton(page);
      const nav = page.getByRole('navigation', { name: copy.layoutCopy.navLabel });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toHaveAttribute('aria-controls', 'site-menu');
      await expect(nav).toBeHidden();
      await clickWhenHydrated(button);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(nav).toBeVisible();
      await expect(nav).toHaveAttribute('id', 'site-menu');
      // The menu is the new part (the page behind it is scanned as loaded in sweep.spec.ts).
      await scanState(page, 'the mobile menu open', 'header');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toBeHidden();
    });

    // A finger's tap where the button is drawn: Playwright's own click first scrolls the button
    // "into view", which for a control in the sticky bar moves the page by hundreds of pixels.
    const tapMenuButton = async () => {
      const box = await menuButton(page).boundingBox();
      if (!box) throw new Error('the menu button is laid out');
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    };

    await test.step('opening and closing the menu leaves the page where it was', async () => {
      const scrollTop = () => page.evaluate(() => Math.round(window.scrollY));
      await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
      await expect.poll(scrollTop).toBe(2000);
      await tapMenuButton();
      // Once the menu has taken the focus (its first link).
      await expect(
        page
          .getByRole('navigation', { name: copy.layoutCopy.navLabel })
          .getByRole('link', { name: site.nav[0]!.label, exact: true }),
      ).toBeFocused();
      expect(await scrollTop(), 'open').toBe(2000);
      await page.keyboard.press('Escape');
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(menuButton(page)).toBeFocused();
      expect(await scrollTop(), 'closed by Escape').toBe(2000);
    });

    await test.step('a tap on the page under the open menu closes it and follows nothing', async () => {
      // A link of the page's own, brought under the sheet's lower edge, where the page shows dimmed.
      const link = page.getByRole('main').locator('a[href^="/"], a[href^="#"]').first();
      await link.evaluate((element) =>
        element.scrollIntoView({ block: 'end', behavior: 'instant' }),
      );
      await expect(link).toBeInViewport({ ratio: 1 });
      const address = page.url();
      let opened = 0;
      page.on('popup', () => (opened += 1));
      await tapMenuButton();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
      const box = await link.boundingBox();
      const sheet = await page
        .getByRole('navigation', { name: copy.layoutCopy.navLabel })
        .boundingBox();
      if (!box || !sheet) throw new Error('the link and the open sheet are laid out');
      expect(box.y, 'the link is below the open sheet').toBeGreaterThan(sheet.y + sheet.height);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('navigation', { name: copy.layoutCopy.navLabel })).toBeHidden();
      expect(page.url()).toBe(address);
      expect(opened, 'tabs opened').toBe(0);
    });

    await test.step('closes on Escape and returns focus to the button', async () => {
      await menuButton(page).click();
      await page
        .getByRole('navigation', { name: copy.layoutCopy.navLabel })
        .getByRole('link', { name: site.nav[1]!.label })
        .focus();
      await page.keyboard.press('Escape');
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(menuButton(page)).toBeFocused();
      await expect(page.getByRole('navigation', { name: copy.layoutCopy.navLabel })).toBeHidden();
    });

    await test.step('closes the menu after a link is picked and scrolls to the section', async () => {
      for (const item of [site.nav[3]!, site.nav[1]!]) {
        await menuButton(page).click();
        await page
          .getByRole('navigation', { name: copy.layoutCopy.navLabel })
          .getByRole('link', { name: item.label, exact: true })
          .click();
        await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
        await expect(page.getByRole('navigation', { name: copy.layoutCopy.navLabel })).toBeHidden();
        await expectHeadingClearOfBar(page, item.sectionId);
      }
    });
  });

  // The menu comes before its button in the document (the desktop bar reads brand, links, buttons).
  test('opened from the keyboard, it takes the focus, reads in order, and closes as the focus leaves the bar', async ({
    page,
  }) => {
    const button = menuButton(page);
    const nav = page.getByRole('navigation', { name: copy.layoutCopy.navLabel });
    await waitForHydration(button);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // The first section link has the focus; Tab walks the rest of the menu in order.
    const controls = nav.locator('a, button');
    const count = await controls.count();
    await expect(nav.getByRole('link', { name: site.nav[0]!.label, exact: true })).toBeFocused();
    for (let index = 1; index < count; index += 1) {
      await page.keyboard.press('Tab');
      await expect(controls.nth(index)).toBeFocused();
    }
    // Then the bar's own buttons, the menu button last, the menu still open.
    await page.keyboard.press('Tab');
    await expect(
      topBar(page).getByRole('button', { name: copy.writingCopy.search.open, exact: true }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(topBar(page).getByRole('link', { name: site.contactLabel })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // On into the page: the sheet would cover what has the focus, so it closes.
    await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  // A phone held sideways is 360 px tall: the open menu is taller than the room under the bar.
  test('held sideways, every control of the open menu can be scrolled to and pressed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 863, height: 360 });
    const button = menuButton(page);
    await clickWhenHydrated(button);
    const nav = page.getByRole('navigation', { name: copy.layoutCopy.navLabel });
    await expect(nav).toBeVisible();
    const controls = nav.locator('a, button');
    const count = await controls.count();
    expect(count, 'controls in the menu').toBeGreaterThan(site.nav.length);
    for (let index = 0; index < count; index += 1) {
      const control = controls.nth(index);
      await control.scrollIntoViewIfNeeded();
      await expect(control, `menu control ${index + 1} of ${count}`).toBeInViewport({ ratio: 1 });
      // Not under the bar, which stays on top of the sheet.
      const bar = await topBar(page).boundingBox();
      const box = await control.boundingBox();
      expect(box?.y ?? -1).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0) - 1);
    }
    // The last control (the theme's) takes a press, and the menu stays open.
    await controls.nth(count - 1).click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});

// Its own user agent and window: the project's device does not matter.
test.describe('mobile user agent on a wide window', { tag: '@once' }, () => {
  test('gets the hamburger menu at 1024 px', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: MOBILE_UA,
      viewport: { width: 1024, height: 768 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-device', 'mobile');
    await expect(menuButton(page)).toBeVisible();
    await expect(page.getByRole('navigation', { name: copy.layoutCopy.navLabel })).toBeHidden();
    await context.close();
  });
});

// Without JavaScript the section links stay in the bar: sweep.spec.ts.

/**
 * Code only some controls need (the quick view) is fetched when the visitor shows they are about
 * to use one, or scrolls to it (lib/motion/first-intent.ts), not at the first press anywhere: on a
 * phone the first press is often the menu, and fetching and running that code fell inside the
 * menu's interaction (what INP counts). The next page's ease-in needs no code of its own (the
 * browser's Web Animations): the pointer on a link fetches nothing either.
 */
test(
  'a tap on the menu or the pointer on a link fetches no code they do not need; a quick-view button in view fetches the quick view',
  { tag: '@mobile' },
  async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(request.url());
    });
    /**
     * Whether a script asked for so far holds `marker`: those the network has seen, and those the
     * page has added to the document (the bundler's loader adds a chunk's script element the
     * moment the chunk is asked for, before the network reports it).
     */
    const fetchedWith = async (marker: string) => {
      const added = await page.evaluate(() =>
        [...document.scripts].map((script) => script.src).filter(Boolean),
      );
      for (const url of new Set([...requested, ...added])) {
        if ((await (await page.request.get(url)).text()).includes(marker)) return true;
      }
      return false;
    };
    // Export names, quoted in the chunk that defines them: framer-motion's, which its runtime
    // lib/motion/runtime.ts exports, and the quick view's layer.
    const MOTION_RUNTIME = '"springValue"';
    const QUICK_VIEW_LAYER = '"QuickViewLayer"';

    await page.goto('/');
    const button = menuButton(page);
    await clickWhenHydrated(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(await fetchedWith(MOTION_RUNTIME), 'the motion runtime, after the menu').toBe(false);
    expect(await fetchedWith(QUICK_VIEW_LAYER), 'the quick view, after the menu').toBe(false);

    await topBar(page).getByRole('link').filter({ visible: true }).first().hover();
    expect(await fetchedWith(MOTION_RUNTIME), 'the motion runtime, after a link').toBe(false);
    expect(await fetchedWith(QUICK_VIEW_LAYER), 'the quick view, after a link').toBe(false);

    const quickView = page.getByRole('button', {
      name: fillTemplate(copy.homeCopy.work.quickView, { name: firstProject.name }),
      exact: true,
    });
    // Scrolled to, a quick-view button is about to be tapped.
    await quickView.scrollIntoViewIfNeeded();
    await expect.poll(() => fetchedWith(QUICK_VIEW_LAYER)).toBe(true);
  },
);

// Between the tablet and the laptop widths the bar shows a language's code (ID) where it has no
// room for its name: the link's name read out holds what shows, so "click ID" finds it (WCAG 2.5.3).
test(
  "the language link's name holds the code it shows on a tablet's bar",
  { tag: '@desktop' },
  async ({ page }) => {
    const others = languages.slice(1);
    test.skip(others.length === 0, 'the site has one language: no language link');
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/');
    for (const { code } of others) {
      const link = topBar(page).locator(`a[hreflang="${code}"]`);
      const shown = code.toUpperCase();
      await expect(link.getByText(shown, { exact: true }), 'the bar shows the code').toBeVisible();
      await expect(link).toHaveAccessibleName(new RegExp(`\\b${shown}\\b`));
    }
  },
);
