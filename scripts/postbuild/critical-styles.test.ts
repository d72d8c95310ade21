import {
  criticalStyles,
  enableStylesheets,
  markFooterBelowFirstScreen,
  matchableSelector,
  withExplicitUniversal,
  withoutBelowFirstScreen,
  classNamesOf,
  onHoverOnly,
  languagesAndDirectionOf,
  withoutUnusedRules,
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

/** `html` with what the step adds before `</head>`: the enabling script and, if any, `noScript`. */
const withHeadEnd = (html: string, pending: boolean, noScript = '') =>
  html.replace('</head>', `<script>${enableStylesheets(pending)}</script>${noScript}</head>`);

/** The `<noscript>` link to the test page's whole sheet, for `media` (all when empty). */
const noScriptSheet = (media = '') =>
  `<noscript><link rel="stylesheet" href="/_next/static/chunks/a.css"${media}/></noscript>`;

const inline = (html: string) =>
  /<style data-inlined-from="\/_next\/static\/chunks\/a.css">([\s\S]*?)<\/style>/.exec(html)?.[1];

describe('withExplicitUniversal', () => {
  it('writes * where a compound begins with a pseudo-class or an attribute test', () => {
    expect(withExplicitUniversal('.prose :not(pre)>code')).toBe('.prose *:not(pre)>code');
    expect(withExplicitUniversal('.prose :not(pre) > code')).toBe('.prose *:not(pre) > code');
    expect(withExplicitUniversal(':root')).toBe('*:root');
    expect(withExplicitUniversal('.a>[data-x] ~ :is(.b)')).toBe('.a>*[data-x] ~ *:is(.b)');
  });

  it('leaves compounds that name an element or a class, and what sits inside parentheses', () => {
    expect(withExplicitUniversal('.a:hover .b::before')).toBe('.a:hover .b::before');
    expect(withExplicitUniversal('li:not(:first-child)')).toBe('li:not(:first-child)');
  });
});

describe('onHoverOnly', () => {
  it('is true for a selector that applies only while something is hovered', () => {
    expect(onHoverOnly('.a:hover')).toBe(true);
    expect(onHoverOnly('.a:hover:not([aria-disabled=true])')).toBe(true);
    expect(onHoverOnly(':where(ul):has(.b:hover) .b:not(:hover)+.c')).toBe(true);
  });

  it('is false for one that holds at rest', () => {
    expect(onHoverOnly('.a')).toBe(false);
    expect(onHoverOnly('.a:focus-visible')).toBe(false);
    expect(onHoverOnly('.a:not(:hover)')).toBe(false);
    expect(onHoverOnly('.a:not(:is(.b:hover))')).toBe(false);
  });
});

describe('classNamesOf', () => {
  it('lists every class of every element', () => {
    expect(
      [...classNamesOf('<p class="a b"><span class="c">x</span></p><a data-class="d">')].sort(),
    ).toEqual(['a', 'b', 'c']);
  });
});

describe('withoutUnusedRules', () => {
  const everyClass = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 's']);
  const onPaper = { keepPaper: false, pending: true, classNames: everyClass };

  it("drops the rules of a language or a direction none of the page's elements has", () => {
    const css =
      ':lang(ja),:lang(zh){line-break:strict}[data-arrow]:dir(rtl){transform:scaleX(-1)}' +
      '.a:dir(ltr){gap:1px}';
    // An English page, left to right: neither the Japanese rule nor the right-to-left one.
    expect(
      withoutUnusedRules(css, { ...onPaper, languages: new Set(['en']), rightToLeft: false }),
    ).toBe('.a:dir(ltr){gap:1px}');
    // A Japanese page keeps its own; an Arabic one its direction's.
    expect(
      withoutUnusedRules(css, { ...onPaper, languages: new Set(['en', 'ja']), rightToLeft: false }),
    ).toBe(':lang(ja){line-break:strict}.a:dir(ltr){gap:1px}');
    expect(
      withoutUnusedRules(css, { ...onPaper, languages: new Set(['ar']), rightToLeft: true }),
    ).toBe('[data-arrow]:dir(rtl){transform:scaleX(-1)}.a:dir(ltr){gap:1px}');
  });

  it("reads the page's languages and direction from its elements", () => {
    expect(
      languagesAndDirectionOf(
        '<html lang="en" dir="ltr"><a lang="zh-Hant" hreflang="zh">中文</a><p lang="ar" dir="rtl">',
      ),
    ).toEqual({ languages: new Set(['en', 'zh', 'ar']), rightToLeft: true });
    expect(languagesAndDirectionOf('<html lang="id" dir="ltr">')).toEqual({
      languages: new Set(['id']),
      rightToLeft: false,
    });
  });

  it('drops @page and the @media blocks whose every query is for print, and nothing else', () => {
    expect(
      withoutUnusedRules(
        '.a{color:red}@media print{.a{color:#000}}@page{margin:1cm}' +
          '@media only print and (orientation:landscape){.b{width:1px}}' +
          '@media screen{.c{color:blue}}@media print,(min-width:40rem){.d{gap:1px}}' +
          '@media not print{.e{color:green}}@media (min-width:40rem){@media print{.f{gap:0}}.g{gap:2px}}',
        onPaper,
      ),
    ).toBe(
      '.a{color:red}@media screen{.c{color:blue}}@media print,(min-width:40rem){.d{gap:1px}}' +
        '@media not print{.e{color:green}}@media (min-width:40rem){.g{gap:2px}}',
    );
  });

  it("keeps paper's rules on a page made to be printed", () => {
    const css = '.a{color:red}@media print{.a{color:#000}}@page{margin:1cm}';
    expect(withoutUnusedRules(css, { ...onPaper, keepPaper: true })).toBe(css);
  });

  it('drops what holds while the sheets are pending on a page that is never pending', () => {
    const css =
      '.a{color:red}:root[data-styles-pending] .s>*{display:none}' +
      '@media screen{:root[data-styles-pending]:has(main) .f{visibility:hidden}}' +
      '.b,:root[data-styles-pending] .c{gap:1px}';
    const page = { keepPaper: true, classNames: everyClass };
    expect(withoutUnusedRules(css, { ...page, pending: false })).toBe('.a{color:red}.b{gap:1px}');
    expect(withoutUnusedRules(css, { ...page, pending: true })).toBe(css);
  });

  it('drops what holds while the sheets are pending for elements the page does not have', () => {
    const css =
      ':root[data-styles-pending] .s>*{display:none}' +
      ':root[data-styles-pending] .home>*{display:none}' +
      '.a,:root[data-styles-pending] .foot[data-below]{visibility:hidden}';
    expect(withoutUnusedRules(css, { ...onPaper, classNames: new Set(['s', 'a']) })).toBe(
      ':root[data-styles-pending] .s>*{display:none}.a{visibility:hidden}',
    );
  });

  it('drops what applies only on hover and every transition, and what they leave empty', () => {
    expect(
      withoutUnusedRules(
        '.a{color:red;transition:color .15s}.a:hover{color:blue}' +
          '.b:hover .c,.b:focus-visible .c{color:green}.c:not(:hover){opacity:.5}' +
          '.d{transition-property:opacity;transition-duration:.2s}' +
          '@media (hover:hover){.e:hover{color:#000}}' +
          '@media (prefers-reduced-motion:reduce){.a,.d{transition:none!important}}',
        onPaper,
      ),
    ).toBe('.a{color:red}.b:focus-visible .c{color:green}.c:not(:hover){opacity:.5}');
  });

  it('returns a sheet with nothing to drop exactly as it came', () => {
    const css = '.a{color:red}\n@media (min-width:40rem){.a{color:blue}}';
    expect(withoutUnusedRules(css, { ...onPaper, pending: false })).toBe(css);
  });
});

