import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const ctx = await browser.newContext({ viewport: { width: 320, height: 800 } });
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:4997/cv');
await page.waitForTimeout(500);
const r = await page.evaluate(() => {
  const cw = document.documentElement.clientWidth;
  return [...document.querySelectorAll('*')].map(e => ({ e, b: e.getBoundingClientRect(), sw: e.scrollWidth, w: e.clientWidth })).filter(x => x.b.right > cw + 1 || (x.sw > x.w + 1 && getComputedStyle(x.e).overflowX === 'visible')).slice(0, 12).map(x => x.e.tagName + '.' + (typeof x.e.className === 'string' ? x.e.className : '') + ' right=' + Math.round(x.b.right) + ' sw=' + x.sw + ' w=' + x.w + ' text=' + (x.e.textContent || '').slice(0, 50));
});
console.log(r.join('\n'));
await page.screenshot({ path: '/tmp/stress-cv-320.png', fullPage: false });
await browser.close();
