import { chromium, devices } from 'playwright';
const [url, device = 'Pixel 7'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ ...devices[device] });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
const reqs = new Map(); const order = [];
cdp.on('Network.requestWillBeSent', (e) => { order.push(e.requestId); reqs.set(e.requestId, { url: e.request.url.replace(/^https?:\/\/[^/]+/, ''), type: e.type, prio: e.request.initialPriority, t: e.timestamp }); });
cdp.on('Network.loadingFinished', (e) => { const r = reqs.get(e.requestId); if (r) r.bytes = e.encodedDataLength; });
page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text().slice(0, 200)); });
await page.goto(url, { waitUntil: 'networkidle' });
const lcp = await page.evaluate(() => new Promise((resolve) => new PerformanceObserver((l) => { const e = l.getEntries().at(-1); resolve({ url: e.url, el: e.element?.tagName, size: e.size }); }).observe({ type: 'largest-contentful-paint', buffered: true })));
console.log('LCP', JSON.stringify(lcp));
const t0 = reqs.get(order[0]).t;
for (const id of order) { const r = reqs.get(id); console.log(((r.t - t0) * 1000).toFixed(0).padStart(5), r.type.padEnd(10), (r.prio || '').padEnd(8), String(r.bytes ?? '-').padStart(7), r.url.slice(0, 90)); }
await browser.close();
