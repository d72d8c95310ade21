import type { Page } from '@playwright/test';
import { fillTemplate } from '@/lib/content/copy';
import { site } from '@/content';
import { MESSAGE_MAX_LENGTH, SENT_NOTICE_MS } from '@/lib/contact/form';
import { buildMailtoUrl } from '@/lib/contact/mailto';
import { SEND_RATE_LIMIT } from '@/lib/contact/send';
import {
  ACCOUNT_FIELDS,
  contactForm,
  expect,
  expectFormPost,
  fillMessage,
  message,
  notice,
  ONCE,
  pauseClockOnceFormReady,
  SEND_JSON_PATH,
  sendAndFail,
  storedDraft,
  test,
  typeBeforeScripts,
  type EmailJsMock,
  type MockScenario,
} from './support/contact-fixtures';
import { expectNoAxeViolations } from './support/fixtures';
import { waitForHydration } from './support/helpers';
import { copy } from './support/copy';

test.afterEach(async ({ hostsContacted }) => {
  // The EmailJS imitation and the site are both on 127.0.0.1; nothing may go anywhere else.
  expect([...hostsContacted]).toEqual(['127.0.0.1']);
});

test.describe('contact form: sending', () => {
  test('posts form data to send-form and shows the notice for 3 seconds', async ({
    page,
    emailjs,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const form = contactForm(page);
    await fillMessage(form, message);
    await pauseClockOnceFormReady(page, form);
    await form.send.click();

    await expect(form.status).toHaveText(notice(message.user_name));
    const posts = await emailjs.posts();
    expect(posts).toHaveLength(1);
    expectFormPost(posts[0], message);
    await expect(form.name).toHaveValue('');
    await expect(form.email).toHaveValue('');
    await expect(form.message).toHaveValue('');

    await page.clock.runFor(SENT_NOTICE_MS - 50);
    await expect(form.status).toHaveText(notice(message.user_name));
    await page.clock.runFor(50);
    await expect(form.status).toHaveText('');
    expect(await storedDraft(page)).toBeNull();
  });

  test('sends an empty form and greets "Hello there"', ONCE, async ({ page, emailjs }) => {
    await page.goto('/');
    const form = contactForm(page);
    await form.send.click();
    await expect(form.status).toHaveText(notice(''));
    expectFormPost((await emailjs.posts())[0], { user_name: '', user_email: '', message: '' });
  });

  test('axe finds nothing while the sent notice shows', async ({ page }) => {
    // axe needs running timers and can take longer than 3 s on a busy machine, so this test
    // stretches only the notice's 3000 ms timer; its real lifetime is proven with page.clock above.
    await page.addInitScript((noticeMs) => {
      const setTimeoutBefore = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
        setTimeoutBefore(handler, ms === noticeMs ? 600_000 : ms, ...rest)) as typeof setTimeout;
    }, SENT_NOTICE_MS);
    await page.goto('/');
    const form = contactForm(page);
    await fillMessage(form, message);
    await form.send.click();
    await expect(form.status).toHaveText(notice(message.user_name));
    await expectNoAxeViolations(page, '#contact');
    await expect(form.status).toHaveText(notice(message.user_name));
  });

  test('sends once for a double click', ONCE, async ({ page, emailjs }) => {
    await emailjs.answer({ mode: 'hold' });
    await page.clock.install();
    await page.goto('/');
    const form = contactForm(page);
    await fillMessage(form, message);
    await form.send.dblclick();
    await emailjs.expectPosts(1);
    await emailjs.answer({ mode: 'status', status: 200 });
    expect(await emailjs.release({ mode: 'status', status: 200 })).toBe(1);
    await expect(form.status).toHaveText(notice(message.user_name));
    // Both clicks were handled before that answer; a next message is the second post, so no
    // duplicate of the first came between.
    await sendAnother(page, emailjs, 2);
  });

  test(
    'sends once when the form is submitted twice in the same moment',
    ONCE,
    async ({ page, emailjs }) => {
      await page.clock.install();
      await page.goto('/');
      const form = contactForm(page);
      await fillMessage(form, message);
      await form.form.evaluate((element: HTMLFormElement) => {
        element.requestSubmit();
        element.requestSubmit();
      });
      await expect(form.status).toHaveText(notice(message.user_name));
      await sendAnother(page, emailjs, 2);
    },
  );

  test(
    'shows "Sending…", stays busy and ignores presses while the provider thinks',
    ONCE,
    async ({ page, emailjs }) => {
      await emailjs.answer({ mode: 'hold' });
      await page.goto('/');
      const form = contactForm(page);
      await fillMessage(form, message);
      await form.send.click();
      await expect(form.send).toHaveText(copy.contactCopy.sending);
      await expect(form.send).toHaveAttribute('aria-disabled', 'true');
      await expect(form.form).toHaveAttribute('aria-busy', 'true');
      await expect(form.message).not.toBeEditable();
      // The button keeps focus while sending; pressing it again, by mouse or key, sends nothing more.
      // (force: Playwright itself would wait for an aria-disabled button to become enabled.)
      await expect(form.send).toBeFocused();
      await form.send.click({ force: true });
      await page.keyboard.press('Enter');
      await expect(form.send).toHaveText(copy.contactCopy.sending);
      await emailjs.expectPosts(1);
      expect(await emailjs.release({ mode: 'status', status: 200 })).toBe(1);
      await expect(form.status).toHaveText(notice(message.user_name));
      expect(await emailjs.posts()).toHaveLength(1);
    },
  );

  test('loads the EmailJS SDK only once the form is used', ONCE, async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      // A script still arriving when the test ends has no body to read: it is not the SDK.
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.text().catch(() => ''));
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The form's focus handler is React's: only a hydrated form can start loading the SDK.
    await waitForHydration(contactForm(page).form);
    const loadsSdk = async () =>
      (await Promise.all(scripts)).some((body) => body.includes('/api/v1.0/email/send-form'));
    expect(await loadsSdk()).toBe(false);
    await contactForm(page).name.focus();
    await expect.poll(loadsSdk).toBe(true);
  });
});

