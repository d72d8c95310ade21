import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { cv, experience, site, skillGroups } from '@/content';
import { projectLinks } from '@/lib/content/project-links';
import { getProject } from '@/lib/content/projects';
import { cvFileName } from '@/lib/cv/file-name';
import { expect, test } from './support/fixtures';
import { siteOrigin } from './support/sites.mjs';
import { copy } from './support/copy';
import { savedCvName } from './support/content';
import { withoutEmoji } from './support/text';

/**
 * The CV page in the browser: its content, JavaScript off, the ways to reach it, the PDF
 * download and the PDF's text and links, and print (media and real A4 and Letter printing).
 * resume.json, the JSON-LD and the PDF's font are checked without a browser in
 * e2e/static/cv.test.ts; the page's axe scan is in sweep.spec.ts with every other page.
 */

const origin = siteOrigin('main');
const cvProjects = cv.projectIds.map((id) => getProject(id)!);

/**
 * The CV summary as the build wrote it, its counts filled in (`{projectCount}` and
 * `{experienceCount}` become the lists' lengths in words); the static checks compare
 * resume.json's summary with content/, so the browser tests take it from there.
 */
async function builtSummary(request: APIRequestContext): Promise<string> {
  const resume = (await (await request.get('/resume.json')).json()) as {
    basics: { summary: string };
  };
  return resume.basics.summary;
}

/** Where the generated PDF is served: the owner's file name is the last segment. */
const pdfPath = `/cv/${cvFileName(site.fullName)}`;

/** A PDF's pages as text, and every link target in it. */
async function readPdf(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  const links: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    for (const annotation of await (await pdf.getPage(number)).getAnnotations()) {
      if (annotation.subtype === 'Link' && annotation.url) links.push(annotation.url as string);
    }
  }
  // Text is compared with runs of white space folded, as line breaks fall anywhere.
  return { totalPages, pages: text.map((page) => page.replace(/\s+/g, ' ')), links };
}

const fold = (text: string) => text.replace(/\s+/g, ' ');

/** The owner's words as the generated PDF reads them: folded, and without emoji. */
const drawn = (text: string) => fold(withoutEmoji(text));

/**
 * The recruiter quick facts the owner gave (content/cv.ts), each shown in `facts`; none at all
 * shows no group.
 */
async function expectQuickFacts(facts: Locator) {
  const given = cv.quickFacts;
  if (!given) {
    await expect(facts).toHaveCount(0);
    return;
  }
  if (given.availability)
    await expect(facts.getByText(copy.cvCopy.availabilityLabel)).toBeVisible();
  if (given.workAuthorisation) await expect(facts.getByText(given.workAuthorisation)).toBeVisible();
  if (given.rolesWanted) await expect(facts.getByText(given.rolesWanted.join(' · '))).toBeVisible();
  if (given.calendarUrl) {
    await expect(facts.getByRole('link', { name: copy.cvCopy.calendarLink })).toHaveAttribute(
      'href',
      given.calendarUrl,
    );
  }
}

/** Clicks the CV download link named `name` and expects the PDF to save under the owner's name. */
async function expectDownload(page: Page, name: string | RegExp) {
  const link = page.getByRole('link', { name });
  await expect(link).toHaveAttribute('href', pdfPath);
  await expect(link).toHaveAttribute('download', savedCvName(site.fullName));
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(savedCvName(site.fullName));
}

test.describe('the CV page', () => {
  // One load of /cv: what it shows, its download, then its print media (last: it changes the media).
  test('shows the owner, contact links, quick facts and every part of the CV; downloads; prints', async ({
    page,
  }, testInfo) => {
    await page.goto('/cv');
    await test.step('shows the owner, contact links, quick facts and every part of the CV', async () => {
      await expect(page).toHaveTitle(`${copy.cvCopy.pageTitle} · ${site.fullName}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: site.fullName })).toBeVisible();
      await expect(main.getByText(`${site.role} · ${site.location}`)).toBeVisible();

      const contacts = main.getByRole('list', { name: copy.cvCopy.contactLabel });
      await expect(contacts.getByRole('link', { name: site.email })).toHaveAttribute(
        'href',
        `mailto:${site.email}`,
      );
      for (const network of cv.profileNetworks) {
        const social = site.socials.find((candidate) => candidate.network === network)!;
        await expect(contacts.locator(`a[href="${social.href}"]`)).toBeVisible();
      }

      await expectQuickFacts(main.getByRole('group', { name: copy.cvCopy.quickFactsLabel }));

      await expect(main.getByText(await builtSummary(page.request))).toBeVisible();
      const jobs = main.getByRole('region', { name: copy.cvCopy.experienceHeading });
      await expect(jobs.getByRole('heading', { level: 3 })).toHaveCount(experience.length);
      for (const entry of experience) {
        await expect(jobs.getByText(entry.company)).toBeVisible();
        await expect(jobs.getByText(entry.description)).toBeVisible();
      }

      const skills = main.getByRole('region', { name: copy.cvCopy.skillsHeading });
      for (const group of skillGroups) {
        await expect(skills.getByText(group.title, { exact: true })).toBeVisible();
        await expect(
          skills.getByText(group.items.map((item) => item.name).join(', ')),
        ).toBeVisible();
      }

      const projects = main.getByRole('region', { name: copy.cvCopy.projectsHeading });
      await expect(projects.getByRole('heading', { level: 3 })).toHaveText(
        cvProjects.map((project) => project.name),
      );
      for (const project of cvProjects) {
        await expect(
          projects.getByRole('link', { name: `${copy.cvCopy.projectLink} ${project.name}` }),
        ).toHaveAttribute('href', `/portofolio/${project.id}`);
        // Its live site and code, when it names them, leave the site by their own names.
        for (const out of projectLinks(project, copy.projectCopy.links)) {
          const link = projects.getByRole('link', {
            name: `${out.name}${copy.commonCopy.opensInNewTab}`,
            exact: true,
          });
          await expect(link).toHaveAttribute('href', out.href);
          await expect(link).toHaveAttribute('rel', 'noopener');
        }
      }

      const education = main.getByRole('region', { name: copy.cvCopy.educationHeading });
      for (const entry of cv.education) {
        await expect(education.getByText(entry.institution)).toBeVisible();
      }
      const languages = main.getByRole('region', { name: copy.cvCopy.languagesHeading });
      for (const entry of cv.languages) {
        await expect(languages.getByText(entry.fluency)).toBeVisible();
      }
      const certificates = main.getByRole('region', { name: copy.cvCopy.certificatesHeading });
      await expect(certificates.getByRole('heading', { level: 3 })).toHaveText(
        cv.certificates.map((entry) => entry.name),
      );
    });

    await test.step(`/cv: the CV download saves the PDF under the owner's file name`, async () => {
      await expectDownload(page, copy.cvCopy.downloadPdf);
    });

    await test.step('print media hides the site chrome and the download links, and keeps the CV', async () => {
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('link', { name: copy.cvCopy.downloadPdf })).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: site.fullName })).toBeVisible();
      // A project link prints its address instead of "Project page".
      const project = cvProjects[0]!;
      await expect(
        page.getByText(`${new URL(origin).host}/portofolio/${project.id}`),
      ).toBeVisible();
      // No ink-wasting page background.
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe('rgba(0, 0, 0, 0)');
      await page.screenshot({ path: testInfo.outputPath('cv-print.png'), fullPage: true });
    });
  });

  // With JavaScript off: sweep.spec.ts.
});