describe('criticalStyles', () => {
  const body =
    '<header class="bar"><button class="menu" aria-expanded="false">Menu</button></header>' +
    '<main><h1 class="title">Hello</h1></main>';

  it("keeps the rules of the page's elements, with their states, both themes and the device layout", async () => {
    const kept = [
      '.title{font-size:3rem}',
      '.menu[aria-expanded=true]{color:blue}',
      ':root{--ink:#000}',
      ':root[data-theme=dark]{--ink:#fff}',
      '[data-device=mobile] .bar{height:3rem}',
      ':focus-visible{outline:3px solid}',
      '@media (prefers-reduced-motion:reduce){.title{animation:none}}',
      '@media print,(min-width:40rem){.bar{height:4rem}}',
    ];
    const dropped = [
      '.dialog{position:fixed}',
      '.dialog[open] .title{color:green}',
      '@media print{.footer{display:none}}',
      // Paper's rules come with the whole sheets, even for the page's own elements.
      '@media print{.bar{display:none}}',
      '@page{margin:14mm}',
      // How a state is reached comes with the whole sheets too.
      '.title:hover{color:red}',
      '.menu{transition:color .15s}',
    ];
    const css = inline(await criticalStyles(page([...kept, ...dropped].join(''), body)));
    for (const rule of kept) expect(css).toContain(rule);
    for (const rule of dropped) expect(css).not.toContain(rule);
  });

  it('keeps a rule whose compound is a pseudo-class alone, as for the inline code of a note', async () => {
    const note =
      '<main><div class="prose"><p>Call <code>signIn()</code> first.</p><pre><code>x</code></pre></div></main>';
    const rules = ['.prose :not(pre)>code{font-size:.875em}', '.prose :is(p)>code{color:red}'];
    const css = inline(
      await criticalStyles(page([...rules, '.prose :not(pre)>kbd{color:blue}'].join(''), note)),
    );
    for (const rule of rules) expect(css).toContain(rule);
    expect(css).not.toContain('kbd');
  });

  it('changes nothing else in the page, keeps the link disabled and adds the script that enables it after the first paint', async () => {
    const html = page('.title{color:red}.gone{color:blue}', body);
    const result = await criticalStyles(html);
    expect(result).toBe(
      withHeadEnd(
        html.replace('.title{color:red}.gone{color:blue}', '.title{color:red}'),
        false,
        noScriptSheet(' media="print"'),
      ),
    );
  });

  it("keeps paper's rules inline on a page made to be printed, which then links nothing for it", async () => {
    const cv = '<main data-print-ready=""><h1 class="title">CV</h1></main>';
    const css = '.title{color:red}@media print{.title{color:#000}}@page{margin:14mm}';
    const html = page(css, cv);
    expect(await criticalStyles(html)).toBe(withHeadEnd(html, false));
  });

  it('keeps a sheet none of whose rules apply as an empty style, still named', async () => {
    const result = await criticalStyles(page('.gone{color:blue}', body));
    expect(inline(result)).toBe('');
  });

  describe('on a page with sections below the first screen', () => {
    const home =
      '<header class="bar"><h1 class="title">Hello</h1></header>' +
      '<section id="work" class="section" data-below-first-screen=""><h2 class="title">Work</h2>' +
      '<ul class="cards"><li class="card">One</li></ul></section>' +
      '<footer class="foot">Bye</footer>';
    const css = [
      '.bar{height:3rem}',
      '.title{font-size:3rem}',
      '.section{padding:2rem}',
      '.cards{display:grid}',
      '.card{border:1px solid}',
      '.foot{color:gray}',
      ':root[data-styles-pending] .section>*{display:none}',
    ].join('');

    it('inlines only the rules of what is outside them, and of the sections themselves', async () => {
      const kept = inline(await criticalStyles(page(css, home)));
      // What holds the sections until the sheets are in stays, though what it names is taken out.
      expect(kept).toBe(
        '.bar{height:3rem}.title{font-size:3rem}.section{padding:2rem}.foot{color:gray}:root[data-styles-pending] .section>*{display:none}',
      );
    });

    it('keeps the HTML, marks the styles pending and links the whole sheets for a page without JavaScript', async () => {
      const html = page(css, home);
      const result = await criticalStyles(html);
      expect(result).toBe(
        withHeadEnd(
          html.replace(
            css,
            '.bar{height:3rem}.title{font-size:3rem}.section{padding:2rem}.foot{color:gray}:root[data-styles-pending] .section>*{display:none}',
          ),
          true,
          noScriptSheet(),
        ),
      );
    });
  });

  it('leaves a page without inline stylesheets alone', async () => {
    const html = '<!DOCTYPE html><html><head></head><body><p>x</p></body></html>';
    expect(await criticalStyles(html)).toBe(html);
  });
});

