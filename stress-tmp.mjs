import { chromium, devices } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const pages = ['/', '/portofolio/1', '/portofolio/2', '/portofolio', '/cv', '/tags/amazon-web-services-lambda-functions', '/id', '/id/portofolio/1', '/notes', '/nope'];
for (const width of [320, 390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await ctx.newPage();
  for (const path of pages) {
    await page.goto('http://127.0.0.1:4997' + path);
    await page.waitForTimeout(300);
    await page.evaluate(() => document.documentElement.setAttribute('data-sections-drawn', ''));
    const r = await page.evaluate(() => {
      const sw = document.documentElement.scrollWidth, cw = document.documentElement.clientWidth;
      const wide = [...document.querySelectorAll('body *')].filter(e => { const b = e.getBoundingClientRect(); return b.right > cw + 1 && b.width > 0 && getComputedStyle(e).visibility !== 'hidden'; }).slice(0, 4).map(e => e.tagName + '.' + (typeof e.className === 'string' ? e.className.slice(0, 30) : '') + ':' + Math.round(e.getBoundingClientRect().right));
      return { sw, cw, wide };
    });
    if (r.sw > r.cw || r.wide.length) console.log(width, path, JSON.stringify(r));
  }
  await page.goto('http://127.0.0.1:4997/portofolio/2'); await page.screenshot({ path: `/tmp/stress-p2-${width}.png` });
  await page.goto('http://127.0.0.1:4997/portofolio/1'); await page.screenshot({ path: `/tmp/stress-p1-${width}.png` });
  await page.goto('http://127.0.0.1:4997/'); await page.waitForTimeout(500); await page.screenshot({ path: `/tmp/stress-home-${width}.png` });
  await ctx.close();
}
await browser.close();
