import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import resumeSchema from '@jsonresume/schema/schema.json';
import { cv, cvCopy, experience, site, skillGroups } from '@/content';
import { getProject } from '@/lib/projects';
import { expect, expectNoAxeViolations, isMobileProject, test } from './fixtures';
import { siteOrigin } from './sites.mjs';

const origin = siteOrigin('main');
const cvProjects = cv.projectIds.map((id) => getProject(id)!);
/** Where the generated PDF is served: the owner's file name is the last segment. */
const pdfPath = `/cv/${site.cvFileName}`;

/** The PDF's pages as text, and every link target in it. */
async function readPdf(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  const links: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const annotations = await (await pdf.getPage(number)).getAnnotations();
    for (const annotation of annotations) {
      if (annotation.subtype === 'Link' && annotation.url) links.push(annotation.url as string);
    }
  }
  // Text is compared with runs of white space folded, as line breaks fall anywhere.
  return { totalPages, pages: text.map((page) => page.replace(/\s+/g, ' ')), links };
}

const fold = (text: string) => text.replace(/\s+/g, ' ');

async function personJsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .map((block) => JSON.parse(block) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Person');
}

test.describe('the CV page', () => {
  test('shows the owner, contact links, quick facts and every part of the CV', async ({ page }) => {
    await page.goto('/cv');
    await expect(page).toHaveTitle(`${cvCopy.pageTitle} · ${site.fullName}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: site.fullName })).toBeVisible();
    await expect(main.getByText(`${site.role} · ${site.location}`)).toBeVisible();

    const contacts = main.getByRole('list', { name: cvCopy.contactLabel });
    await expect(contacts.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    for (const network of cv.profileNetworks) {
      const social = site.socials.find((candidate) => candidate.network === network)!;
      await expect(contacts.locator(`a[href="${social.href}"]`)).toBeVisible();
    }

    const facts = main.getByRole('group', { name: cvCopy.quickFactsLabel });
    await expect(facts.getByText(cv.quickFacts!.workAuthorisation!)).toBeVisible();
    await expect(facts.getByText(cv.quickFacts!.rolesWanted!.join(' · '))).toBeVisible();
    await expect(facts.getByRole('link', { name: cvCopy.calendarLink })).toHaveAttribute(
      'href',
      cv.quickFacts!.calendarUrl!,
    );

    await expect(main.getByText(cv.summary)).toBeVisible();
    const jobs = main.getByRole('region', { name: cvCopy.experienceHeading });
    await expect(jobs.getByRole('heading', { level: 3 })).toHaveCount(experience.length);
    for (const entry of experience) {
      await expect(jobs.getByText(entry.company)).toBeVisible();
      await expect(jobs.getByText(entry.description)).toBeVisible();
    }

    const skills = main.getByRole('region', { name: cvCopy.skillsHeading });
    for (const group of skillGroups) {
      await expect(skills.getByText(group.title, { exact: true })).toBeVisible();
      await expect(skills.getByText(group.items.map((item) => item.name).join(', '))).toBeVisible();
    }

    const projects = main.getByRole('region', { name: cvCopy.projectsHeading });
    await expect(projects.getByRole('heading', { level: 3 })).toHaveText(
      cvProjects.map((project) => project.name),
    );
    for (const project of cvProjects) {
      await expect(
        projects.getByRole('link', { name: `${cvCopy.projectLink} ${project.name}` }),
      ).toHaveAttribute('href', `/portofolio/${project.id}`);
    }

    const education = main.getByRole('region', { name: cvCopy.educationHeading });
    for (const entry of cv.education) {
      await expect(education.getByText(entry.institution)).toBeVisible();
    }
    const languages = main.getByRole('region', { name: cvCopy.languagesHeading });
    for (const entry of cv.languages) {
      await expect(languages.getByText(entry.fluency)).toBeVisible();
    }
    const certificates = main.getByRole('region', { name: cvCopy.certificatesHeading });
    await expect(certificates.getByRole('heading', { level: 3 })).toHaveText(
      cv.certificates.map((entry) => entry.name),
    );
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/cv');
    await expectNoAxeViolations(page);
  });

  test('has its own canonical URL, description and a Person with occupation, schools and skills', async ({
    page,
  }) => {
    await page.goto('/cv');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`${origin}/cv`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(cv.summary.slice(0, 40)),
    );
    const person = await personJsonLd(page);
    expect(person).toMatchObject({
      name: site.fullName,
      hasOccupation: { '@type': 'Occupation', name: site.role },
      alumniOf: cv.education.map((entry) => ({
        '@type': 'EducationalOrganization',
        name: entry.institution,
      })),
      knowsAbout: skillGroups.flatMap((group) => group.items.map((item) => item.name)),
      knowsLanguage: cv.languages.map((entry) => entry.language),
    });
  });

  test('is listed in the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${origin}/cv</loc>`);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('reads whole and its links work', async ({ page }) => {
      await page.goto('/cv');
      await expect(page.getByRole('heading', { level: 1, name: site.fullName })).toBeVisible();
      for (const entry of experience) {
        await expect(page.getByText(entry.description)).toBeVisible();
      }
      await expect(page.getByRole('link', { name: cvCopy.downloadPdf })).toHaveAttribute(
        'href',
        pdfPath,
      );
      const project = cvProjects[0]!;
      await page.getByRole('link', { name: `${cvCopy.projectLink} ${project.name}` }).click();
      await expect(page).toHaveURL(`/portofolio/${project.id}`);
    });
  });
});

