import { chromium, devices } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const dev = devices['Pixel 7 landscape'];
const ctx = await browser.newContext({ ...dev });
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:4173/');
await page.waitForLoadState('networkidle');
await page.getByRole('button', { name: /menu/i }).click();
await page.waitForTimeout(800);
const info = await page.evaluate(() => {
  const links = [...document.querySelectorAll('a, button')].filter(e => { const r = e.getBoundingClientRect(); return r.width && r.top > 100; }).map(e => [e.textContent.trim().slice(0,30), Math.round(e.getBoundingClientRect().top), Math.round(e.getBoundingClientRect().bottom)]);
  return { links: links.slice(0, 12), scrollY: scrollY, docH: document.documentElement.scrollHeight };
});
console.log(JSON.stringify(info));

await page.mouse.move(400, 250);
await page.mouse.wheel(0, 400); await page.waitForTimeout(600);
await page.screenshot({ path: '/tmp/land/menu2.png' });
await browser.close();
