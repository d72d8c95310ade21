import { site } from '@/content';
import { fillTemplate } from '@/lib/content/copy';
import { SEND_TIMEOUT_MS, SENT_NOTICE_MS } from '@/lib/contact/form';
import { buildMailtoUrl } from '@/lib/contact/mailto';
import { SEND_RATE_LIMIT } from '@/lib/contact/send';
import {
  contactForm,
  expect,
  expectFormPost,
  expectNoAxeViolationsOnStoppedClock,
  fillMessage,
  message,
  notice,
  ONCE,
  pauseClockOnceFormReady,
  SEND_JSON_PATH,
  storedDraft,
  test,
  type EmailJsMock,
} from './support/contact-fixtures';
import type { Page } from '@playwright/test';
import { copy } from './support/copy';

/**
 * Answers that come after the form's 15 s time-out. The imitation holds the request until the test
 * releases it, and the page's clock is moved by the test, so nothing here waits in real time.
 */

test.afterEach(async ({ hostsContacted }) => {
  expect([...hostsContacted]).toEqual(['127.0.0.1']);
});

/** Sends the message with the provider holding its answer, and lets the time-out pass. */
async function sendAndOutwait(page: Page, emailjs: EmailJsMock) {
  await emailjs.answer({ mode: 'hold' });
  await page.clock.install();
  await page.goto('/');
  const form = contactForm(page);
  await fillMessage(form, message);
  await pauseClockOnceFormReady(page, form);
  await form.send.click();
  await emailjs.expectPosts(1);
  await expect(form.send).toHaveText(copy.contactCopy.sending);
  await page.clock.runFor(SEND_TIMEOUT_MS);
  await expect(form.status).toContainText(copy.contactCopy.waiting.title);
  return form;
}

// What the form does with a late answer is its logic, the same in both layouts; the states a phone
// shows are scanned there in contact.spec.ts (the notice, a failure).
test.describe('contact form: a late answer', ONCE, () => {
  test('after the time-out, says it is still waiting and keeps the message', async ({
    page,
    emailjs,
    problems,
  }) => {
    test.slow(); // an axe scan of the section takes a while on a loaded 2-core machine
    const form = await sendAndOutwait(page, emailjs);
    await expect(form.status).toContainText(copy.contactCopy.waiting.text);
    await expect(form.send).toHaveText(copy.contactCopy.waiting.sendAgain);
    await expect(form.alert).toHaveCount(0);
    await expect(form.message).toHaveValue(message.message);
    await expect(form.message).not.toBeEditable();
    expect(problems.consoleErrors).toEqual([]);
    await expectNoAxeViolationsOnStoppedClock(page);
    // Closing the tab now would leave the outcome unknown: the draft says so for the next visit.
    expect(JSON.parse((await storedDraft(page)) ?? '{}')).toMatchObject({
      fields: message,
      failure: { kind: 'no-answer' },
    });
  });

  test('a late success becomes the sent notice: 3 s, form cleared, sent once', async ({
    page,
    emailjs,
  }) => {
    const form = await sendAndOutwait(page, emailjs);
    // Much later still, the provider answers.
    await page.clock.runFor(60_000);
    await expect(form.status).toContainText(copy.contactCopy.waiting.title);
    expect(await emailjs.release({ mode: 'status', status: 200 })).toBe(1);

    await expect(form.status).toHaveText(notice(message.user_name));
    await expect(form.alert).toHaveCount(0);
    await expect(form.message).toHaveValue('');
    await expect(form.send).toHaveText(copy.contactCopy.send);
    expect(await storedDraft(page)).toBeNull();
    await page.clock.runFor(SENT_NOTICE_MS);
    await expect(form.status).toHaveText('');
    expect(await emailjs.posts()).toHaveLength(1);
  });

  test('a late failure becomes the failed state with Retry and the mailto link', async ({
    page,
    emailjs,
    problems,
  }) => {
    test.slow(); // an axe scan of the section takes a while on a loaded 2-core machine
    const form = await sendAndOutwait(page, emailjs);
    expect(await emailjs.release({ mode: 'status', status: 500 })).toBe(1);

    await expect(form.alert).toContainText(copy.contactCopy.failed.title);
    await expect(form.alert).toContainText(
      fillTemplate(copy.contactCopy.reasons['server-error'], { status: 500 }),
    );
    await expect(form.status).toHaveText('');
    await expect(form.message).toHaveValue(message.message);
    await expect(form.message).toBeEditable();
    await expect(form.mailto).toHaveAttribute(
      'href',
      buildMailtoUrl(site.email, message, copy.contactCopy.mailto),
    );
    expect(problems.consoleErrors).toContainEqual(
      expect.stringMatching(/not sent: 500 Internal Server Error/),
    );
    await expectNoAxeViolationsOnStoppedClock(page);

    // The provider answered, so nothing arrived: Retry sends at once, without asking.
    await emailjs.answer({ mode: 'status', status: 200 });
    await form.retry.click();
    await expect(form.status).toHaveText(notice(message.user_name));
    const posts = await emailjs.expectPosts(2);
    for (const post of posts) expectFormPost(post, message);
  });

  test('a late lost connection asks before sending again', async ({ page, emailjs }) => {
    test.slow(); // an axe scan of the section takes a while on a loaded 2-core machine
    const form = await sendAndOutwait(page, emailjs);
    expect(await emailjs.release({ mode: 'drop' })).toBe(1);
    await expect(form.alert).toContainText(copy.contactCopy.failed.uncertainTitle);

    await form.retry.click();
    await expect(form.confirm).toBeFocused();
    await expect(form.confirm).toContainText(copy.contactCopy.confirm.text);
    await expectNoAxeViolationsOnStoppedClock(page);
    await form.cancel.click();
    await expect(form.confirm).toHaveCount(0);
    await expect(form.retry).toBeFocused();
    expect(await emailjs.posts()).toHaveLength(1);
  });
});