describe('markFooterBelowFirstScreen', () => {
  const body = (main: string) =>
    `<header class="bar"><p>x</p></header>${main}<h1>P</h1><footer class="note">n</footer></main>` +
    '<footer class="site"><nav><a href="/">Home</a></nav></footer>';

  it("marks the site footer, the page's last, when <main> says it is far below the first screen", () => {
    expect(
      markFooterBelowFirstScreen(body('<main id="main" data-footer-below-first-screen="">')),
    ).toBe(
      '<header class="bar"><p>x</p></header><main id="main" data-footer-below-first-screen="">' +
        '<h1>P</h1><footer class="note">n</footer></main>' +
        '<footer data-below-first-screen="" class="site"><nav><a href="/">Home</a></nav></footer>',
    );
  });

  it('leaves every other page as it is, and names a marked page with no footer', () => {
    const other = body('<main id="main">');
    expect(markFooterBelowFirstScreen(other)).toBe(other);
    expect(() =>
      markFooterBelowFirstScreen('<main data-footer-below-first-screen=""></main>'),
    ).toThrow('with no <footer>');
  });

  it("has the footer's rules come with the whole sheets", async () => {
    const css = '.bar{height:3rem}.site{padding:1rem}.site nav{display:flex}';
    const html = page(css, body('<main id="main" data-footer-below-first-screen="">'));
    expect(inline(await criticalStyles(html))).toBe('.bar{height:3rem}.site{padding:1rem}');
  });
});

