import { skillGroups } from '@/content';
import { contrastRatio } from '@/lib/skills/contrast';
import { projects } from '@/lib/content/projects';
import { defaultLanguage } from '@/lib/i18n/languages';
import { projectTools, skillToolSlug } from '@/lib/content/tools';
import { expect, scanState, test } from './support/fixtures';
import { copy, counted } from './support/copy';

const skills = skillGroups.flatMap((group) => group.items);
/**
 * Two skills whose descriptions the tests show in turn: the owner's second and third (the
 * keyboard walk reaches the first of them from the one before it).
 */
const [, firstSkill, secondSkill] = skills;
const skillA = firstSkill!;
const skillB = secondSkill!;

/**
 * The comma between a group's title and its count in the heading's name, in the page's language
 * (the default one): Japanese, Chinese and Arabic-script languages write their own.
 */
const HEADING_COMMA =
  ({ ja: '、', zh: '，', ar: '، ', fa: '، ', ur: '، ' } as Record<string, string>)[
    defaultLanguage
  ] ?? ', ';

/** A skill's button: its accessible name is the skill's name and nothing more. */
const badge = (page: import('@playwright/test').Page, name: string) =>
  page.locator('#skills').getByRole('button', { name, exact: true });

/** The visible description of a skill (the name is shown beside it, hidden from the description). */
const description = (page: import('@playwright/test').Page, id: string) =>
  page.locator(`#skill-${id}-description`);

test.beforeEach(async ({ page }) => {
  test.skip(!firstSkill || !secondSkill, 'content/skills.ts lists fewer than three skills');
  await page.goto('/');
  await page.locator('#skills').scrollIntoViewIfNeeded();
});

// Read-only checks of the section share one page load; each is a step, so a failure still names it.
test(
  'the groups, their headings, every skill as a described button and its mark',
  { tag: '@once' },
  async ({ page, problems }) => {
    await test.step('shows the four groups with every item, its logo and its name', async () => {
      const section = page.locator('#skills');
      await expect(
        section.getByRole('heading', { level: 2, name: copy.homeCopy.skills.title }),
      ).toBeVisible();
      for (const group of skillGroups) {
        const groupRegion = section.getByRole('region', { name: new RegExp(`^${group.title}`) });
        await expect(groupRegion.getByRole('heading', { level: 3 })).toContainText(group.title);
        await expect(groupRegion.getByRole('listitem')).toHaveCount(group.items.length);
        for (const item of group.items) {
          const button = groupRegion.getByRole('button', { name: item.name, exact: true });
          await expect(button).toBeVisible();
          // The brand mark (a view of the build's sprite, /skills/marks.svg), or a monogram without a brand.
          await expect(button.locator(item.icon ? 'img' : '[data-letters]')).toHaveCount(1);
        }
      }
    });

    await test.step('the badges of a row are one height, whether the skill links to projects or not', async () => {
      for (const group of skillGroups) {
        const region = page
          .locator('#skills')
          .getByRole('region', { name: new RegExp(`^${group.title}`) });
        const boxes = await region
          .getByRole('button')
          .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect()));
        const heightsByRow = new Map<number, Set<number>>();
        for (const box of boxes) {
          const row = heightsByRow.get(Math.round(box.top)) ?? new Set<number>();
          heightsByRow.set(Math.round(box.top), row.add(Math.round(box.height)));
        }
        for (const [top, heights] of heightsByRow) {
          expect([group.title, top, heights.size]).toEqual([group.title, top, 1]);
        }
      }
    });

    await test.step('every skill is a button named by the skill, described by its description', async () => {
      for (const skill of skills) {
        const button = badge(page, skill.name);
        await expect(button).toHaveCount(1);
        await expect(button).toHaveAccessibleDescription(skill.description);
      }
    });

    await test.step('group headings read as "Language, 5 skills"', async () => {
      for (const group of skillGroups) {
        const name = `${group.title}${HEADING_COMMA}${counted(copy.homeCopy.skills.groupCount, group.items.length)}`;
        await expect(
          page.locator('#skills').getByRole('heading', { level: 3, name, exact: true }),
        ).toBeVisible();
        await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
      }
    });

    await test.step('brand marks are drawn from the sprite in a colour with 3:1 contrast; monograms otherwise', async () => {
      const sprite = await (await page.request.get('/skills/marks.svg')).text();
      for (const skill of skills) {
        const button = badge(page, skill.name);
        if (!skill.icon) {
          await expect(button.locator('[data-letters]')).toBeVisible();
          continue;
        }
        const mark = button.locator('img');
        await expect(mark).toHaveCount(1);
        await mark.scrollIntoViewIfNeeded();
        // Drawn: the lazy image has loaded its view of the sprite.
        await expect
          .poll(() =>
            mark.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
          )
          .toBe(true);
        const id = new URL(await mark.evaluate((image: HTMLImageElement) => image.src)).hash.slice(
          1,
        );
        // The view frames one mark of the stack; the mark under it is painted in its colour.
        const view = new RegExp(
          `<view id="${id}" viewBox="0 (\\d+) 24 24"/><svg y="\\1"[^>]*><path fill="(#[0-9a-f]{6})"`,
        );
        const fill = view.exec(sprite)?.[2];
        expect(fill, `${skill.name}: a view of the sprite`).toBeDefined();
        const tile = await mark.evaluate((image) => {
          const rgb = getComputedStyle(image.parentElement!).backgroundColor;
          return `#${(rgb.match(/\d+/g) ?? [])
            .slice(0, 3)
            .map((n) => Number(n).toString(16).padStart(2, '0'))
            .join('')}`;
        });
        expect(
          contrastRatio(fill!, tile),
          `${skill.name} ${fill} on ${tile}`,
        ).toBeGreaterThanOrEqual(3);
      }
      // The marks come from one sprite file (/skills/marks.svg): it loads, nothing fails.
      expect(problems.failedRequests).toEqual([]);
    });
  },
);

