import type { Page } from '@playwright/test';
import { languages, projects, site as owner } from '@/content';
import { fillTemplate } from '@/lib/content/copy';
import { goatCounterEventPath } from '@/lib/analytics/trackers/goatcounter';
import { contactForm, fillMessage, message, notice } from './support/contact-fixtures';
import { expect, test } from './support/fixtures';
import { expectNothingStored, recordAnalytics, trackerReady } from './support/analytics';
import { waitForHydration } from './support/helpers';
import { siteOrigin } from './support/sites.mjs';
import { copy } from './support/copy';
import { notApplicable, stepWhere } from './support/applies';
import { inLanguage, notesLanguage } from './support/content';

/**
 * Analytics, against the local imitation of the providers (e2e/support/analytics-mock-server.mjs):
 * Plausible on the `photos` build, Umami on `basepath`, GoatCounter on `cloudinary`; `main` has
 * none. Cloudflare rides on another owner's site, in its own run (analytics-owner.spec.ts). What a provider receives does not depend on the viewport: desktop only. Every test also
 * runs under the suite's CSP guard (e2e/support/fixtures.ts): no violation anywhere.
 */
const [firstProject] = projects;
const withDemo = projects.find((project) => project.url);
/** A project page to start a route change from: one with a demo, where the demo step plays it. */
const startProject = withDemo ?? firstProject!;
const [defaultLanguage, otherLanguage] = languages;