describe('withoutBelowFirstScreen', () => {
  it('empties each marked element, nested ones of the same tag included, and keeps the rest', () => {
    const html =
      '<main><section id="a" class="hero"><h1>A</h1></section>' +
      '<section id="b" data-below-first-screen=""><h2>B</h2><section class="group"><p>x</p></section><p>y</p></section>' +
      '<div class="between">z</div>' +
      '<section id="c" class="s" data-below-first-screen="">' +
      '<section><section><p>deep</p></section></section></section><footer>f</footer></main>';
    expect(withoutBelowFirstScreen(html)).toBe(
      '<main><section id="a" class="hero"><h1>A</h1></section>' +
        '<section id="b" data-below-first-screen=""></section>' +
        '<div class="between">z</div>' +
        '<section id="c" class="s" data-below-first-screen=""></section><footer>f</footer></main>',
    );
  });

  it('leaves a page with no marked element as it is, and names one never closed', () => {
    const html = '<section data-below-first-screen-not="">x</section><p data-x="">y</p>';
    expect(withoutBelowFirstScreen(html)).toBe(html);
    expect(() => withoutBelowFirstScreen('<div data-below-first-screen=""><p>x</p>')).toThrow(
      '<div data-below-first-screen> is never closed',
    );
  });
});

describe('enableStylesheets', () => {
  function run(document: Document, pending = false) {
    new Function('document', enableStylesheets(pending))(document);
  }

  it('enables the disabled stylesheets only once the LCP image has loaded, and drops their inline copies once they load', () => {
    document.head.innerHTML =
      '<style data-inlined-from="/a.css">.a{}</style><style data-inlined-from="/b.css">.b{}</style>' +
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
    expect(document.querySelectorAll('style')).toHaveLength(2);
    link.dispatchEvent(new Event('load'));
    expect([...document.querySelectorAll('style')].map((style) => style.textContent)).toEqual([
      '.b{}',
    ]);
    jest.useRealTimers();
  });
});

describe('enableStylesheets on a page whose sections below the first screen wait for the sheets', () => {
  const root = document.documentElement;
  function load(hash: string) {
    window.history.replaceState(null, '', `/${hash}`);
    document.head.innerHTML =
      '<style data-inlined-from="/a.css">.a{}</style>' +
      '<link rel="stylesheet" href="/a.css" disabled><link rel="stylesheet" href="/b.css" disabled>';
    document.body.innerHTML = '';
    root.removeAttribute('data-styles-pending');
    new Function('document', enableStylesheets(true))(document);
    return [...document.querySelectorAll<HTMLLinkElement>('link')];
  }

  afterEach(() => {
    jest.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('marks the styles pending until every sheet has loaded or failed', () => {
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 1;
    });
    const [a, b] = load('');
    expect(root.hasAttribute('data-styles-pending')).toBe(true);
    expect(a!.hasAttribute('disabled')).toBe(true);
    jest.runAllTimers();
    expect(a!.hasAttribute('disabled')).toBe(false);
    expect(a!.hasAttribute('blocking')).toBe(false);
    a!.dispatchEvent(new Event('load'));
    expect(root.hasAttribute('data-styles-pending')).toBe(true);
    b!.dispatchEvent(new Event('error'));
    expect(root.hasAttribute('data-styles-pending')).toBe(false);
  });

  it('at a #fragment, enables the sheets at once, holding the first paint until they load', () => {
    const links = load('#contact');
    for (const link of links) {
      expect(link.hasAttribute('disabled')).toBe(false);
      expect(link.getAttribute('blocking')).toBe('render');
    }
    links.forEach((link) => link.dispatchEvent(new Event('load')));
    expect(root.hasAttribute('data-styles-pending')).toBe(false);
  });
});