/** Whether a skill links to its tag page (a project uses it): its link is the next Tab stop. */
const usedTools = new Set(projectTools(projects).map((tool) => tool.slug));
const linked = (skill: (typeof skills)[number]) => usedTools.has(skillToolSlug(skill));
/** A skill reached by one Tab from the one before it, and left by one Tab: neither links. */
const tabbedSkill = skills.find(
  (skill, index) => index > 0 && !linked(skills[index - 1]!) && !linked(skill),
);

test('a skill shows its description on keyboard focus', { tag: '@desktop' }, async ({ page }) => {
  test.skip(!tabbedSkill, 'no two skills in a row in content/skills.ts without a project');
  const skill = tabbedSkill!;
  await expect(description(page, skill.id)).toBeHidden();
  await badge(page, skills[skills.indexOf(skill) - 1]!.name).focus();
  await page.keyboard.press('Tab');
  await expect(badge(page, skill.name)).toBeFocused();
  await expect(description(page, skill.id)).toBeVisible();
  await expect(description(page, skill.id)).toContainText(skill.description);
  await page.keyboard.press('Tab');
  await expect(description(page, skill.id)).toBeHidden();
  await scanState(page, 'a skill description shown by keyboard focus', '#skills');
});

test('a skill shows its description on hover', { tag: '@desktop' }, async ({ page }) => {
  await badge(page, skillB.name).hover();
  await expect(description(page, skillB.id)).toBeVisible();
  await badge(page, skillA.name).hover();
  await expect(description(page, skillA.id)).toBeVisible();
  await expect(description(page, skillB.id)).toBeHidden();
});

// WCAG 1.4.13: words shown on hover can themselves be pointed at (a magnifier's user moves the
// pointer onto them to read them), over a path off the skill. The browser's animations run 20×
// slower for the walk, so the time the words wait for the pointer is no race with the machine.
test(
  'the pointer can leave a skill for its description and rest there, and the words stay',
  { tag: '@desktop' },
  async ({ page }) => {
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Animation.enable');
    const words = description(page, skillA.id).locator('..');
    const group = page.locator('#skills').getByRole('region').filter({ has: words });
    const centre = async (locator: import('@playwright/test').Locator) => {
      const box = (await locator.boundingBox())!;
      return [box.x + box.width / 2, box.y + box.height / 2] as const;
    };
    await badge(page, skillA.name).hover();
    await expect(words).toBeVisible();
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 0.05 });
    // Off the skill, onto the group's heading (no skill there), then onto the words.
    await page.mouse.move(...(await centre(group.getByRole('heading', { level: 3 }))));
    await page.mouse.move(...(await centre(words)), { steps: 5 });
    expect(await words.evaluate((element) => element.matches(':hover'))).toBe(true);
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 1 });
    // Resting there, they stay shown: nothing is left running that would hide them.
    await expect.poll(() => words.evaluate((element) => element.getAnimations().length)).toBe(0);
    await expect(words).toBeVisible();
    await expect(words).toHaveCSS('opacity', '1');
    // Another skill pointed at takes the strip at once; the pointer gone, the words go too.
    await badge(page, skillB.name).hover();
    await expect(words).toBeHidden();
    await page.mouse.move(...(await centre(group.getByRole('heading', { level: 3 }))));
    await expect(description(page, skillB.id)).toBeHidden();
  },
);

test(
  'a skill shows its description on tap, and another tap moves it',
  { tag: '@mobile' },
  async ({ page }) => {
    await badge(page, skillA.name).tap();
    await expect(description(page, skillA.id)).toBeVisible();
    await expect(description(page, skillA.id)).toContainText(skillA.description);
    await badge(page, skillB.name).tap();
    await expect(description(page, skillB.id)).toBeVisible();
    await expect(description(page, skillA.id)).toBeHidden();
    await scanState(page, 'a skill description shown by a tap', '#skills');
  },
);
