import { getAdjacentProjects, projects } from '@/lib/projects';
import { getVideoId } from '@/lib/video';
import { expect, isMobileProject, test } from './fixtures';

test.describe('each project page', () => {
  for (const project of projects) {
    // Its axe scan is in sweep.spec.ts, with every other page's.
    test(`/portofolio/${project.id} shows ${project.name}: heading, tags, hero, description, demo exactly when it has a url`, async ({
      page,
      problems,
    }) => {
      await page.goto(`/portofolio/${project.id}`);
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name.toUpperCase());
      const tags = main.getByRole('list', { name: 'Kind and stack' });
      await expect(tags.getByRole('listitem')).toHaveText([project.kind, ...project.stack]);
      await expect(main.getByRole('img', { name: project.alt })).toBeVisible();
      await expect(
        main.getByRole('heading', { level: 2, name: 'About This Project' }),
      ).toBeVisible();
      await expect(main.getByText(project.description)).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: 'DEMO' })).toHaveCount(
        project.url ? 1 : 0,
      );
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });
  }
});

test.describe('hero image', () => {
  test('is 700 px high on a window up to 1440 px wide and 400 px beyond, cropped to fill', async ({
    page,
  }, testInfo) => {
    await page.goto('/portofolio/1');
    const hero = page.getByRole('main').getByRole('img', { name: projects[0]!.alt });
    const expected = testInfo.project.name === 'desktop' ? 400 : 700;
    await expect.poll(async () => (await hero.boundingBox())?.height).toBe(expected);
    await expect(hero).toHaveCSS('object-fit', 'cover');
    if (!isMobileProject(testInfo)) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await expect.poll(async () => (await hero.boundingBox())?.height).toBe(700);
      await page.setViewportSize({ width: 1441, height: 900 });
      await expect.poll(async () => (await hero.boundingBox())?.height).toBe(400);
    }
  });

  test('is revealed once a fifth of it is visible', async ({ page }) => {
    await page.goto('/portofolio/2');
    const frame = page.locator('[data-reveal]');
    await expect(frame).toHaveAttribute('data-reveal', 'shown');
    // framer-motion takes --reveal from 1 (inset, zoomed) to 0 (the full frame).
    await expect
      .poll(() =>
        frame.evaluate((element) => getComputedStyle(element).getPropertyValue('--reveal')),
      )
      .toBe('0');
  });

  test('is fully visible without JavaScript', async ({ browser }, testInfo) => {
    const context = await browser.newContext({
      ...testInfo.project.use,
      javaScriptEnabled: false,
      baseURL: testInfo.project.use.baseURL,
    });
    const page = await context.newPage();
    await page.goto('/portofolio/3');
    const hero = page.getByRole('main').getByRole('img', { name: projects[2]!.alt });
    await expect(hero).toBeVisible();
    await expect(page.locator('[data-reveal]')).toHaveCount(0);
    await expect(hero).toHaveCSS('opacity', '1');
    await expect(hero).toHaveCSS('transform', 'none');
    await context.close();
  });

  test('is not animated under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/portofolio/4');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-reveal]')).toHaveCount(0);
    await expect(page.locator('main').locator('..')).toHaveCSS('animation-name', 'none');
  });
});

test.describe('demo video', () => {
  for (const project of projects.filter((candidate) => candidate.url)) {
    const videoId = getVideoId(project.url!)!;

    test(`${project.name}: local poster, no request leaves 127.0.0.1 until play, then the ${videoId} player loads`, async ({
      page,
    }, testInfo) => {
      const outside: string[] = [];
      // Nothing may leave the machine before play; after it, only the nocookie player frame
      // (refused here, offline). Phones too: YouTube's iframe API script is never loaded.
      await page.route(
        (url) => url.hostname !== '127.0.0.1',
        (route) => {
          outside.push(route.request().url());
          return route.abort();
        },
      );

      await page.goto(`/portofolio/${project.id}`);
      const demo = page.locator('#demo');
      const player = demo.locator('lite-youtube');
      await player.scrollIntoViewIfNeeded();
      await expect(player).toHaveAttribute('videoid', videoId);
      const expected = isMobileProject(testInfo)
        ? { width: 320, height: 180 }
        : { width: 640, height: 390 };
      expect(await player.boundingBox()).toMatchObject(expected);
      await expect(player).toHaveCSS(
        'background-image',
        new RegExp(`/images/${project.image}\\.webp`),
      );

      // Hovering and focusing the player would normally warm up connections to YouTube.
      const play = demo.getByRole('button', { name: `Play the ${project.name} demo` });
      await play.hover();
      await play.focus();
      await page.waitForLoadState('networkidle');
      expect(outside).toEqual([]);
      // No connection is warmed to another host (next/font's hint to the site itself may stay).
      const preconnectHosts = await page
        .locator('link[rel="preconnect"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).host));
      expect(preconnectHosts.filter((host) => host !== new URL(page.url()).host)).toEqual([]);

      await play.click();
      const frame = player.locator('iframe');
      await expect(frame).toHaveAttribute(
        'src',
        new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${videoId}\\?`),
      );
      await expect.poll(() => outside.length).toBeGreaterThan(0);
      expect(outside.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(
        true,
      );
      expect(await player.boundingBox()).toMatchObject(expected);
    });
  }

  test('without JavaScript, the play control is a link to the video', async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/portofolio/6');
    await expect(page.getByRole('link', { name: 'Play the Urban Print demo' })).toHaveAttribute(
      'href',
      projects[5]!.url!,
    );
    await context.close();
  });
});

test.describe('navigation between pages', () => {
  test('the back link lands on My Work', async ({ page }) => {
    await page.goto('/portofolio/5');
    await page.getByRole('link', { name: 'Back to My Work' }).click();
    await expect(page).toHaveURL(/\/#my-work$/);
    await expect(page.locator('#my-work')).toBeInViewport();
  });

  test('previous and next links wrap around the list', async ({ page }) => {
    await page.goto('/portofolio/1');
    const pager = page.getByRole('navigation', { name: 'More projects' });
    const { previous, next } = getAdjacentProjects(1);
    await expect(pager.getByRole('link', { name: /Previous project/ })).toHaveAttribute(
      'href',
      `/portofolio/${previous.id}`,
    );
    await expect(pager.getByRole('link', { name: /Previous project/ })).toContainText(
      previous.name,
    );
    await expect(pager.getByRole('link', { name: /Next project/ })).toContainText(next.name);
    await pager.getByRole('link', { name: /Previous project/ }).click();
    await expect(page).toHaveURL(/\/portofolio\/10$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PERSONAL WEBSITE');
  });

  test('scrolls to the top after a route change', async ({ page }) => {
    await page.goto('/portofolio/7');
    const next = page.getByRole('navigation', { name: 'More projects' }).getByRole('link', {
      name: /Next project/,
    });
    await next.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await next.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('KAMPUSKU');
    await expect(page).toHaveURL(/\/portofolio\/8$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  // The page ease-in on a route change is proven in motion.spec.ts.
});
