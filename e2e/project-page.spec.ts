import { fillTemplate } from '@/lib/content/copy';
import { adjacentProjects, projects } from '@/lib/content/projects';
import { getVideoId } from '@/lib/media/video';

const [first] = projects as [(typeof projects)[number], ...typeof projects];
import { caseStudyIds } from './support/content';
import { waitForHydration } from './support/helpers';
import { expect, isMobileProject, test } from './support/fixtures';
import { copy } from './support/copy';

// Each page's heading, tags, hero, description and demo heading are checked in sweep.spec.ts
// ('every page'), with its status, console and axe scan.
test.describe('hero image', () => {
  test('is 700 px high on a window up to 1440 px wide and 400 px beyond, cropped to fill (a tall cover on a desktop aside); on a phone the whole cover', async ({
    page,
  }, testInfo) => {
    await page.goto(`/portofolio/${first.id}`);
    const hero = page.getByRole('main').getByRole('img', { name: first.alt });
    const coverShape =
      Number(await hero.getAttribute('width')) / Number(await hero.getAttribute('height'));
    if (isMobileProject(testInfo)) {
      // A phone's band is the cover's own shape, as wide as the column, at most 700 px high:
      // the picture is whole in it, not a strip of its middle.
      const box = (await hero.boundingBox())!;
      const expectedHeight = Math.min(700, box.width / coverShape);
      expect(Math.abs(box.height - expectedHeight), "the band is the cover's shape").toBeLessThan(
        1,
      );
      return;
    }
    // The band's height by the window's width: 700 px up to 1440 px, 400 px beyond.
    const expected = (page.viewportSize()?.width ?? 0) > 1440 ? 400 : 700;
    await expect.poll(async () => (await hero.boundingBox())?.height).toBe(expected);
    // A cover taller than wide (a phone screenshot) is shown whole in a desktop band
    // (cover-shapes.spec.ts).
    if (coverShape >= 1) await expect(hero).toHaveCSS('object-fit', 'cover');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(async () => (await hero.boundingBox())?.height).toBe(700);
    await page.setViewportSize({ width: 1441, height: 900 });
    await expect.poll(async () => (await hero.boundingBox())?.height).toBe(400);
  });

  // Its reveal once a fifth is visible: motion.spec.ts ('project hero reveal').
  // Without JavaScript and under reduced motion: sweep.spec.ts.
});

// What the player fetches and when does not depend on the viewport.
test.describe('demo video', { tag: '@once' }, () => {
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
        new RegExp(`/img/${project.image}-\\d+\\.[0-9a-f]{8}\\.webp`),
      );

      // Hovering and focusing the player would normally warm up connections to YouTube.
      const play = demo.getByRole('button', {
        name: fillTemplate(copy.projectCopy.demo.play, { name: project.name }),
      });
      await play.hover();
      await play.focus();
      await page.waitForLoadState('networkidle');
      expect(outside).toEqual([]);
      // No connection is warmed, to another host or to the site itself.
      const preconnectHosts = await page
        .locator('link[rel="preconnect"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).host));
      expect(preconnectHosts).toEqual([]);

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

  // Without JavaScript the play control is a link: sweep.spec.ts.
});

// Where a link leads and the scroll after a route change do not depend on the viewport.
test.describe('navigation between pages', { tag: '@once' }, () => {
  test('the back link lands on My Work', async ({ page }) => {
    await page.goto(`/portofolio/${projects.at(-1)!.id}`);
    await page.getByRole('link', { name: copy.projectCopy.backLink }).click();
    await expect(page).toHaveURL(/\/#my-work$/);
    await expect(page.locator('#my-work')).toBeInViewport();
  });

  test('previous and next links wrap around the list', async ({ page }) => {
    test.skip(
      projects.length < 3,
      `content/projects.ts lists ${projects.length}: a list wraps from three projects`,
    );
    await page.goto(`/portofolio/${first.id}`);
    const pager = page.getByRole('navigation', { name: copy.projectCopy.pager.label });
    // The first project's neighbours by list order: the last one before it, the second after it.
    const previous = projects.at(-1)!;
    const next = projects[1]!;
    const previousLink = pager.getByRole('link', {
      name: new RegExp(copy.projectCopy.pager.previous),
    });
    await expect(previousLink).toHaveAttribute('href', `/portofolio/${previous.id}`);
    await expect(previousLink).toContainText(previous.name);
    await expect(
      pager.getByRole('link', { name: new RegExp(copy.projectCopy.pager.next) }),
    ).toContainText(next.name);
    await previousLink.click();
    await expect(page).toHaveURL(new RegExp(`/portofolio/${projects.at(-1)!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(projects.at(-1)!.name);
  });

  test('scrolls to the top after a route change', async ({ page }) => {
    // A project with a case study makes the longest page, when there is one.
    const project = projects.find((candidate) => caseStudyIds().includes(candidate.id)) ?? first;
    // The pager's one link of the second of two projects is "previous"; any link will do here.
    const { previous, next: after } = adjacentProjects(projects, project.id);
    const following = after ?? previous;
    test.skip(!following, 'content/projects.ts lists one project: its page has no pager');
    // A window short enough that a project page with a short description still scrolls far.
    await page.setViewportSize({ width: page.viewportSize()!.width, height: 480 });
    await page.goto(`/portofolio/${project.id}`);
    const next = page
      .getByRole('navigation', { name: copy.projectCopy.pager.label })
      .getByRole('link', { name: following!.name });
    await next.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await next.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(following!.name);
    await expect(page).toHaveURL(new RegExp(`/portofolio/${following!.id}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a linked page is asked for when the pointer comes over its link, not as it comes into view', async ({
    page,
  }) => {
    const { previous, next: after } = adjacentProjects(projects, first.id);
    const following = after ?? previous;
    test.skip(!following, 'content/projects.ts lists one project: its page has no pager');
    const pagePath = `/portofolio/${following!.id}`;
    /** Requests for the linked page's own files, not its images: method and path. */
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (
        pathname === pagePath ||
        pathname.startsWith(`${pagePath}.`) ||
        pathname.startsWith(`${pagePath}/`)
      ) {
        asked.push(`${request.method()} ${pathname}`);
      }
    });
    await page.goto(`/portofolio/${first.id}`);
    const link = page
      .getByRole('navigation', { name: copy.projectCopy.pager.label })
      .getByRole('link', { name: following!.name });
    await link.scrollIntoViewIfNeeded();
    await waitForHydration(link);
    // In view and hydrated, with the page's own requests done: nothing of the linked page yet.
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);

    await link.hover();
    // Its React payload (the router may first probe the page's address with a HEAD request).
    await expect
      .poll(() => asked.filter((request) => /^GET .*\.txt$/.test(request)))
      .not.toEqual([]);
    expect(asked.filter((request) => !/^(GET .*\.txt|HEAD .*)$/.test(request))).toEqual([]);
  });

  // The page ease-in on a route change is proven in motion.spec.ts.
});
