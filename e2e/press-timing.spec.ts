import type { Locator, Page, TestInfo } from '@playwright/test';
import { THEME_CHOICES } from '@/lib/head-script/theme';
import { contactForm, expect, message, notice, ONCE, test } from './support/contact-fixtures';
import { holdScripts, waitForHydration } from './support/helpers';

/**
 * A press counts exactly once whatever its timing: before the scripts arrive (the head script
 * holds it, lib/head-script/held-press.ts), while React hydrates, and after. Each page load
 * presses a control a few times with its scripts held back, lets them in, and keeps pressing as
 * fast as a visitor could while they download and hydrate; after every press the control must
 * show (or hold) exactly the presses made so far: a lost press or a doubled one never adds up.
 */

/** Page loads per control, and presses per load (the first EARLY_PRESSES before the scripts). */
const LOADS = 8;
const PRESSES_PER_LOAD = 25;
const EARLY_PRESSES = 3;

/** How many presses a control has taken so far, modulo its cycle: shown plus still held. */
type PressCount = (control: HTMLElement) => number;

interface Tally {
  /** Presses on a control React did not drive yet (held, or made React hydrate it at once). */
  beforeReady: number;
  /** Presses React handled as any other. */
  afterReady: number;
}

async function pressAcrossHydration(
  page: Page,
  control: Locator,
  cycle: number,
  counted: PressCount,
  tally: Tally,
) {
  // A new hold for this load (the emailjs fixture's route stays).
  await page.unroute('**/_next/static/chunks/*.js');
  const releaseScripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const start = await control.evaluate(counted);
  for (let pressed = 1; pressed <= PRESSES_PER_LOAD; pressed++) {
    if (pressed === EARLY_PRESSES + 1) releaseScripts();
    const ready = await control.evaluate((element) => element.hasAttribute('data-ready'));
    tally[ready ? 'afterReady' : 'beforeReady']++;
    await control.click();
    // The count may lag a press by a render; it must settle on exactly one more.
    await expect
      .poll(() => control.evaluate(counted), { message: `after press ${pressed}` })
      .toBe((start + pressed) % cycle);
  }
  // Once hydrated, nothing is left held and what shows is every press.
  await waitForHydration(control);
  await expect(control).toHaveAttribute('data-ready');
  await expect(control).not.toHaveAttribute('data-held');
  expect(await control.evaluate(counted)).toBe((start + PRESSES_PER_LOAD) % cycle);
}

function report(testInfo: TestInfo, tally: Tally, loads: number) {
  testInfo.annotations.push({
    type: 'presses',
    description: `${tally.beforeReady} before the control was ready, ${tally.afterReady} after`,
  });
  // The presses straddled the moment React took the control over, on every load.
  expect(tally.beforeReady).toBeGreaterThanOrEqual(loads * EARLY_PRESSES);
  expect(tally.afterReady).toBeGreaterThan(0);
}

test(
  'every press on the menu button toggles it exactly once',
  { tag: '@mobile' },
  async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const tally: Tally = { beforeReady: 0, afterReady: 0 };
    for (let load = 0; load < LOADS; load++) {
      await pressAcrossHydration(
        page,
        button,
        2,
        (element) =>
          ((element.getAttribute('aria-expanded') === 'true' ? 1 : 0) +
            (Number(element.getAttribute('data-held')) || 0)) %
          2,
        tally,
      );
    }
    report(testInfo, tally, LOADS);
  },
);

// The theme button sits in the bar on a wide screen (inside the menu on a phone).
test(
  'every press on the theme button moves the choice exactly once',
  { tag: '@desktop' },
  async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const button = page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: /^Theme:/ });
    const tally: Tally = { beforeReady: 0, afterReady: 0 };
    for (let load = 0; load < LOADS / 2; load++) {
      await pressAcrossHydration(
        page,
        button,
        THEME_CHOICES.length,
        (element) => {
          const shown = ['system', 'light', 'dark'].indexOf(
            element.ownerDocument.documentElement.getAttribute('data-theme') ?? 'system',
          );
          return (shown + (Number(element.getAttribute('data-held')) || 0)) % 3;
        },
        tally,
      );
    }
    report(testInfo, tally, LOADS / 2);
  },
);

test(
  'Send pressed at any moment of the page becoming interactive posts once',
  ONCE,
  async ({ page, emailjs }) => {
    test.setTimeout(60_000);
    const chunks: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().includes('/_next/static/chunks/')) chunks.push(request.url());
    });
    const form = contactForm(page);
    // Send is pressed after 0, 1, 2, … of the page's script chunks have arrived: from before any
    // script to after hydration.
    let sent = 0;
    for (let arrived = 0; ; arrived++) {
      // A new hold for this load (the emailjs fixture's route stays).
      await page.unroute('**/_next/static/chunks/*.js');
      const releaseScripts = await holdScripts(page);
      chunks.length = 0;
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await form.name.fill(message.user_name);
      releaseScripts();
      await expect.poll(() => chunks.length).toBeGreaterThanOrEqual(arrived);
      const hydratedBefore = await form.form.evaluate((element) =>
        element.hasAttribute('data-ready'),
      );
      await form.send.click();
      sent++;
      await expect(form.status).toHaveText(notice(message.user_name));
      await emailjs.expectPosts(sent);
      // The SDK's throttle lives in storage; each load is a new visitor.
      await page.evaluate(() => localStorage.clear());
      if (hydratedBefore) break;
    }
    // The last load's press came after hydration; no load's press was sent twice (checked above
    // at the next load's count, and here once the page has settled).
    await waitForHydration(form.send);
    await expect(form.status).toBeHidden();
    expect(await emailjs.posts()).toHaveLength(sent);
    expect(sent).toBeGreaterThanOrEqual(2);
  },
);
