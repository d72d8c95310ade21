import { test } from './fixtures';
import { settleAnimations } from './helpers';

// Temporary: screenshots for review, not committed.
for (const scheme of ['light', 'dark'] as const) {
  for (const width of [390, 1440]) {
    for (const route of ['/', '/portofolio/6']) {
      test(`shot ${scheme} ${width} ${route}`, async ({ page }, testInfo) => {
        test.skip(testInfo.project.name !== 'desktop');
        test.setTimeout(90_000);
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        await page.setViewportSize({ width, height: 900 });
        await page.goto(route);
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => requestAnimationFrame(() => r(null)));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        await settleAnimations(page);
        const name = `${scheme}-${width}-${route === '/' ? 'home' : 'project'}`;
        await page.screenshot({ path: `/tmp/theme-shots/${name}.png`, fullPage: true });
        if (route === '/') {
          await page.mouse.wheel(0, 700);
          await page.waitForFunction(() => window.scrollY > 0);
          await settleAnimations(page);
          await page.screenshot({ path: `/tmp/theme-shots/${name}-scrolled.png` });
        }
      });
    }
  }
}
