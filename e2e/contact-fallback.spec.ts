import { site } from '@/content';
import { fillTemplate } from '@/lib/content/copy';
import { buildMailtoUrl } from '@/lib/contact/mailto';
import {
  contactForm,
  expect,
  fillMessage,
  ONCE,
  test,
  typeBeforeScripts,
} from './support/contact-fixtures';
import { expectNoAxeViolations } from './support/fixtures';
import { siteOrigin } from './support/sites.mjs';
import { copy } from './support/copy';

// The `photos` build has no EmailJS configuration at all (e2e/support/sites.mjs).
const home = `${siteOrigin('photos')}/`;

const message = {
  user_name: 'Ana Lima & Co',
  user_email: 'ana.lima@example.com',
  message: `Hi ${site.firstName},\nAre you free for a call? 😀 مرحبا #1 100%`,
};

// The fallback's logic and words do not depend on the viewport.
test.describe('contact form without EmailJS configuration', ONCE, () => {
  test('says so, names each missing key, and opens the mail app with the message filled in', async ({
    page,
    problems,
    hostsContacted,
  }) => {
    await page.goto(home);
    const form = contactForm(page);
    await expect(form.form).toContainText(
      fillTemplate(copy.contactCopy.notConfiguredNote, { email: site.email }),
    );
    await expect(form.send).toHaveText(copy.contactCopy.sendViaEmailApp);
    await fillMessage(form, message);

    // Chromium reports the hand-off to the mail app as a request for the mailto: URL.
    const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
    await form.send.click();
    expect((await mailto).url()).toBe(buildMailtoUrl(site.email, message, copy.contactCopy.mailto));

    await expect(form.status).toContainText(
      fillTemplate(copy.contactCopy.handedOffNotice, { email: site.email }),
    );
    expect(problems.consoleErrors).toEqual(
      expect.arrayContaining([
        'EmailJS public key is required (NEXT_PUBLIC_EMAILJS_PUBLIC_KEY)',
        'EmailJS service id is required (NEXT_PUBLIC_EMAILJS_SERVICE_ID)',
        'EmailJS template id is required (NEXT_PUBLIC_EMAILJS_TEMPLATE_ID)',
      ]),
    );
    // The visitor may still close the mail app unsent: nothing they typed is cleared.
    await expect(form.message).toHaveValue(message.message);
    await expectNoAxeViolations(page, '#contact');
    expect([...hostsContacted]).toEqual(['127.0.0.1']);
  });

  test('a Send pressed before the scripts arrived opens the mail app with what was typed, once they have', async ({
    page,
  }) => {
    const { form, releaseScripts } = await typeBeforeScripts(page, message, home);
    const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
    await form.send.click();
    await expect(form.form).toHaveAttribute('data-held', '1');
    releaseScripts();
    expect((await mailto).url()).toBe(buildMailtoUrl(site.email, message, copy.contactCopy.mailto));
    await expect(form.status).toContainText(
      fillTemplate(copy.contactCopy.handedOffNotice, { email: site.email }),
    );
    expect(new URL(page.url()).search).toBe('');
  });

  test('logs nothing before the visitor sends', async ({ page, problems }) => {
    await page.goto(home);
    await page.waitForLoadState('networkidle');
    expect(problems.consoleErrors).toEqual([]);
  });

  test('the link in the note carries the message too', async ({ page }) => {
    await page.goto(home);
    const form = contactForm(page);
    await fillMessage(form, message);
    await expect(form.form.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      buildMailtoUrl(site.email, message, copy.contactCopy.mailto),
    );
  });
});