/** Opens the first project's quick view from the home page. */
async function openQuickView(page: Page) {
  const trigger = page.getByRole('button', {
    name: fillTemplate(copy.homeCopy.work.quickView, { name: firstProject!.name }),
    exact: true,
  });
  await trigger.scrollIntoViewIfNeeded();
  await waitForHydration(trigger);
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: firstProject!.name, exact: true });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test.describe('analytics', { tag: '@once' }, () => {
  test.beforeEach(async ({ page }) => {
    // The demo's player frame: nothing is fetched from the video platform in a test.
    await page.route(/youtube(-nocookie)?\.com/, (route) => route.fulfill({ body: '' }));
  });

  test('Plausible (bundled) counts each page once and receives every event with its properties', async ({
    page,
  }) => {
    // Six page loads and every event in turn: 28-34 s on a loaded 2-core machine, past the
    // default 30 s (it timed out there at whichever step the time ran out).
    test.slow();
    const site = siteOrigin('photos');
    const analytics = await recordAnalytics(page);

    await test.step('one page view of the home page, once the page is idle', async () => {
      await page.goto(`${site}/`);
      await trackerReady(page);
      await expect.poll(() => analytics.pageviews('/').length).toBe(1);
      expect(analytics.pageviews('/')[0]!.url).toBe(`${site}/`);
    });

    await test.step('quick view', async () => {
      await openQuickView(page);
      await expect
        .poll(() => analytics.events('Quick View').map((hit) => hit.props))
        .toEqual([{ project: firstProject!.name }]);
    });

    await test.step('CV download', async () => {
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: new RegExp(copy.homeCopy.experience.cvLink) }).click();
      await download;
      await expect
        .poll(() => analytics.events('CV Download').map((hit) => hit.props))
        .toEqual([{ format: 'PDF', language: defaultLanguage!.code }]);
    });

    // An owner without a chat link has no such event to count.
    const chatLabel = owner.chatUrl ? owner.chatLabel : undefined;
    if (chatLabel) {
      await test.step('chat link', async () => {
        const popup = page.waitForEvent('popup');
        await page.getByRole('link', { name: new RegExp(chatLabel) }).click();
        await (await popup).close();
        await expect.poll(() => analytics.events('Chat Open').length).toBe(1);
      });
    }

    await test.step('search: that it was used, never the query', async () => {
      // A query no page, name or property contains, so finding it in a request could only mean
      // the query itself was sent.
      const query = 'unmistakable query 7f3k';
      await page.keyboard.press('/');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('searchbox').fill(query);
      await expect(dialog.getByRole('status')).not.toBeEmpty();
      await dialog.getByRole('searchbox').fill(`${query} again`);
      await expect
        .poll(() => analytics.events('Search').map((hit) => hit.props))
        .toEqual([{ language: defaultLanguage!.code }]);
      const leaks = analytics.hits.filter((hit) => /unmistakable|7f3k/.test(hit.raw));
      expect(leaks).toEqual([]);
      await page.keyboard.press('Escape');
    });

    await stepWhere(
      notApplicable.pager,
      'a client-side route change is one page view, and the first is not repeated',
      async () => {
        await page.goto(`${site}/portofolio/${startProject.id}`);
        await trackerReady(page);
        await page
          .getByRole('navigation', { name: copy.projectCopy.pager.label })
          .getByRole('link')
          .first()
          .click();
        await expect(page).not.toHaveURL(`${site}/portofolio/${startProject.id}`);
        const next = new URL(page.url()).pathname;
        await expect.poll(() => analytics.pageviews(next).length).toBe(1);
        expect(analytics.pageviews(`/portofolio/${startProject.id}`)).toHaveLength(1);
        expect(analytics.pageviews('/')).toHaveLength(1);
      },
    );

    await stepWhere(notApplicable.demo, 'demo video played', async () => {
      if (!withDemo) return;
      await page.goto(`${site}/portofolio/${withDemo.id}`);
      await trackerReady(page);
      // The play control becomes a button once the player's script has upgraded it, after the
      // page has hydrated.
      const play = page.locator('#demo').getByRole('button', {
        name: fillTemplate(copy.projectCopy.demo.play, { name: withDemo.name }),
      });
      await play.scrollIntoViewIfNeeded();
      await play.click();
      await expect
        .poll(() => analytics.events('Demo Play').map((hit) => hit.props))
        .toEqual([{ project: withDemo.name }]);
    });

    await stepWhere(notApplicable.notes, 'a note read to its end', async () => {
      await page.goto(`${site}${inLanguage(notesLanguage, '/notes')}`);
      await page
        .getByRole('main')
        .getByRole('heading', { level: 2 })
        .first()
        .getByRole('link')
        .click();
      await page.waitForURL(/\/notes\/[^/]+$/);
      const slug = new URL(page.url()).pathname.split('/').pop()!;
      await trackerReady(page);
      // To the foot of the page, past the note's last line. Not by the End key: after a route
      // change, Chrome under load dropped the first End press's scroll in 1-4 of 90 tries (on a
      // fresh load of the page, 0 of 90), whatever held the focus and with or without smooth
      // scrolling, the page's ease-in or the router's scroll to the top; the event rides on the
      // scroll, which this makes certain.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect
        .poll(() => analytics.events('Note Read').map((hit) => hit.props))
        .toEqual([{ slug }]);
    });

    await stepWhere(
      notApplicable.secondLanguage,
      'language switched, then the other language counts its own page',
      async () => {
        await page.goto(`${site}/`);
        await trackerReady(page);
        await page
          .getByRole('banner')
          .getByRole('link', { name: otherLanguage!.name })
          .first()
          .click();
        await page.waitForURL(`${site}/${otherLanguage!.code}`);
        await expect
          .poll(() => analytics.events('Language Switch').map((hit) => hit.props))
          .toEqual([{ from: defaultLanguage!.code, to: otherLanguage!.code }]);
        await expect.poll(() => analytics.pageviews(`/${otherLanguage!.code}`).length).toBe(1);
      },
    );
    await expectNothingStored(page);
  });

  test('Umami counts pages with the base path and a sent message, never its content', async ({
    page,
  }) => {
    test.slow(); // a load, a send and a quick view: 22 s of the 30 s on a loaded 2-core machine
    const site = siteOrigin('basepath');
    const analytics = await recordAnalytics(page);
    await page.goto(`${site}/`);
    await trackerReady(page);
    await expect.poll(() => analytics.pageviews('/portfolio/').length).toBe(1);
    expect(analytics.pageviews('/portfolio/')[0]!.url).toBe(`${site}/`);

    const form = contactForm(page);
    await waitForHydration(form.send);
    await fillMessage(form, message);
    await form.send.click();
    await expect(form.status).toHaveText(notice(message.user_name));
    await expect.poll(() => analytics.events('Message Sent').length).toBe(1);
    const sent = analytics.events('Message Sent')[0]!;
    expect(sent.props).toEqual({});
    for (const typed of [message.user_name, message.user_email, message.message]) {
      expect(analytics.hits.filter((hit) => hit.raw.includes(typed))).toEqual([]);
    }

    await openQuickView(page);
    await expect
      .poll(() => analytics.events('Quick View').map((hit) => hit.props))
      .toEqual([{ project: firstProject!.name }]);
    await expectNothingStored(page);
  });

  test('GoatCounter counts the page and an event, its properties in the event path', async ({
    page,
  }) => {
    const site = siteOrigin('cloudinary');
    const analytics = await recordAnalytics(page);
    await page.goto(`${site}/`);
    await trackerReady(page);
    await expect.poll(() => analytics.pageviews('/').length).toBe(1);
    await openQuickView(page);
    await expect
      .poll(() => analytics.events('Quick View').map((hit) => hit.url))
      .toEqual([
        goatCounterEventPath({ name: 'Quick View', props: { project: firstProject!.name } }),
      ]);
  });

  test('a visitor with Global Privacy Control is not counted: no tracker, nothing sent', async ({
    page,
  }) => {
    const analytics = await recordAnalytics(page);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: true });
    });
    await page.goto(`${siteOrigin('photos')}/`);
    await page.locator('html[data-analytics="declined"]').waitFor({ state: 'attached' });
    await openQuickView(page);
    // The page has loaded and gone idle: the moment a tracker would have loaded has passed.
    await page.waitForLoadState('networkidle');
    expect(analytics.requests).toEqual([]);
  });

  test('with no setting (the main build) nothing is sent and no tracker is there', async ({
    page,
  }) => {
    const analytics = await recordAnalytics(page);
    const outside: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname !== '127.0.0.1') outside.push(request.url());
    });
    await page.goto('/');
    await openQuickView(page);
    await page.waitForLoadState('networkidle');
    expect(analytics.requests).toEqual([]);
    expect(outside).toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-analytics');
  });
});
