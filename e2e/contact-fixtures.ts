import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { EMAILJS_MOCK_ORIGIN } from './sites.mjs';

export { expect };

/** One request the EmailJS imitation received (see e2e/emailjs-mock-server.mjs). */
export interface MockRequest {
  method: string;
  path: string;
  contentType: string;
  /** Form fields, or the parsed JSON body. */
  fields: Record<string, unknown>;
  /** Field names in the order they were sent. */
  fieldNames: string[];
}

/** What the imitation answers: a status (with an optional body text), never, or a dropped line. */
export type MockScenario =
  { mode: 'status'; status: number; text?: string } | { mode: 'hang' } | { mode: 'drop' };

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

  /** Every request this test's page made to the imitation, preflights included. */
  async requests(): Promise<MockRequest[]> {
    return (await fetch(this.url('requests'))).json() as Promise<MockRequest[]>;
  }

  /** Only the POSTs, i.e. the messages sent. */
  async posts(): Promise<MockRequest[]> {
    return (await this.requests()).filter((request) => request.method === 'POST');
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

/** The contact form and its parts, by role and accessible name. */
export function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Contact form' });
  return {
    form,
    name: form.getByRole('textbox', { name: 'Name' }),
    email: form.getByRole('textbox', { name: 'Email' }),
    message: form.getByRole('textbox', { name: 'Message' }),
    send: form.getByRole('button', { name: /^Send/ }),
    status: form.getByRole('status'),
    alert: form.getByRole('alert'),
    retry: form.getByRole('button', { name: 'Retry' }),
    mailto: form.getByRole('link', { name: /instead$/ }),
    honeypot: page.locator('input[name="website"]'),
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