/**
 * Sends a second, different message (past the SDK's 10 s limit on the page's clock) and expects it
 * to be post number `count`: proof that nothing else was sent in between.
 */
async function sendAnother(page: Page, emailjs: EmailJsMock, count: number) {
  const form = contactForm(page);
  const next = { ...message, message: 'A second, different message.' };
  await page.clock.fastForward(SEND_RATE_LIMIT.throttle);
  await emailjs.answer({ mode: 'status', status: 200 });
  await fillMessage(form, next);
  await form.send.click();
  const posts = await emailjs.expectPosts(count);
  expectFormPost(posts[count - 1], next);
  for (const post of posts.slice(0, -1)) expectFormPost(post, message);
}

const failures: {
  title: string;
  scenario: MockScenario;
  heading: string;
  says: string;
  logged: RegExp;
}[] = [
  {
    title: 'a 400 answer',
    scenario: { mode: 'status', status: 400 },
    heading: copy.contactCopy.failed.title,
    says: fillTemplate(copy.contactCopy.reasons.rejected, { status: 400 }),
    logged: /not sent: 400 The template ID is invalid/,
  },
  {
    title: 'a 500 answer',
    scenario: { mode: 'status', status: 500 },
    heading: copy.contactCopy.failed.title,
    says: fillTemplate(copy.contactCopy.reasons['server-error'], { status: 500 }),
    logged: /not sent: 500 Internal Server Error/,
  },
  {
    title: 'a 429 answer',
    scenario: { mode: 'status', status: 429 },
    heading: copy.contactCopy.failed.title,
    says: copy.contactCopy.reasons['rate-limited'],
    logged: /not sent: 429 Too Many Requests/,
  },
  {
    // The imitation took the message, then dropped the line: it may well have arrived.
    title: 'a dropped connection',
    scenario: { mode: 'drop' },
    heading: copy.contactCopy.failed.uncertainTitle,
    says: copy.contactCopy.reasons.network,
    logged: /not sent: 0 Network Error/,
  },
];

