import { experience, site, skillGroups } from '@/content';
import { projects } from '@/lib/projects';
import { expect, isMobileProject, test } from './fixtures';

test.describe('hero', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('greets, names the role and introduces the owner', async ({ page }) => {
    const hero = page.locator('#summary');
    await expect(hero.getByText(site.greeting)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: site.role })).toBeVisible();
    await expect(hero.getByText(site.intro)).toBeVisible();
  });

  test('has round social links with accessible names', async ({ page }) => {
    const hero = page.locator('#summary');
    for (const social of site.socials) {
      const link = hero.getByRole('link', { name: social.label, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', social.href);
      const box = (await link.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(Math.abs(box.width - box.height)).toBeLessThan(1);
      expect(await link.evaluate((element) => getComputedStyle(element).borderRadius)).toBe('50%');
    }
  });

  test('has a chat link that opens a new tab and says so', async ({ page }) => {
    const chat = page.getByRole('link', { name: `${site.chatLabel} (opens in a new tab)` });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('href', site.chatUrl);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('shows the profile photo as the preloaded LCP image with reserved space', async ({
    page,
  }) => {
    const photo = page.getByRole('img', { name: site.photoAlt });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('loading', 'eager');
    // `priority` makes Next preload the photo from the document head.
    const src = (await photo.getAttribute('src'))!;
    await expect(page.locator(`head link[rel="preload"][as="image"][href="${src}"]`)).toHaveCount(
      1,
    );
    await expect(photo).toHaveAttribute('width', String(site.photoWidth));
    await expect(photo).toHaveAttribute('height', String(site.photoHeight));
  });

  test('has a See My Portfolio hint leading to My Work', async ({ page }) => {
    const hint = page.getByRole('link', { name: 'See My Portfolio' });
    await expect(hint).toHaveAttribute('href', '#my-work');
    await hint.click();
    await expect(page.getByRole('heading', { level: 2, name: 'My Work' })).toBeInViewport();
  });
});

test.describe('experience', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await page.locator('#experience').scrollIntoViewIfNeeded();
  });

  test('lists both entries with date range, role and company', async ({ page }) => {
    const section = page.locator('#experience');
    for (const entry of experience) {
      await expect(section.getByText(`${entry.start} – ${entry.end}`)).toBeVisible();
      await expect(section.getByRole('button', { name: new RegExp(entry.company) })).toBeVisible();
      await expect(
        section.getByRole('button', { name: new RegExp(entry.role) }).first(),
      ).toBeVisible();
    }
  });

  for (const [index, entry] of experience.entries()) {
    test(`expands and collapses entry ${index + 1} by click and by keyboard`, async ({ page }) => {
      const button = page
        .locator('#experience')
        .getByRole('button', { name: new RegExp(entry.company) });
      const description = page.locator('#experience').getByText(entry.description);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const controls = await button.getAttribute('aria-controls');
      expect(await description.getAttribute('id')).toBe(controls);
      const collapsed = (await description.boundingBox())!.height;
      expect(
        await description.evaluate((element) => getComputedStyle(element).webkitLineClamp),
      ).toBe('2');

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect
        .poll(async () => (await description.boundingBox())!.height)
        .toBeGreaterThan(collapsed);

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect.poll(async () => (await description.boundingBox())!.height).toBe(collapsed);

      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Space');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('offers the CV as a PDF download', async ({ page }) => {
    const link = page.getByRole('link', { name: /Download CV/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('download', site.cvFileName);
    const href = (await link.getAttribute('href'))!;
    expect(href).toBe(site.cvPath);
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
  });
});

test.describe('tools and skills', () => {
  test('shows the four groups with every item, its logo and its name', async ({ page }) => {
    // Many steps (or a whole-page axe scan): give it the slow-test budget on a busy 2-core box.
    test.slow();
    await page.goto('/');
    const section = page.locator('#skills');
    await expect(section.getByRole('heading', { level: 2, name: 'Tools & Skills' })).toBeVisible();
    for (const group of skillGroups) {
      const groupRegion = section.getByRole('region', { name: new RegExp(`^${group.title}`) });
      await expect(groupRegion.getByRole('heading', { level: 3 })).toContainText(group.title);
      await expect(groupRegion.getByRole('listitem')).toHaveCount(group.items.length);
      for (const item of group.items) {
        const badge = groupRegion.getByRole('button', { name: item.name, exact: true });
        await expect(badge).toBeVisible();
        // The brand mark drawn inline (no image request), or a monogram without a brand.
        await expect(badge.locator(item.icon ? 'svg path' : '[data-letters]')).toHaveCount(1);
      }
    }
  });
});

test.describe('contact and footer', () => {
  test('has the Get In Touch section with the form and the e-mail link', async ({ page }) => {
    await page.goto('/');
    const section = page.locator(`#${site.contactSectionId}`);
    await expect(section.getByRole('heading', { level: 2, name: site.contactLabel })).toBeVisible();
    await expect(section.getByRole('form', { name: 'Contact form' })).toBeVisible();
    await expect(section.getByRole('link', { name: new RegExp(site.email) })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
  });

  test('ends with a footer holding the social links and the copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const social of site.socials) {
      await expect(footer.getByRole('link', { name: social.label, exact: true })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.fullName}`);
  });
});

test.describe('layout', () => {
  for (const width of [320, 375, 768, 1024, 1440, 1920]) {
    test(`has no horizontal page scrollbar at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  }

  test('does not shift the hero while it loads', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          const observer = new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
              total += entry.value;
            }
          });
          observer.observe({ type: 'layout-shift', buffered: true });
          // Two frames on, every shift so far is recorded; take any not yet delivered.
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              for (const entry of observer.takeRecords() as (PerformanceEntry & {
                value: number;
              })[]) {
                total += entry.value;
              }
              observer.disconnect();
              resolve(total);
            }),
          );
        }),
    );
    expect(shift).toBeLessThan(0.01);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the hero, every project name, the experience texts and the skills', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: site.role })).toBeVisible();
    await expect(page.getByRole('img', { name: site.photoAlt })).toBeVisible();
    const work = page.locator('#my-work');
    for (const project of projects) {
      await expect(
        work.getByText(project.name, { exact: true }).filter({ visible: true }),
      ).toHaveCount(1);
    }
    if (isMobileProject(testInfo)) {
      await expect(work.getByRole('region', { name: 'Project slider' })).toBeHidden();
    }
    for (const entry of experience) {
      const description = page.getByText(entry.description);
      await expect(description).toBeVisible();
      expect(
        await description.evaluate((element) => getComputedStyle(element).webkitLineClamp),
      ).toBe('none');
    }
    for (const item of skillGroups.flatMap((group) => group.items)) {
      await expect(
        page.locator('#skills').getByRole('button', { name: item.name, exact: true }),
      ).toBeVisible();
    }
  });
});