test.describe('contact form: sending again while waiting', ONCE, () => {
  test('"Send again" asks first; "Keep waiting" sends nothing', async ({ page, emailjs }) => {
    test.slow(); // an axe scan of the section takes a while on a loaded 2-core machine
    const form = await sendAndOutwait(page, emailjs);
    await form.send.click();
    await expect(form.confirm).toBeFocused();
    await expect(form.send).toHaveAttribute('aria-disabled', 'true');
    await expect(
      form.confirm.getByRole('link', {
        name: fillTemplate(copy.contactCopy.failed.mailtoInstead, { email: site.email }),
      }),
    ).toHaveAttribute('href', buildMailtoUrl(site.email, message, copy.contactCopy.mailto));
    await expectNoAxeViolationsOnStoppedClock(page);

    await form.keepWaiting.click();
    await expect(form.confirm).toHaveCount(0);
    await expect(form.send).toBeFocused();
    await expect(form.status).toContainText(copy.contactCopy.waiting.title);
    // Still the one request: release it and the page has nothing else in flight.
    expect(await emailjs.release({ mode: 'status', status: 200 })).toBe(1);
    await expect(form.status).toHaveText(notice(message.user_name));
    expect(await emailjs.posts()).toHaveLength(1);
  });

  test('a confirmed resend goes out once; the first late success changes nothing', async ({
    page,
    emailjs,
  }) => {
    const form = await sendAndOutwait(page, emailjs);
    await form.send.click();
    // Meanwhile the provider answers promptly again; the first request is still held.
    await emailjs.answer({ mode: 'status', status: 200 });
    await form.confirmSend.click();
    await expect(form.status).toHaveText(notice(message.user_name));
    const posts = await emailjs.expectPosts(2);
    for (const post of posts) expectFormPost(post, message);

    expect(await emailjs.release({ mode: 'status', status: 200 })).toBe(1);
    await page.clock.runFor(SENT_NOTICE_MS);
    await expect(form.status).toHaveText('');
    await expect(form.alert).toHaveCount(0);
    await expect(form.message).toHaveValue('');
    expect(await emailjs.posts()).toHaveLength(2);
  });
});

test.describe('contact form: a page left mid-send', ONCE, () => {
  test('the next visit says it may not have been sent and asks before sending again', async ({
    page,
    emailjs,
  }) => {
    test.slow(); // an axe scan of the section takes a while on a loaded 2-core machine
    await emailjs.answer({ mode: 'hold' });
    await page.clock.install();
    await page.goto('/');
    const form = contactForm(page);
    await fillMessage(form, message);
    await form.send.click();
    await emailjs.expectPosts(1);

    await page.reload();
    await expect(form.alert).toContainText(copy.contactCopy.failed.restoredUncertainTitle);
    await expect(form.alert).toContainText(copy.contactCopy.reasons['no-answer']);
    await expect(form.message).toHaveValue(message.message);
    await expectNoAxeViolationsOnStoppedClock(page);

    await emailjs.answer({ mode: 'status', status: 200 });
    // The first request stamped the SDK's 10 s limit; let it pass.
    await page.clock.fastForward(SEND_RATE_LIMIT.throttle);
    await form.retry.click();
    await expect(form.confirm).toBeFocused();
    expect(await emailjs.posts()).toHaveLength(1);
    await form.confirmSend.click();
    await expect(form.status).toHaveText(notice(message.user_name));
    const posts = await emailjs.expectPosts(2);
    expect(posts[1]?.path).toBe(SEND_JSON_PATH);
    expect(posts[1]?.fields).toMatchObject({ template_params: message });
  });
});