test.describe('getting to the CV', () => {
  test('the experience section and the footer link to /cv', async ({ page }) => {
    await page.goto('/');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: cvCopy.footerLink });
    await expect(footerLink).toHaveAttribute('href', '/cv');
    await page.locator('#experience').getByRole('link', { name: cvCopy.viewOnline }).click();
    await expect(page).toHaveURL('/cv');
    await expect(page.getByRole('heading', { level: 1, name: site.fullName })).toBeVisible();
  });

  test('the hero shows the recruiter quick facts', async ({ page }) => {
    await page.goto('/');
    const facts = page.locator('#summary').getByRole('group', { name: cvCopy.quickFactsLabel });
    await expect(facts.getByText(cvCopy.availabilityLabel)).toBeVisible();
    await expect(facts.getByText(cv.quickFacts!.workAuthorisation!)).toBeVisible();
    await expect(facts.getByRole('link', { name: cvCopy.calendarLink })).toBeVisible();
  });

  for (const route of ['/', '/cv']) {
    test(`${route}: the CV download saves the PDF under the owner's file name`, async ({
      page,
    }) => {
      await page.goto(route);
      const link = page.getByRole('link', {
        name: route === '/' ? /Download CV/ : cvCopy.downloadPdf,
      });
      await expect(link).toHaveAttribute('href', pdfPath);
      await expect(link).toHaveAttribute('download', site.cvFileName);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(site.cvFileName);
    });
  }
});

test.describe('the CV files', () => {
  test('the CV PDF has the owner, every experience entry and the projects as text, and live links', async ({
    request,
  }) => {
    const response = await request.get(pdfPath);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
    const { totalPages, pages, links } = await readPdf(await response.body());
    expect(totalPages).toBeGreaterThanOrEqual(1);
    expect(totalPages).toBeLessThanOrEqual(2);
    const text = pages.join(' ');
    expect(text).toContain(site.fullName);
    expect(text).toContain(site.role);
    expect(text).toContain(fold(cv.summary));
    for (const entry of experience) {
      expect(text).toContain(entry.role);
      expect(text).toContain(entry.company);
      expect(text).toContain(fold(entry.description));
    }
    for (const project of cvProjects) expect(text).toContain(project.name);
    for (const entry of cv.education) expect(text).toContain(entry.institution);

    expect(links).toContain(`mailto:${site.email}`);
    for (const network of cv.profileNetworks) {
      expect(links).toContain(site.socials.find((social) => social.network === network)!.href);
    }
    for (const project of cvProjects) expect(links).toContain(`${origin}/portofolio/${project.id}`);
  });

  test('resume.json follows the JSON Resume schema and says what the CV says', async ({
    request,
  }) => {
    const response = await request.get('/resume.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    const resume = (await response.json()) as {
      basics: { name: string };
      work: { name: string; position: string }[];
    };
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(resumeSchema);
    expect(validate(resume) ? [] : validate.errors).toEqual([]);
    expect(resume.basics.name).toBe(site.fullName);
    expect(resume.work.map((job) => `${job.position} @ ${job.name}`)).toEqual(
      experience.map((entry) => `${entry.role} @ ${entry.company}`),
    );
  });
});

test.describe('printing the CV', () => {
  test('print media hides the site chrome and the download links, and keeps the CV', async ({
    page,
  }, testInfo) => {
    await page.goto('/cv');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('link', { name: cvCopy.downloadPdf })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: site.fullName })).toBeVisible();
    // A project link prints its address instead of "Project page".
    const project = cvProjects[0]!;
    await expect(page.getByText(`${new URL(origin).host}/portofolio/${project.id}`)).toBeVisible();
    // No ink-wasting page background.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgba(0, 0, 0, 0)');
    await page.screenshot({ path: testInfo.outputPath('cv-print.png'), fullPage: true });
  });

  for (const format of ['A4', 'Letter'] as const) {
    test(`prints on at most two ${format} pages with no entry split across pages`, async ({
      page,
    }, testInfo) => {
      // Printing to PDF is a desktop Chromium feature; the layout printed is the same.
      test.skip(isMobileProject(testInfo), 'page.pdf() needs the desktop browser');
      await page.goto('/cv');
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