test.describe('contact form: failures keep the message', () => {
  for (const { title, scenario, heading, says, logged } of failures) {
    // The failed state looks the same whatever the cause: one cause is also tried on a phone.
    const details = scenario.mode === 'status' && scenario.status === 500 ? {} : ONCE;
    test(
      `after ${title}: explains, keeps every character, and Retry sends it`,
      details,
      async ({ page, emailjs, problems }) => {
        const uncertain = scenario.mode === 'drop';
        await emailjs.answer(scenario);
        await page.goto('/');
        const form = contactForm(page);
        await fillMessage(form, message);
        await form.send.click();

        await expect(form.alert).toContainText(heading);
        await expect(form.alert).toContainText(says);
        await expect(form.name).toHaveValue(message.user_name);
        await expect(form.email).toHaveValue(message.user_email);
        await expect(form.message).toHaveValue(message.message);
        await expect(form.message).toBeEditable();
        await expect(form.mailto).toHaveAttribute(
          'href',
          buildMailtoUrl(site.email, message, copy.contactCopy.mailto),
        );
        expect(problems.consoleErrors).toContainEqual(expect.stringMatching(logged));
        if (scenario.mode === 'status' && scenario.status === 500) {
          await expectNoAxeViolations(page, '#contact');
        }

        await emailjs.answer({ mode: 'status', status: 200 });
        await form.retry.click();
        if (uncertain) {
          // It may have arrived: Retry asks first, and only the explicit yes sends.
          await expect(form.confirm).toBeFocused();
          expect(await emailjs.posts()).toHaveLength(1);
          await form.confirmSend.click();
        }
        await expect(form.status).toHaveText(notice(message.user_name));
        await expect(form.alert).toHaveCount(0);
        await expect(form.message).toHaveValue('');
        const posts = await emailjs.posts();
        expect(posts).toHaveLength(2);
        for (const post of posts) expectFormPost(post, message);
      },
    );
  }

  test(
    'trips the SDK throttle for a second message within 10 s, then lets it through',
    ONCE,
    async ({ page, emailjs, problems }) => {
      await page.clock.install();
      await page.goto('/');
      const form = contactForm(page);
      await fillMessage(form, message);
      await form.send.click();
      await expect(form.status).toHaveText(notice(message.user_name));

      const second = { ...message, message: 'One more thing: I am free on Friday.' };
      await fillMessage(form, second);
      await form.send.click();
      await expect(form.alert).toContainText(copy.contactCopy.reasons.throttled);
      await expect(form.message).toHaveValue(second.message);
      expect(await emailjs.posts()).toHaveLength(1);
      expect(problems.consoleErrors).toContainEqual(
        expect.stringMatching(/not sent: 429 Too Many Requests/),
      );

      await page.clock.fastForward(SEND_RATE_LIMIT.throttle);
      await form.retry.click();
      await expect(form.status).toHaveText(notice(second.user_name));
      const posts = await emailjs.posts();
      expect(posts).toHaveLength(2);
      expectFormPost(posts[1], second);
    },
  );
});

