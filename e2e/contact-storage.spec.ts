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
import type { Page } from '@playwright/test';
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

/**
 * Reads the saved draft in the same task as React writes `selector`'s first words into the page,
 * before anything React runs after that paint: a reload or a closed tab at that moment keeps what
 * this reads. (Saved after the paint, the draft still said "sending": a reload right after a
 * failure brought the message back as "may not have been sent", and one right after the sent
 * notice would have offered to send it again.) Resolves once those words have shown.
 */
async function draftAsShown(page: Page, selector: string) {
  await page.addInitScript(
    ({ key, selector }) => {
      const seen = window as unknown as { draftAsShown?: string | null };
      new MutationObserver((_records, observer) => {
        if (!document.querySelector(selector)?.textContent?.trim()) return;
        seen.draftAsShown = window.localStorage.getItem(key);
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    },
    { key: DRAFT_KEY, selector },
  );
  return async () => {
    const saved = await page.evaluate(
      () => (window as unknown as { draftAsShown?: string | null }).draftAsShown,
    );
    expect(saved, `the draft when ${selector} showed`).not.toBeUndefined();
    return JSON.parse(saved ?? 'null') as unknown;
  };
}

test(
  'a failure is saved by the time it shows: a visitor who leaves at that moment gets it back as failed',
  ONCE,
  async ({ page, emailjs }) => {
    const savedDraft = await draftAsShown(page, 'form [role="alert"]');
    await sendAndFail(page, emailjs);
    expect(await savedDraft()).toMatchObject({
      fields: { message: message.message },
      failure: { ok: false, status: 500 },
    });
  },
);

test(
  'a sent message is forgotten by the time the notice shows: leaving then offers nothing to send again',
  ONCE,
  async ({ page, emailjs }) => {
    await emailjs.answer({ mode: 'status', status: 200 });
    const savedDraft = await draftAsShown(page, 'form [role="status"]');
    await page.goto('/');
    const form = contactForm(page);
    await fillMessage(form, message);
    await form.send.click();
    await expect(form.status).toHaveText(notice(message.user_name));
    expect(await savedDraft()).toBeNull();
  },
);
