import { chromium, devices } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
for (const scheme of ['light','dark']) {
const ctx = await browser.newContext({ ...devices['Pixel 7 landscape'], colorScheme: scheme });
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:4173/');
await page.waitForLoadState('networkidle');
await page.getByRole('button', { name: /menu/i }).click();
await page.waitForTimeout(500);
await page.screenshot({ path: `/tmp/land/m-${scheme}-1.png` });
await page.mouse.move(400, 250);
await page.mouse.wheel(0, 400); await page.waitForTimeout(600);
await page.screenshot({ path: `/tmp/land/m-${scheme}-2.png` });
console.log(await page.evaluate(() => scrollY));
await ctx.close();
}
await browser.close();
