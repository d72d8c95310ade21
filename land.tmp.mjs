import { chromium, devices } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const dev = devices['Pixel 7 landscape'];
const ctx = await browser.newContext({ ...dev });
const page = await ctx.newPage();
console.log(dev.viewport);
await page.goto('http://127.0.0.1:4173/');
await page.waitForLoadState('networkidle');
await page.screenshot({ path: '/tmp/land/home.png' });
const menu = page.getByRole('button', { name: /menu/i });
console.log('menu buttons', await menu.count());
if (await menu.count()) {
  await menu.first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/land/menu.png' });
}
await page.goto('http://127.0.0.1:4173/portofolio/1');
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/land/project.png' });
await page.goto('http://127.0.0.1:4173/#my-work');
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/land/work.png' });
const qv = page.getByRole('button', { name: /quick|lihat/i }).first();
console.log('qv', await qv.count());
await qv.click(); await page.waitForTimeout(1000);
await page.screenshot({ path: '/tmp/land/qv.png' });
await browser.close();
