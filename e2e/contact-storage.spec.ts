import {
  contactForm,
  expect,
  expectFormPost,
  fillMessage,
  message,
  notice,
  ONCE,
  sendAndFail,
  test,
} from './support/contact-fixtures';
import { DRAFT_KEY } from '@/lib/contact/draft';

/**
 * Storage the browser refuses: private windows and "block site data" make reading
 * window.localStorage throw; a full quota makes setItem throw. Either may cost the draft, never
 * the send.
 */

test.afterEach(async ({ hostsContacted, problems }) => {
  expect([...hostsContacted]).toEqual(['127.0.0.1']);
  expect(problems.pageErrors).toEqual([]);
});

test(
  'sends, fails and retries with localStorage blocked (reading it throws)',
  ONCE,
  async ({ page, emailjs }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException(
            "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
            'SecurityError',
          );
        },
      });
    });
    const form = await sendAndFail(page, emailjs);
    await expect(form.message).toHaveValue(message.message);

    await emailjs.answer({ mode: 'status', status: 200 });
    await form.retry.click();
    await expect(form.status).toHaveText(notice(message.user_name));
    const posts = await emailjs.expectPosts(2);
    for (const post of posts) expectFormPost(post, message);
  },
);

test(
  'sends with storage full (setItem throws); only the draft is lost',
  ONCE,
  async ({ page, emailjs }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await page.goto('/');
    const form = contactForm(page);
    await fillMessage(form, message);
    await form.send.click();
    await expect(form.status).toHaveText(notice(message.user_name));
    const posts = await emailjs.expectPosts(1);
    expectFormPost(posts[0], message);
  },
);

test(
  'a failure is saved by the time it shows: a visitor who leaves at that moment gets it back as failed',
  ONCE,
  async ({ page, emailjs }) => {
    // Reads the draft in the same task as React writes the failure into the page, before anything
    // React runs after the paint: a reload at that moment keeps what this sees. (Saved after the
    // paint, the draft still said "sending", and a reload right away brought the message back as
    // "may not have been sent".)
    await page.addInitScript((key) => {
      const seen = window as unknown as { draftWhenShown?: string | null };
      new MutationObserver((_records, observer) => {
        const alert = document.querySelector('form [role="alert"]');
        if (!alert?.textContent?.trim()) return;
        seen.draftWhenShown = window.localStorage.getItem(key);
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, DRAFT_KEY);
    await sendAndFail(page, emailjs);
    const saved = await page.evaluate(
      () => (window as unknown as { draftWhenShown?: string | null }).draftWhenShown,
    );
    expect(JSON.parse(saved ?? 'null')).toMatchObject({
      fields: { message: message.message },
      failure: { ok: false, status: 500 },
    });
  },
);