test.describe('contact form: draft', () => {
  test('keeps what was typed across a reload', ONCE, async ({ page, emailjs }) => {
    await page.goto('/');
    const form = contactForm(page);
    await fillMessage(form, message);
    await expect.poll(() => storedDraft(page)).not.toBeNull();
    await page.reload();
    await expect(form.name).toHaveValue(message.user_name);
    await expect(form.email).toHaveValue(message.user_email);
    await expect(form.message).toHaveValue(message.message);
    await expect(form.alert).toHaveCount(0);
    expect(await emailjs.requests()).toEqual([]);
  });

  test(
    'keeps and greets what was typed before the scripts arrived',
    ONCE,
    async ({ page, emailjs }) => {
      // The page is usable before hydration (its scripts start after the first paint): a fast
      // visitor's typing then lives only in the inputs, and the form must take it over.
      await emailjs.answer({ mode: 'status', status: 200 });
      const { form, releaseScripts } = await typeBeforeScripts(page, message);
      releaseScripts();
      // Hydrated: the draft, written from the form's state, holds all that was typed.
      await expect
        .poll(async () => JSON.parse((await storedDraft(page)) ?? '{}'))
        .toMatchObject({ fields: message });
      await expect(form.name).toHaveValue(message.user_name);
      await form.send.click();
      await expect(form.status).toHaveText(notice(message.user_name));
      const [post] = await emailjs.expectPosts(1);
      expectFormPost(post!, message);
    },
  );

  test(
    'sends what was typed when Send was pressed before the scripts arrived, once they have',
    ONCE,
    async ({ page, emailjs }) => {
      // Held by the head script (lib/head-script/held-press.ts); the browser's own submit would have loaded
      // the page again with the message in its address, and lost it.
      await emailjs.answer({ mode: 'status', status: 200 });
      const { form, releaseScripts } = await typeBeforeScripts(page, message);
      // An impatient second press sends nothing more (the form is sending by then).
      await form.send.click();
      await form.send.click();
      await expect(page.locator('form[data-held="2"]')).toHaveCount(1);
      releaseScripts();
      await expect(form.status).toHaveText(notice(message.user_name));
      expect(new URL(page.url()).search).toBe('');
      const posts = await emailjs.posts();
      expect(posts).toHaveLength(1);
      expectFormPost(posts[0]!, message);
    },
  );

  test(
    'keeps the last keystrokes when the page is left before the draft is saved',
    ONCE,
    async ({ page }) => {
      await page.goto('/');
      const form = contactForm(page);
      // Typed into the hydrated form: what the form saves on leaving is its state, and text typed
      // before hydration joins that state only once the scripts have run.
      await waitForHydration(form.form);
      await fillMessage(form, message);
      await page.reload();
      await expect(form.message).toHaveValue(message.message);
    },
  );

  test(
    'after a reload, Retry sends the saved message as JSON to send',
    ONCE,
    async ({ page, emailjs }) => {
      const form = await sendAndFail(page, emailjs);

      await page.reload();
      await expect(form.alert).toContainText(copy.contactCopy.failed.restoredTitle);
      await expect(form.message).toHaveValue(message.message);
      await emailjs.answer({ mode: 'status', status: 200 });
      await form.retry.click();
      await expect(form.status).toHaveText(notice(message.user_name));

      const posts = await emailjs.posts();
      expect(posts).toHaveLength(2);
      expectFormPost(posts[0], message);
      expect(posts[1]?.path).toBe(SEND_JSON_PATH);
      expect(posts[1]?.contentType).toMatch(/^application\/json/);
      expect(posts[1]?.fields).toEqual({ ...ACCOUNT_FIELDS, template_params: message });

      await page.reload();
      await expect(form.message).toHaveValue('');
      await expect(form.alert).toHaveCount(0);
    },
  );
});

test.describe('contact form: spam and unusual input', () => {
  test('a filled honeypot pretends success and sends nothing', ONCE, async ({ page, emailjs }) => {
    await page.goto('/');
    const form = contactForm(page);
    const spam = { ...message, message: 'Cheap pills!' };
    await fillMessage(form, spam);
    // Bots set the value directly; people never reach the field (aria-hidden, off-screen, no tab stop).
    await form.honeypot.evaluate((input: HTMLInputElement) => {
      input.value = 'https://cheap-pills.example';
    });
    await expect(form.honeypot).toHaveAttribute('tabindex', '-1');
    await form.send.click();
    await expect(form.status).toHaveText(notice(spam.user_name));

    // A person's message afterwards is the first and only one the provider gets.
    await form.honeypot.evaluate((input: HTMLInputElement) => {
      input.value = '';
    });
    await fillMessage(form, message);
    await form.send.click();
    const posts = await emailjs.expectPosts(1);
    expectFormPost(posts[0], message);
  });

  test(
    'sends a 10,000-character message, emoji, right-to-left text and markup verbatim',
    ONCE,
    async ({ page, emailjs }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const head =
        'مرحبا! أود التحدث معك 👋🏽\n<script>alert("message")</script><img src=x onerror=alert(2)> &amp; ';
      const tricky = {
        user_name: '<b>سارة</b> 😀 <script>alert("name")</script>',
        user_email: 'sara+test@example.com',
        message: head + 'x'.repeat(MESSAGE_MAX_LENGTH - head.length),
      };
      expect(tricky.message).toHaveLength(MESSAGE_MAX_LENGTH);

      await page.goto('/');
      const form = contactForm(page);
      for (const field of [form.name, form.email, form.message]) {
        await expect(field).toHaveAttribute('dir', 'auto');
      }
      await fillMessage(form, tricky);
      await expect(form.message).toHaveValue(tricky.message);
      await form.send.click();

      await expect(form.status).toHaveText(notice(tricky.user_name));
      expectFormPost((await emailjs.posts())[0], tricky);
      await expect(page.locator('#contact script, #contact b, #contact img')).toHaveCount(0);
      expect(dialogs).toEqual([]);
    },
  );
});
