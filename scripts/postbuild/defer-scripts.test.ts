import {
  deferFrameworkScripts,
  loaderScript,
  loaderSources,
  withPayloadFile,
} from '@/scripts/postbuild/defer-scripts.mjs';

const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="preload" href="/images/profile.webp" as="image" fetchPriority="high"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><img src="/images/profile.webp" fetchPriority="high"/>',
  '<script>self.__next_f.push([1,"x"])</script></body></html>',
].join('');

describe('deferFrameworkScripts', () => {
  it('moves the async scripts behind a loader at the end of <body>', () => {
    const html = deferFrameworkScripts(page);
    expect(html).not.toContain('<script src="/_next/static/chunks/a.js"');
    expect(html).not.toContain('<link rel="preload" as="script"');
    expect(html).toContain(
      `<script>${loaderScript(
        ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'],
        ['/_next/static/chunks/late.js'],
      )}</script></body>`,
    );
  });

  it('keeps the image preload, the noModule polyfills and the inline payload in place', () => {
    const html = deferFrameworkScripts(page);
    expect(html).toContain('as="image" fetchPriority="high"');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html.indexOf('self.__next_f')).toBeLessThan(html.indexOf('(function(d){'));
  });

  it('leaves a page without async scripts unchanged', () => {
    const html = '<html><head></head><body><p>Hi</p></body></html>';
    expect(deferFrameworkScripts(html)).toBe(html);
  });
});

describe('withPayloadFile', () => {
  it("names the payload file in the page's loader, keeping its lists", () => {
    const html = withPayloadFile(deferFrameworkScripts(page), '/_next/static/payload/p.js');
    expect(html).toContain(
      `<script>${loaderScript(
        ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'],
        ['/_next/static/chunks/late.js'],
        '/_next/static/payload/p.js',
      )}</script></body>`,
    );
    expect(loaderSources(html)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/late.js',
      '/_next/static/payload/p.js',
    ]);
  });

  it('leaves a page without a loader unchanged', () => {
    expect(withPayloadFile(page, '/p.js')).toBe(page);
    expect(loaderSources(page)).toEqual([]);
  });
});

describe('loaderScript', () => {
  function run(loader: string) {
    // Runs the generated loader as the page would.
    new Function(loader)();
  }

  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    jest.useRealTimers();
  });

  it('adds the scripts after the LCP image has loaded and a frame has passed', () => {
    jest.useFakeTimers();
    document.body.innerHTML = '<img fetchpriority="high" src="/p.webp">';
    const image = document.querySelector('img')!;
    Object.defineProperty(image, 'complete', { value: false });
    run(loaderScript(['/a.js', '/b.js'], ['/late.js']));
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    image.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual(['/a.js', '/b.js']);
    expect(scripts.every((script) => script.async)).toBe(true);
    const preload = document.head.querySelector('link[rel="preload"]');
    expect(preload?.getAttribute('href')).toBe('/late.js');
    expect(preload?.getAttribute('as')).toBe('script');
  });

  it.each([
    ['a wide window, where it is the LCP image, waits for it', true],
    ['a phone, where it is not, does not wait for it', false],
  ])('with an image that is the LCP image in some windows only: %s', (_, wide) => {
    jest.useFakeTimers();
    window.matchMedia = jest.fn((query: string) => ({
      matches: wide && query === '(min-width: 30em)',
    })) as unknown as typeof window.matchMedia;
    document.body.innerHTML =
      '<img loading="lazy" src="/cover.webp"><img loading="eager" src="/photo.webp">';
    const image = document.querySelector('img[loading="eager"]')!;
    Object.defineProperty(image, 'complete', { value: false });
    run(loaderScript(['/a.js']));
    jest.runAllTimers();
    expect(document.head.querySelectorAll('script')).toHaveLength(wide ? 0 : 1);
    image.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('with a payload file, asks for it with the chunks after the paint, and runs them once it has run', () => {
    jest.useFakeTimers();
    run(loaderScript(['/a.js'], ['/late.js'], '/payload.js'));
    // Before the first paint: nothing.
    expect(document.head.children).toHaveLength(0);
    jest.runAllTimers();
    const payload = document.head.querySelector('script')!;
    expect(payload.getAttribute('src')).toBe('/payload.js');
    expect(payload.getAttribute('fetchpriority')).toBe('low');
    // The chunks download beside it, as preloads; none runs while the payload is on its way.
    const preloaded = () =>
      [...document.head.querySelectorAll('link[rel="preload"]')].map((link) =>
        link.getAttribute('href'),
      );
    expect(preloaded()).toEqual(['/a.js']);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    payload.dispatchEvent(new Event('load'));
    const sources = [...document.head.querySelectorAll('script')].map((script) => script.src);
    expect(sources.map((source) => new URL(source).pathname)).toEqual(['/payload.js', '/a.js']);
    expect(preloaded()).toEqual(['/a.js', '/late.js']);
  });

  it('with a payload file that fails to load, leaves the page as its server HTML', () => {
    jest.useFakeTimers();
    run(loaderScript(['/a.js'], [], '/payload.js'));
    jest.runAllTimers();
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    jest.runAllTimers();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('on a page without an LCP image, adds the scripts after the first frame', () => {
    jest.useFakeTimers();
    run(loaderScript(['/a.js']));
    jest.runAllTimers();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('waits for the first contentful paint to be presented where the browser reports it', () => {
    jest.useFakeTimers();
    let report: (list: { getEntriesByName(name: string): unknown[] }) => void = () => {};
    const observer = jest.fn(function (callback: typeof report) {
      report = callback;
      return { observe: jest.fn(), disconnect: jest.fn() };
    });
    Object.assign(observer, { supportedEntryTypes: ['paint', 'largest-contentful-paint'] });
    const global = globalThis as { PerformanceObserver?: unknown };
    const original = global.PerformanceObserver;
    global.PerformanceObserver = observer;
    try {
      run(loaderScript(['/a.js']));
      jest.runAllTimers();
      // A first paint without content: nothing yet.
      report({ getEntriesByName: (name) => (name === 'first-paint' ? [{}] : []) });
      jest.runAllTimers();
      expect(document.head.querySelectorAll('script')).toHaveLength(0);
      report({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      jest.runAllTimers();
      expect(document.head.querySelectorAll('script')).toHaveLength(1);
    } finally {
      global.PerformanceObserver = original;
    }
  });
});
