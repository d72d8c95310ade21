import { SENT_NOTICE_MS } from '@/lib/contact/form';
import { SEND_RATE_LIMIT } from '@/lib/contact/send';
import {
  contactForm,
  expect,
  fillMessage,
  message,
  notice,
  ONCE,
  pauseClockOnceFormReady,
  test,
} from './support/contact-fixtures';
import { copy } from './support/copy';
import { translatePage } from './support/translate';

/**
 * A visitor who reads the site through the browser's page translation (a recruiter reading an
 * Indonesian portfolio in English): the translation replaces every text node React wrote, and
 * React, inserting beside or removing a node that is gone, threw, and the page became the error
 * screen. The contact form is where words change as the visitor uses the page; the test goes
 * through its states on a translated page and expects each one's words to show.
 */
test.describe('a page translated by the browser', ONCE, () => {
  test('the contact form sends, fails and sends again, each state in words, and the page never breaks', async ({
    page,
    emailjs,
    problems,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const form = contactForm(page);
    await pauseClockOnceFormReady(page, form);
    await translatePage(page);

    await test.step('a send: the button says it is sending, then the notice thanks the visitor', async () => {
      await emailjs.answer({ mode: 'hold' });
      await fillMessage(form, message);
      await form.send.click();
      await expect(form.send).toHaveText(copy.contactCopy.sending);
      // The button says so as the send starts; the message reaches the service a moment later.
      await emailjs.expectPosts(1);
      expect(await emailjs.release({ mode: 'status', status: 200 })).toBe(1);
      await expect(form.status).toHaveText(notice(message.user_name));
      await expect(form.send).toHaveText(copy.contactCopy.send);
      await page.clock.runFor(SENT_NOTICE_MS);
      await expect(form.status).toHaveText('');
    });

    await test.step('a failure: the alert with Retry, then a retry that arrives', async () => {
      // Past the form's own pause between two messages.
      await page.clock.fastForward(SEND_RATE_LIMIT.throttle);
      await emailjs.answer({ mode: 'status', status: 500 });
      await fillMessage(form, message);
      await form.send.click();
      await expect(form.alert).toContainText(copy.contactCopy.failed.title);
      await emailjs.expectPosts(2);
      await emailjs.answer({ mode: 'status', status: 200 });
      await form.retry.click();
      await expect(form.status).toHaveText(notice(message.user_name));
      await expect(form.alert).toHaveCount(0);
      await emailjs.expectPosts(3);
    });

    await expect(page.getByRole('heading', { name: copy.errorCopy.app.title })).toHaveCount(0);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors.filter((error) => /NotFoundError|Node/.test(error))).toEqual([]);
  });
});
