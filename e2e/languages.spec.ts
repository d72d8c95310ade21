import { languages, site, translations } from '@/content';
import { fillTemplate } from '@/lib/content/copy';
import { projects } from '@/lib/content/projects';
import { notApplicable } from './support/applies';
import { defaultSiteLanguage, firstProject, publishedNotes } from './support/content';
import { copyFor } from './support/copy';
import { contactForm, fillMessage, message, test as contactTest } from './support/contact-fixtures';
import { expect, scanState, test } from './support/fixtures';
import { clickWhenHydrated } from './support/helpers';

/**
 * The second language's site (Indonesian in the sample): every page answers in it with JavaScript
 * on and off and passes axe; the switcher leads to the same page in the other language and back.
 */
/** The site's second language (Indonesian in the sample), if it has one. */
const secondLanguage = languages[1] ?? defaultSiteLanguage;
const code = secondLanguage.code;
test.skip(languages.length < 2, notApplicable.secondLanguage);
const secondWords = copyFor(code);
const [english, bahasa] = [defaultSiteLanguage.name, secondLanguage.name];

const withDemo = projects.find((project) => project.url) ?? firstProject;
const withoutDemo = projects.find((project) => !project.url) ?? firstProject;
/** Pages read on the phone too; the rest share their layouts with these, so desktop suffices. */
const BOTH_LAYOUTS = [`/${code}`, `/${code}/portofolio/${withDemo.id}`, `/${code}/cv`];
/**
 * Pages scanned by axe: each layout once in the second language (a project without a demo too). The other
 * project pages share their template; what each holds in that language is read statically
 * (e2e/static/projects.test.ts, e2e/static/languages.test.ts).
 */
const SCANNED = [...new Set([...BOTH_LAYOUTS, `/${code}/portofolio/${withoutDemo.id}`])];

test.describe(`every page in ${bahasa}`, () => {
  for (const route of SCANNED) {
    const tag = BOTH_LAYOUTS.includes(route) ? [] : ['@once'];
    test(
      `${route}: answers in ${bahasa} with no console error and no axe violation`,
      { tag },
      async ({ page, problems }) => {
        test.slow();
        const response = await page.goto(route);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        await expect(page.getByRole('link', { name: english }).first()).toHaveAttribute(
          'hreflang',
          defaultSiteLanguage.code,
        );
        await page.waitForLoadState('networkidle');
        expect(problems.consoleErrors).toEqual([]);
        expect(problems.failedRequests).toEqual([]);
        await scanState(page, `${route} as loaded`);
      },
    );
  }
});

test.describe('the language switcher', () => {
  test(
    `keeps the page: a project in ${english}, then in ${bahasa}, then back`,
    { tag: '@once' },
    async ({ page }) => {
      const { id } = firstProject;
      await page.goto(`/portofolio/${id}`);
      await page.getByRole('contentinfo').getByRole('link', { name: bahasa }).click();
      await expect(page).toHaveURL(new RegExp(`/${code}/portofolio/${id}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(
        page.getByRole('heading', { level: 2, name: secondWords.projectCopy.aboutTitle }),
      ).toBeVisible();
      await page.getByRole('contentinfo').getByRole('link', { name: english }).click();
      await expect(page).toHaveURL(new RegExp(`/portofolio/${id}$`));
      await expect(
        page.getByRole('heading', { level: 2, name: copyFor().projectCopy.aboutTitle }),
      ).toBeVisible();
    },
  );

  test('sits in the mobile menu too', { tag: '@mobile' }, async ({ page }) => {
    await page.goto(`/${code}`);
    await clickWhenHydrated(page.getByRole('button', { name: secondWords.layoutCopy.menuButton }));
    const menu = page.getByRole('navigation', { name: secondWords.layoutCopy.navLabel });
    const link = menu.getByRole('link', { name: english });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/');
    await expect(link).toHaveAttribute('lang', defaultSiteLanguage.code);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    `every page in ${bahasa} shows its heading, every image and its words`,
    { tag: '@once' },
    async ({ page }) => {
      // The notes list too, where the owner has notes in that language.
      const notesList = publishedNotes(code).length > 0 ? [`/${code}/notes`] : [];
      for (const route of [...SCANNED, ...notesList]) {
        await test.step(route, async () => {
          const response = await page.goto(route);
          expect(response?.status()).toBe(200);
          await expect(page.locator('html')).toHaveAttribute('lang', code);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // Every image carries its words (alt) and loads; no placeholder is left unfilled.
          const images = await page
            .locator('img')
            .evaluateAll((all) =>
              (all as HTMLImageElement[]).map((image) => ({ alt: image.alt, src: image.src })),
            );
          // The skill marks are decorative (alt=""): the skill's name is the button's text.
          for (const image of images.filter(({ src }) => !/\/skills\/marks\.svg(#|$)/.test(src))) {
            expect(image.alt, image.src).not.toBe('');
          }
          expect(await page.locator('body').innerText()).not.toMatch(/\{[a-zA-Z]+\}/);
        });
      }
    },
  );

  test(
    `the home page in ${bahasa} reads in it and links to ${english}`,
    { tag: '@once' },
    async ({ page }) => {
      await page.goto(`/${code}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page.getByText(
          fillTemplate(translations[code]!.site.greeting, { firstName: site.firstName }),
        ),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: english }).first()).toHaveAttribute('href', '/');
    },
  );

  test(`a mistyped address in ${bahasa} gets its words on the site-wide 404 page`, async ({
    page,
  }) => {
    const response = await page.goto(`/${code}/tidak-ada`);
    expect(response?.status()).toBe(404);
    // Its line in the language's own `lang` (another language may share its words).
    const line = page.getByRole('main').locator(`p[lang="${code}"]`);
    await expect(line.getByText(secondWords.notFoundCopy.heading)).toBeVisible();
    await expect(line.getByRole('link', { name: secondWords.commonCopy.backHome })).toHaveAttribute(
      'href',
      `/${code}`,
    );
  });
});

contactTest.describe(`the contact form in ${bahasa}`, () => {
  contactTest(
    `sends and greets the visitor in ${bahasa}`,
    { tag: '@once' },
    async ({ page, emailjs }) => {
      const copy = secondWords.contactCopy;
      await page.goto(`/${code}#contact`);
      const form = contactForm(page, copy);
      await fillMessage(form, message);
      await form.send.click();
      await expect(form.status).toHaveText(
        fillTemplate(copy.sentNotice, { name: message.user_name }),
      );
      expect(await emailjs.posts()).toHaveLength(1);
      await scanState(page, `the sent notice in ${bahasa}`);
    },
  );
});
