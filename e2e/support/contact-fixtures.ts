import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { site } from '@/content';
import type { ContactCopy } from '@/content';
import { DRAFT_KEY } from '@/lib/contact/draft';
import { READY_ATTRIBUTE } from '@/lib/head-script/held-press';
import { copy as pageCopy } from './copy';
import { expect, expectNoAxeViolations, test as base } from './fixtures';
import { holdScripts } from './helpers';
import { EMAILJS_MOCK_ORIGIN, TEST_EMAILJS } from './sites.mjs';
import { escapeRegExp } from './text';

export { expect };

/**
 * Details for a contact test whose answer the viewport cannot change (the form's requests, states,
 * draft and timers are the same in both layouts): it runs in the desktop project only. Every state
 * a visitor sees is still reached and scanned on a phone too: the send and its notice, a failure,
 * the waiting notice, the questions before sending again and the restored draft.
 */
export const ONCE = { tag: '@once' };

/** One request the EmailJS imitation received (see e2e/support/emailjs-mock-server.mjs). */
export interface MockRequest {
  method: string;
  path: string;
  contentType: string;
  /** Form fields, or the parsed JSON body. */
  fields: Record<string, unknown>;
  /** Field names in the order they were sent. */
  fieldNames: string[];
}

/** An answer of the imitation: a status (with an optional body text), or a dropped line. */
export type MockAnswer = { mode: 'status'; status: number; text?: string } | { mode: 'drop' };

/** What the imitation does with the next requests: answer at once, or hold them until released. */
export type MockScenario = MockAnswer | { mode: 'hold' };

export const SEND_FORM_PATH = '/api/v1.0/email/send-form';
export const SEND_JSON_PATH = '/api/v1.0/email/send';

/** This test's private view of the shared EmailJS imitation. */
export class EmailJsMock {
  constructor(readonly testId: string) {}

  private url(endpoint: string) {
    return `${EMAILJS_MOCK_ORIGIN}/__mock/${endpoint}?test=${encodeURIComponent(this.testId)}`;
  }

  /** Sets how the imitation answers this test's next requests. */
  async answer(scenario: MockScenario): Promise<void> {
    const response = await fetch(this.url('scenario'), {
      method: 'POST',
      body: JSON.stringify(scenario),
    });
    if (!response.ok) throw new Error(`Mock refused the scenario: ${await response.text()}`);
  }

  /**
   * Answers every request held by the 'hold' scenario (a late answer); resolves with how many
   * there were. Later requests are still held until the scenario changes.
   */
  async release(answer: MockAnswer): Promise<number> {
    const response = await fetch(this.url('release'), {
      method: 'POST',
      body: JSON.stringify(answer),
    });
    if (!response.ok) throw new Error(`Mock refused the release: ${await response.text()}`);
    return ((await response.json()) as { released: number }).released;
  }

  /** Every request this test's page made to the imitation, preflights included. */
  async requests(): Promise<MockRequest[]> {
    return (await fetch(this.url('requests'))).json() as Promise<MockRequest[]>;
  }

  /** Only the POSTs, i.e. the messages sent. */
  async posts(): Promise<MockRequest[]> {
    return (await this.requests()).filter((request) => request.method === 'POST');
  }

  /**
   * Waits until exactly `count` messages have arrived. The way to prove a second send did not
   * happen: wait for the count, then for the page to settle, then read it again.
   */
  async expectPosts(count: number): Promise<MockRequest[]> {
    await expect.poll(async () => (await this.posts()).length).toBe(count);
    return this.posts();
  }

  async reset(): Promise<void> {
    await fetch(this.url('reset'), { method: 'POST' });
  }
}

/**
 * `emailjs`: the imitation, scoped to this test. Every request the page makes to it carries the
 * test's id in a header, so tests running side by side never see each other's scenarios.
 * `hostsContacted`: every host the page made a request to; each test checks it is only 127.0.0.1.
 */
export const test = base.extend<{ emailjs: EmailJsMock; hostsContacted: Set<string> }>({
  emailjs: async ({ page }, use) => {
    const mock = new EmailJsMock(randomUUID());
    await mock.reset();
    await page.route(`${EMAILJS_MOCK_ORIGIN}/**`, (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-test-id': mock.testId } }),
    );
    await use(mock);
    await mock.reset();
  },
  hostsContacted: [
    async ({ page }, use) => {
      const hosts = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol === 'http:' || url.protocol === 'https:') hosts.add(url.hostname);
      });
      await use(hosts);
    },
    // Auto: it must listen from the first request, even when only an afterEach reads it.
    { auto: true },
  ],
});

/**
 * The contact form and its parts, by role and accessible name (the words of content/copy, or of
 * another language's copy for that language's pages).
 */