test.describe('getting to the CV', () => {
  // One load of the home page; the link to /cv navigates, so it goes last.
  test('the hero shows the quick facts, the CV downloads, and the experience section and footer link to /cv', async ({
    page,
  }) => {
    await page.goto('/');
    await test.step('the hero shows the recruiter quick facts', async () => {
      await expectQuickFacts(
        page.locator('#summary').getByRole('group', { name: copy.cvCopy.quickFactsLabel }),
      );
    });

    await test.step(`/: the CV download saves the PDF under the owner's file name`, async () => {
      await expectDownload(page, copy.homeCopy.experience.cvLink);
    });

    await test.step('the experience section and the footer link to /cv', async () => {
      const footerLink = page
        .getByRole('contentinfo')
        .getByRole('link', { name: copy.cvCopy.footerLink });
      await expect(footerLink).toHaveAttribute('href', '/cv');
      await page.locator('#experience').getByRole('link', { name: copy.cvCopy.viewOnline }).click();
      await expect(page).toHaveURL('/cv');
      await expect(page.getByRole('heading', { level: 1, name: site.fullName })).toBeVisible();
    });
  });
});

// The file is the same for every viewport: read it once.
test.describe('the CV PDF', { tag: '@once' }, () => {
  test('has the owner, every experience entry and the projects as text, and live links', async ({
    request,
  }) => {
    const response = await request.get(pdfPath);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
    const { totalPages, pages, links } = await readPdf(await response.body());
    expect(totalPages).toBeGreaterThanOrEqual(1);
    expect(totalPages).toBeLessThanOrEqual(2);
    const text = pages.join(' ');
    expect(text).toContain(drawn(site.fullName));
    expect(text).toContain(drawn(site.role));
    expect(text).toContain(drawn(await builtSummary(request)));
    for (const entry of experience) {
      expect(text).toContain(drawn(entry.role));
      expect(text).toContain(drawn(entry.company));
      expect(text).toContain(drawn(entry.description));
    }
    for (const project of cvProjects) expect(text).toContain(drawn(project.name));
    for (const entry of cv.education) expect(text).toContain(drawn(entry.institution));
    for (const group of skillGroups) expect(text).toContain(drawn(group.title));

    expect(links).toContain(`mailto:${site.email}`);
    for (const network of cv.profileNetworks) {
      expect(links).toContain(site.socials.find((social) => social.network === network)!.href);
    }
    expect(links).toContain(`${origin}/`);
    // Each project links its running site, else its code, else its page here (compared as
    // URLs: the PDF writes a bare host with its slash).
    const hrefs = links.map((link) => new URL(link).href);
    for (const project of cvProjects) {
      const expected = project.site ?? project.source ?? `${origin}/portofolio/${project.id}`;
      expect(hrefs).toContain(new URL(expected).href);
    }
  });
});

// Printing to PDF is a desktop Chromium feature; the paper layout does not depend on the window.
test.describe('printing the CV', { tag: '@desktop' }, () => {
  // The print media checks are in the first test, on the same load as the page's content.
  test('prints on at most two A4 or Letter pages with no entry split across pages', async ({
    page,
  }) => {
    await page.goto('/cv');
    for (const format of ['A4', 'Letter'] as const) {
      await test.step(`prints on at most two ${format} pages with no entry split across pages`, async () => {
        const { totalPages, pages } = await readPdf(await page.pdf({ format }));
        expect(totalPages).toBeLessThanOrEqual(2);
        expect(pages.join(' ')).toContain(site.fullName);
        for (const entry of experience) {
          const words = fold(entry.description).split(' ');
          const head = words.slice(0, 4).join(' ');
          const tail = words.slice(-4).join(' ');
          const pageOf = (part: string) => pages.findIndex((text) => text.includes(part));
          expect(pageOf(head), `start of ${entry.id}`).toBeGreaterThanOrEqual(0);
          expect(pageOf(tail), `end of ${entry.id} on the same page`).toBe(pageOf(head));
        }
      });
    }
  });
});
