import { writingCopy } from '@/content/copy/writing';
import { writingCopy as indonesian } from '@/content/translations/id/copy/writing';
import { expect, test } from './support/fixtures';

/**
 * The writing: the notes list and a note, a case study on its project page, a tag page, the
 * feeds, and search (opened from the top bar, by '/' and by Ctrl+K) in both languages.
 */
const search = writingCopy.search;

test.describe('notes', () => {
  test('the list leads to a note with its date, reading time, tags and neighbours', async ({
    page,
  }) => {
    await page.goto('/notes');
    await expect(
      page.getByRole('heading', { level: 1, name: writingCopy.notesTitle }),
    ).toBeVisible();
    const titles = page.getByRole('main').getByRole('heading', { level: 2 });
    // Newest first (2025-01, 2024-03, 2023-02); the draft (2025-02) is not built.
    await expect(titles).toHaveText([
      'Making a Vue e-catalogue fast on old phones',
      'What I learned building Google login for TokoKu',
      'My first code review as an intern',
    ]);
    await page
      .getByRole('link', { name: 'What I learned building Google login for TokoKu' })
      .click();

    await expect(page).toHaveURL(/\/notes\/google-login-tokoku$/);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', {
        level: 1,
        name: 'What I learned building Google login for TokoKu',
      }),
    ).toBeVisible();
    await expect(main.getByText('March 18, 2024')).toBeVisible();
    await expect(main.getByText(/\d+ min read/)).toBeVisible();
    await expect(main.getByRole('region', { name: /^Code: ts$/ })).toBeVisible();
    // Long code lines scroll inside their block; the page itself never scrolls sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expect(main.getByRole('figure')).toHaveCount(1);
    await expect(main.getByRole('navigation', { name: writingCopy.pager.label })).toBeVisible();

    await main
      .getByRole('list', { name: writingCopy.tagsLabel })
      .getByRole('link', { name: 'React', exact: true })
      .click();
    await expect(page).toHaveURL(/\/tags\/react$/);
  });

  test('the home page shows the latest notes and the footer links to all of them @once', async ({
    page,
  }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: writingCopy.latestNotes });
    await expect(section.getByRole('listitem')).toHaveCount(3);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: writingCopy.notesTitle }),
    ).toHaveAttribute('href', '/notes');
  });

  test('announces both feeds, which answer with their formats @once', async ({ page, request }) => {
    await page.goto('/cv');
    for (const type of ['application/rss+xml', 'application/feed+json']) {
      const href = await page.locator(`link[rel="alternate"][type="${type}"]`).getAttribute('href');
      const response = await request.get(href!);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('google-login-tokoku');
    }
  });
});

test.describe('a case study', () => {
  test('follows the description on its project page, with a working table of contents', async ({
    page,
  }) => {
    await page.goto('/portofolio/4');
    const study = page.getByRole('region', { name: 'Case study: TokoKu' });
    await expect(study).toBeVisible();
    const contents = study.getByRole('navigation', { name: writingCopy.tocLabel });
    await contents.getByRole('link', { name: 'Outcome' }).click();
    await expect(page).toHaveURL(/#outcome$/);
    await expect(study.getByRole('heading', { name: 'Outcome' })).toBeInViewport();
  });

  test('is absent from a project without one @once', async ({ page }) => {
    await page.goto('/portofolio/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Case study/ })).toHaveCount(0);
  });
});

test.describe('tags', () => {
  test('a tag page lists the projects and notes that carry it, and project tags link there @once', async ({
    page,
  }) => {
    await page.goto('/portofolio/7');
    await page.getByRole('link', { name: 'Vue.js', exact: true }).click();
    await expect(page).toHaveURL(/\/tags\/vuejs$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /E Katalogue/i }).first()).toBeVisible();
    await expect(
      main.getByRole('link', { name: 'Making a Vue e-catalogue fast on old phones' }),
    ).toBeVisible();
  });
});

test.describe('search', () => {
  test('finds a phrase from a note, opened with / @desktop', async ({ page }) => {
    await page.goto('/');
    // Pressed once, as soon as the button shows: the shortcut works from the first paint (a
    // press before the scripts run is held until they do; press-timing.spec.ts covers each moment).
    await expect(page.getByRole('button', { name: search.open })).toBeVisible();
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: search.title });
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('searchbox');
    await expect(box).toBeFocused();
    await box.fill('lazy loading on old phones');
    await expect(dialog.getByRole('status')).toHaveText(/\d+ results?/);
    const hit = dialog.getByRole('link', { name: /Making a Vue e-catalogue fast on old phones/ });
    await expect(hit).toHaveAttribute('href', '/notes/vue-catalogue-old-phones');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Opened from the button, closing returns focus to it.
    await page.getByRole('button', { name: search.open }).click();
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    await dialog.getByRole('button', { name: search.close }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: search.open })).toBeFocused();
  });

  test('finds a phrase from a case study, opened from the top bar', async ({ page }) => {
    await page.goto('/cv');
    // One press, whenever it comes: an early one is held until the button is ready.
    await page.getByRole('button', { name: search.open }).click();
    const dialog = page.getByRole('dialog', { name: search.title });
    await dialog.getByRole('searchbox').fill('token refresh race');
    await dialog
      .getByRole('link', { name: /tokoku/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/portofolio\/4$/);
  });

  test('searches the Indonesian pages from an Indonesian page, opened with Ctrl+K @once', async ({
    page,
  }) => {
    await page.goto('/id');
    await expect(page.getByRole('button', { name: indonesian.search.open })).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: indonesian.search.title });
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('searchbox');
    await box.fill('pemuatan lambat di ponsel lama');
    await expect(dialog.getByRole('link').first()).toHaveAttribute(
      'href',
      '/id/notes/vue-catalogue-old-phones',
    );
    await box.fill('balapan pembaruan token');
    await expect(dialog.getByRole('link').first()).toHaveAttribute('href', '/id/portofolio/4');
  });

  test('is absent with JavaScript off @once', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/notes');
    await expect(
      page.getByRole('heading', { level: 1, name: writingCopy.notesTitle }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: search.open })).toBeHidden();
    await context.close();
  });
});
