import { chromium } from '@playwright/test';
const ORIGIN = 'http://127.0.0.1:4179';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
let fails = 0;
for (let i = 0; i < Number(process.argv[2]); i++) {
  const delay = [0, 100, 300, 800][i % 4];
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  await page.addInitScript(() => { window.__plausible = true; window.__log = []; addEventListener('scroll', () => window.__log.push([Math.round(performance.now()), scrollY])); });
  const hits = [];
  page.on('request', (r) => { if (r.url().includes('/api/event') && r.postData()?.includes('Note Read')) hits.push(1); });
  await page.route(/\.txt(\?|$)/, async (route) => { await new Promise(r => setTimeout(r, delay * Math.random())); await route.continue(); });
  await page.goto(`${ORIGIN}/notes`);
  await page.getByRole('main').getByRole('heading', { level: 2 }).first().getByRole('link').click();
  await page.waitForURL(/\/notes\/[^/]+$/);
  await page.locator('html[data-analytics="ready"]').waitFor({ state: 'attached' });
  const t = await page.evaluate(() => Math.round(performance.now()));
  await page.keyboard.press('End');
  await page.waitForTimeout(2000);
  const after = await page.evaluate(() => ({ y: scrollY, log: window.__log.slice(-4), nav: performance.getEntriesByType('navigation')[0].name }));
  if (!hits.length || after.y < 3000) { fails++; console.log('FAIL', JSON.stringify({ delay, t, ...after })); }
  await context.close();
}
console.log('fails', fails);
await browser.close();
