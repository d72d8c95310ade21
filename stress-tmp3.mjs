import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const overflow = (page) => page.evaluate(() => {
  const cw = document.documentElement.clientWidth;
  const items = [...document.querySelectorAll('dialog *, [role=dialog] *')].filter(e => { const b = e.getBoundingClientRect(); return b.width > 0 && (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX === 'visible' || b.right > cw + 1); });
  return { sw: document.documentElement.scrollWidth, cw, items: items.slice(0, 6).map(e => e.tagName + '.' + (typeof e.className === 'string' ? e.className : '') + ' sw=' + e.scrollWidth + ' w=' + e.clientWidth + ' r=' + Math.round(e.getBoundingClientRect().right)) };
});
for (const width of [320, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 800 }, ...(width === 320 ? { isMobile: true, hasTouch: true } : {}) });
  const page = await ctx.newPage();
  await page.goto('http://127.0.0.1:4997/');
  await page.waitForTimeout(800);
  for (const name of [/SupercalifragilisticexpialidociousDashboardKeuangan/, /SIMPERSUT/]) {
    const button = page.getByRole('button', { name }).first();
    await button.scrollIntoViewIfNeeded(); await button.click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(700);
    console.log(width, 'quick view', name, JSON.stringify(await overflow(page)));
    await page.screenshot({ path: `/tmp/stress-qv-${width}-${String(name).length}.png` });
    await page.keyboard.press('Escape'); await page.waitForTimeout(600);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Search' }).first().click();
  await page.getByRole('searchbox').fill('Supercalifragilistic');
  await page.waitForTimeout(1500);
  console.log(width, 'search', JSON.stringify(await overflow(page)));
  await page.screenshot({ path: `/tmp/stress-search-${width}.png` });
  await ctx.close();
}
await browser.close();