export function contactForm(page: Page, contactCopy: ContactCopy = pageCopy.contactCopy) {
  const form = page.getByRole('form', { name: contactCopy.formLabel });
  const confirm = form.getByRole('group', { name: contactCopy.confirm.title });
  return {
    form,
    name: form.getByRole('textbox', { name: contactCopy.nameLabel }),
    email: form.getByRole('textbox', { name: contactCopy.emailLabel }),
    message: form.getByRole('textbox', { name: contactCopy.messageLabel }),
    /** The submit button, whatever it says (Send, Sending…, Send again…, Send via email app). */
    send: form.getByRole('button', {
      name: new RegExp(
        `^(${[
          contactCopy.send,
          contactCopy.sending,
          contactCopy.waiting.sendAgain,
          contactCopy.sendViaEmailApp,
        ]
          .map(escapeRegExp)
          .join('|')})`,
      ),
    }),
    status: form.getByRole('status'),
    alert: form.getByRole('alert'),
    retry: form.getByRole('button', { name: contactCopy.failed.retry }),
    // The fallback link's words around the owner's address ('Email {email} instead').
    mailto: form.getByRole('link', {
      name: new RegExp(
        `^${contactCopy.failed.mailtoInstead.split('{email}').map(escapeRegExp).join('.*')}$`,
      ),
    }),
    /** The question before sending again a message that may have arrived. */
    confirm,
    confirmSend: confirm.getByRole('button', { name: contactCopy.confirm.send }),
    keepWaiting: confirm.getByRole('button', { name: contactCopy.confirm.keepWaiting }),
    cancel: confirm.getByRole('button', { name: contactCopy.confirm.cancel }),
    // Hidden from assistive technology, so it has no role to find it by.
    honeypot: page.locator('#contact-website'),
  };
}

/** Fills the three fields (fill, not type: a 10,000-character message would take minutes). */
export async function fillMessage(
  parts: { name: Locator; email: Locator; message: Locator },
  values: { user_name: string; user_email: string; message: string },
) {
  await parts.name.fill(values.user_name);
  await parts.email.fill(values.user_email);
  await parts.message.fill(values.message);
}

/**
 * Opens `url` with its scripts held back (`holdScripts`) and types `values` into the form: a fast
 * visitor before hydration. Call `releaseScripts` to let the page hydrate.
 */
export async function typeBeforeScripts(
  page: Page,
  values: { user_name: string; user_email: string; message: string },
  url = '/',
) {
  const releaseScripts = await holdScripts(page);
  // The held scripts hold the load event too.
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  const form = contactForm(page);
  await fillMessage(form, values);
  return { form, releaseScripts };
}

/** Opens the home page and sends `message` against a 500 answer: the form shows its failure. */
export async function sendAndFail(page: Page, emailjs: EmailJsMock) {
  await emailjs.answer({ mode: 'status', status: 500 });
  await page.goto('/');
  const form = contactForm(page);
  await fillMessage(form, message);
  await form.send.click();
  await expect(form.alert).toContainText(pageCopy.contactCopy.failed.title);
  return form;
}

/** A message as a visitor types it. */
export const message = {
  user_name: 'Ana Lima',
  user_email: 'ana.lima@example.com',
  message: `Hi ${site.firstName},\nI saw your portfolio and would like to talk about a junior role.`,
};

/**
 * The spec's notice after a send, for this name, from the copy's sentence (not from the form's own
 * code): the copy's word for no name when the name is blank.
 */
export function notice(name: string, contactCopy: ContactCopy = pageCopy.contactCopy): string {
  return contactCopy.sentNotice.replace('{name}', name.trim() || contactCopy.sentNoticeNoName);
}

/** The account values the SDK adds to every send. */
export const ACCOUNT_FIELDS = {
  lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
  service_id: TEST_EMAILJS.serviceId,
  template_id: TEST_EMAILJS.templateId,
  user_id: TEST_EMAILJS.publicKey,
};

/**
 * A send-form POST carrying exactly the three fields and the SDK's four: no honeypot, nothing else.
 * HTML form submission turns every line break of a textarea into CRLF, so the message arrives so.
 */
export function expectFormPost(request: MockRequest | undefined, values: typeof message) {
  expect(request?.path).toBe(SEND_FORM_PATH);
  expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(request?.fieldNames).toEqual([
    'user_name',
    'user_email',
    'message',
    'lib_version',
    'service_id',
    'template_id',
    'user_id',
  ]);
  expect(request?.fields).toEqual({
    ...values,
    message: values.message.replace(/\r?\n/g, '\r\n'),
    ...ACCOUNT_FIELDS,
  });
}

/**
 * Stops the page's clock a little ahead of now (install it before navigating): from here on,
 * timers only run when the test says, with page.clock.runFor or fastForward. The margin covers the
 * real time between reading the page's clock and stopping it on a busy machine.
 */
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 5_000);
}

/**
 * Stops the page's clock once React drives the form. The head script settles a press on a control
 * React does not drive yet in a zero-delay timer (lib/head-script/held-press.ts), which a stopped
 * clock never runs: a Send pressed then stayed undecided, neither sent nor held (found by a run
 * where the form's chunk came late). A test that stops the clock for its own timings therefore
 * waits for the form; presses before the scripts are tested with the clock running
 * (press-timing.spec.ts, contact.spec.ts's draft tests).
 */
export async function pauseClockOnceFormReady(page: Page, form: ReturnType<typeof contactForm>) {
  await expect(form.form).toHaveAttribute(READY_ATTRIBUTE);
  await pauseClock(page);
}

/**
 * axe schedules its work with timers, so it cannot finish on a stopped clock: let the clock run
 * while it scans the contact section, then stop it again. Only for states no timer changes (the
 * time-out has passed, no notice is counting down).
 */
export async function expectNoAxeViolationsOnStoppedClock(page: Page) {
  await page.clock.resume();
  await expectNoAxeViolations(page, '#contact');
  await pauseClock(page);
}

/** The draft the form keeps in localStorage, or null. */
export function storedDraft(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY);
}
