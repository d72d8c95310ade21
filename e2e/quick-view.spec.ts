import type { Page } from '@playwright/test';
import { site } from '@/content';
import { fillTemplate } from '@/lib/content/copy';
import { projects } from '@/lib/content/projects';
import { notApplicable } from './support/applies';
import { copy } from './support/copy';
import { expect, scanState, test } from './support/fixtures';
import { holdScripts, nextFrames, waitForHydration } from './support/helpers';
import { firstProject } from './support/content';

// A project without a demo video (or the first, when all have one) and one with, if any.
const withoutDemo = projects.find((project) => !project.url) ?? firstProject;
const withDemo = projects.find((project) => project.url);
const quickViewName = (name: string) => fillTemplate(copy.homeCopy.work.quickView, { name });

/** Opens a project's quick view from the home page (loaded once, unless `reload` is false). */
async function openQuickView(page: Page, name: string, { reload = true } = {}) {
  if (reload) await page.goto('/');
  const trigger = page.getByRole('button', { name: quickViewName(name), exact: true });
  await trigger.scrollIntoViewIfNeeded();
  await waitForHydration(trigger);
  await trigger.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return { trigger, dialog };
}

test.describe('project quick view', () => {
  test('a press before the scripts arrived opens it once they have', async ({ page }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const trigger = page.getByRole('button', {
      name: quickViewName(withoutDemo.name),
      exact: true,
    });
    await trigger.scrollIntoViewIfNeeded();
    await trigger.click();
    await expect(trigger).toHaveAttribute('data-held', '1');
    releaseScripts();
    const dialog = page.getByRole('dialog', { name: withoutDemo.name, exact: true });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: withoutDemo.name })).toBeVisible();
  });

  // One page load: the dialog is opened four times and closed each way, so it is also proven to
  // work more than once. A failure names its step.
  test('opens with its content; closes by X, Escape and backdrop with focus back; traps focus; locks the page; leads to a section', async ({
    page,
  }) => {
    test.slow(); // five openings
    await test.step('shows the cover, name, kind, description, stack and a link to the project page', async () => {
      const { dialog } = await openQuickView(page, withoutDemo.name);
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog.getByRole('heading', { name: withoutDemo.name })).toBeVisible();
      await expect(dialog.getByRole('img', { name: withoutDemo.alt })).toBeVisible();
      await expect(dialog.getByText(withoutDemo.kind, { exact: true })).toBeVisible();
      await expect(dialog.getByText(withoutDemo.description)).toBeVisible();
      await expect(
        dialog.getByRole('list', { name: copy.quickViewCopy.stackLabel }).getByRole('listitem'),
      ).toHaveText(withoutDemo.stack);
      await expect(dialog.getByRole('link', { name: copy.quickViewCopy.pageLink })).toHaveAttribute(
        'href',
        `/portofolio/${withoutDemo.id}`,
      );
      // A demo link exactly when the project has a video.
      await expect(dialog.getByRole('link', { name: copy.quickViewCopy.demoLink })).toHaveCount(
        withoutDemo.url ? 1 : 0,
      );
    });

    // The dialog opened in the step above: focus is still where opening put it.
    await test.step('closes with the X button and gives focus back to its quick-view button', async () => {
      const trigger = page.getByRole('button', {
        name: quickViewName(withoutDemo.name),
        exact: true,
      });
      const dialog = page.getByRole('dialog', { name: withoutDemo.name, exact: true });
      await expect(dialog.getByRole('button', { name: copy.quickViewCopy.close })).toBeFocused();
      await dialog.getByRole('button', { name: copy.quickViewCopy.close }).click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });

    await test.step('closes with Escape and gives focus back', async () => {
      const { trigger, dialog } = await openQuickView(page, withoutDemo.name, { reload: false });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });

    await test.step('closes on a backdrop click but not on a click inside the panel', async () => {
      const { trigger, dialog } = await openQuickView(page, withoutDemo.name, { reload: false });
      await dialog.getByText(withoutDemo.description).click();
      await expect(dialog).toBeVisible();
      const viewport = page.viewportSize()!;
      await page.mouse.click(4, viewport.height - 4);
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });

    await test.step('keeps Tab and Shift+Tab inside the dialog', async () => {
      const { dialog } = await openQuickView(page, withoutDemo.name, { reload: false });
      const focusInside = () =>
        page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
      const stops = await dialog.locator('a[href], button').count();
      for (let step = 0; step < stops + 2; step += 1) {
        await page.keyboard.press('Tab');
        expect(await focusInside()).toBe(true);
      }
      for (let step = 0; step < stops + 2; step += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusInside()).toBe(true);
      }
      // From the close button (focused on open) Shift+Tab leads to the last link, and Tab back.
      await dialog.getByRole('button', { name: copy.quickViewCopy.close }).focus();
      await page.keyboard.press('Shift+Tab');
      await expect(
        dialog.getByRole('link', { name: site.nav.at(-1)!.overlayLabel, exact: true }),
      ).toBeFocused();
    });

    // Still open from the step above.
    await test.step('stops the page behind from scrolling while open', async () => {
      const dialog = page.getByRole('dialog', { name: withoutDemo.name, exact: true });
      const before = await page.evaluate(() => window.scrollY);
      await page.mouse.move(10, 300);
      await page.mouse.wheel(0, 1500);
      await page.keyboard.press('End');
      await nextFrames(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
      await dialog.getByRole('button', { name: copy.quickViewCopy.close }).click();
      await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
    });

    // Last: picking a section closes the dialog and scrolls the page.
    await test.step('repeats the earlier navigation bar: SUMMARY, MY WORK, EXPERIENCE, SKILLS', async () => {
      const { dialog } = await openQuickView(page, withoutDemo.name, { reload: false });
      const nav = dialog.getByRole('navigation', { name: copy.quickViewCopy.navLabel });
      await expect(nav.getByRole('link')).toHaveText(site.nav.map((item) => item.overlayLabel));
      const last = site.nav.at(-1)!;
      await nav.getByRole('link', { name: last.overlayLabel }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/#${last.sectionId}$`));
      await expect(page.locator(`#${last.sectionId}`)).toBeInViewport();
    });
  });

  // From the keyboard, a section link of the dialog leads the keyboard there too: the focus went
  // back to the card that opened it, far above the section, and the next Tab scrolled back up.
  test(
    'a section link pressed from the keyboard closes it, and Tab goes on inside that section',
    { tag: '@desktop' },
    async ({ page }) => {
      const { dialog } = await openQuickView(page, withoutDemo.name);
      const last = site.nav.at(-1)!;
      const nav = dialog.getByRole('navigation', { name: copy.quickViewCopy.navLabel });
      await nav.getByRole('link', { name: last.overlayLabel }).focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/#${last.sectionId}$`));
      const section = page.locator(`#${last.sectionId}`);
      await expect(section).toBeFocused();
      await expect(section).toHaveCSS('outline-style', 'none');
      await page.keyboard.press('Tab');
      expect(
        await section.evaluate((element) => element.contains(document.activeElement)),
        'the focus is inside the section after one Tab',
      ).toBe(true);
      await expect(section).toBeInViewport();
    },
  );

  // On a phone held sideways (360 px tall) the panel is twice the screen's height: the visitor
  // scrolls through it to its links.
  test(
    'scrolled to its end on a phone held sideways, the close button is still on screen and closes it',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.setViewportSize({ width: 863, height: 360 });
      const { trigger, dialog } = await openQuickView(page, withoutDemo.name);
      const close = dialog.getByRole('button', { name: copy.quickViewCopy.close });
      await dialog.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      await expect
        .poll(() => dialog.evaluate((element) => element.scrollTop), { message: 'scrolled' })
        .toBeGreaterThan(200);
      await expect(close).toBeInViewport({ ratio: 1 });
      await close.click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    },
  );

  test('links to the demo of a project that has one', async ({ page }) => {
    test.skip(!withDemo, notApplicable.demo);
    const urbanPrint = withDemo!;
    test.slow(); // it scans the open dialog
    const { dialog } = await openQuickView(page, urbanPrint.name);
    // The dialog is the new part; the page behind it is inert and scanned as loaded in sweep.spec.ts.
    await scanState(page, 'the quick view open', 'dialog');
    await dialog.getByRole('link', { name: copy.quickViewCopy.demoLink }).click();
    await expect(page).toHaveURL(new RegExp(`/portofolio/${urbanPrint.id}#demo$`));
    await expect(
      page.getByRole('heading', { level: 2, name: copy.projectCopy.demo.title }),
    ).toBeInViewport();
  });
});
