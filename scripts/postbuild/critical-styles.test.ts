import {
  criticalStyles,
  ENABLE_STYLESHEETS,
  matchableSelector,
} from '@/scripts/postbuild/critical-styles.mjs';

describe('matchableSelector', () => {
  it('drops attribute tests, keeping what they were attached to', () => {
    expect(matchableSelector('.bar .nav')).toBe('.bar .nav');
    expect(matchableSelector('.menu[aria-expanded="true"] .panel')).toBe('.menu .panel');
    expect(matchableSelector('[data-device=mobile] .bar')).toBe('* .bar');
    expect(matchableSelector('.a > [data-x="]"]')).toBe('.a > *');
    expect(matchableSelector('[data-theme=dark]')).toBe('*');
    expect(matchableSelector('')).toBe('*');
  });
});

/** A page as the inline-styles step leaves it, with one stylesheet inline and its link disabled. */
function page(css: string, body: string): string {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
    `<style data-inlined-from="/_next/static/chunks/a.css">${css}</style>` +
    '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/>' +
    `</head><body>${body}<script>self.__next_f.push([1,"a<b"])</script></body></html>`
  );
}

const inline = (html: string) =>
  /<style data-inlined-from="\/_next\/static\/chunks\/a.css">([\s\S]*?)<\/style>/.exec(html)?.[1];

describe('criticalStyles', () => {
  const body =
    '<header class="bar"><button class="menu" aria-expanded="false">Menu</button></header>' +
    '<main><h1 class="title">Hello</h1></main>';

  it("keeps the rules of the page's elements, with their states, both themes and the device layout", async () => {
    const kept = [
      '.title{font-size:3rem}',
      '.title:hover{color:red}',
      '.menu[aria-expanded=true]{color:blue}',
      ':root{--ink:#000}',
      ':root[data-theme=dark]{--ink:#fff}',
      '[data-device=mobile] .bar{height:3rem}',
      ':focus-visible{outline:3px solid}',
      '@media print{.bar{display:none}}',
      '@media (prefers-reduced-motion:reduce){.title{transition:none}}',
    ];
    const dropped = [
      '.dialog{position:fixed}',
      '.dialog[open] .title{color:green}',
      '@media print{.footer{display:none}}',
    ];
    const css = inline(await criticalStyles(page([...kept, ...dropped].join(''), body)));
    for (const rule of kept) expect(css).toContain(rule);
    for (const rule of dropped) expect(css).not.toContain(rule);
  });

  it('changes nothing else in the page, keeps the link disabled and adds the script that enables it after the first paint', async () => {
    const html = page('.title{color:red}.gone{color:blue}', body);
    const result = await criticalStyles(html);
    expect(result).toBe(
      html
        .replace('.title{color:red}.gone{color:blue}', '.title{color:red}')
        .replace('</head>', `<script>${ENABLE_STYLESHEETS}</script></head>`),
    );
  });

  it('keeps a sheet none of whose rules apply as an empty style, still named', async () => {
    const result = await criticalStyles(page('.gone{color:blue}', body));
    expect(inline(result)).toBe('');
  });

  it('leaves a page without inline stylesheets alone', async () => {
    const html = '<!DOCTYPE html><html><head></head><body><p>x</p></body></html>';
    expect(await criticalStyles(html)).toBe(html);
  });
});

describe('ENABLE_STYLESHEETS', () => {
  function run(document: Document) {
    new Function('document', ENABLE_STYLESHEETS)(document);
  }

  it('enables the disabled stylesheets only once the LCP image has loaded', () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/a.css" disabled><link rel="stylesheet" href="/b.css">';
    document.body.innerHTML = '<img fetchpriority="high" src="/p.webp">';
    const image = document.querySelector('img')!;
    Object.defineProperty(image, 'complete', { value: false });
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    jest.useFakeTimers();
    const link = document.querySelector<HTMLLinkElement>('link[href="/a.css"]')!;
    run(document);
    frames.splice(0).forEach((frame) => frame(0));
    jest.runAllTimers();
    expect(link.hasAttribute('disabled')).toBe(true);
    image.dispatchEvent(new Event('load'));
    frames.splice(0).forEach((frame) => frame(0));
    jest.runAllTimers();
    expect(link.hasAttribute('disabled')).toBe(false);
    jest.useRealTimers();
  });
});
