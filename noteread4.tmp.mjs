import { chromium } from '@playwright/test';
const ORIGIN = 'http://127.0.0.1:4179';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
for (let i = 0; i < Number(process.argv[2]); i++) {
  const rate = 1 + (i % 6);
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  await page.addInitScript(() => { window.__plausible = true; window.__log = []; addEventListener('scroll', () => window.__log.push([Math.round(performance.now()), scrollY, location.pathname])); });
  const hits = [];
  page.on('request', (r) => { if (r.url().includes('/api/event') && r.postData()?.includes('Note Read')) hits.push(1); });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(`${ORIGIN}/`);
  await page.locator('html[data-analytics="ready"]').waitFor({ state: 'attached' });
  await page.goto(`${ORIGIN}/notes`);
  await page.getByRole('main').getByRole('heading', { level: 2 }).first().getByRole('link').click();
  await page.waitForURL(/\/notes\/[^/]+$/);
  const nav = await page.evaluate(() => performance.getEntriesByType('navigation')[0].name);
  await page.locator('html[data-analytics="ready"]').waitFor({ state: 'attached' });
  const t = await page.evaluate(() => Math.round(performance.now()));
  await page.keyboard.press('End');
  await page.waitForTimeout(2500);
  const after = await page.evaluate(() => ({ y: scrollY, log: window.__log.slice(-6) }));
  console.log(JSON.stringify({ rate, ok: hits.length, nav: nav.replace(ORIGIN, ''), endAt: t, ...after }));
  await context.close();
}
await browser.close();
