import { inlineStylesheets, rebaseCssUrls } from '@/scripts/postbuild/inline-styles.mjs';

describe('rebaseCssUrls', () => {
  it('resolves relative URLs against the stylesheet and leaves the others alone', () => {
    const css =
      '@font-face{src:url(../media/inter.woff2) format("woff2")}' +
      ".a{background:url('img/x.png?v=1#f')}" +
      '.b{background:url("data:image/svg+xml,%3Csvg%3E")}' +
      '.c{background:url(/root.png)}.d{background:url(https://cdn.example/x.png)}';
    expect(rebaseCssUrls(css, '/portfolio/_next/static/chunks/a.css')).toBe(
      '@font-face{src:url(/portfolio/_next/static/media/inter.woff2) format("woff2")}' +
        ".a{background:url('/portfolio/_next/static/chunks/img/x.png?v=1#f')}" +
        '.b{background:url("data:image/svg+xml,%3Csvg%3E")}' +
        '.c{background:url(/root.png)}.d{background:url(https://cdn.example/x.png)}',
    );
  });
});

describe('inlineStylesheets', () => {
  const files: Record<string, string> = {
    '/_next/static/chunks/a.css': 'body{color:red}',
    '/_next/static/chunks/b.css': '@font-face{src:url(../media/f.woff2)}',
    '/_next/static/chunks/c.css': '.x::after{content:"</style>"}',
  };
  const read = (href: string) => files[href]!;

  it('puts each linked stylesheet in place, keeps its link disabled after them all, drops CSS preloads', () => {
    const html =
      '<head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
      '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/>' +
      '<link rel="preload" href="/_next/static/chunks/d.css" as="style"/>' +
      '<link rel="preload" as="image" href="/images/p.webp"/></head>';
    expect(inlineStylesheets(html, read)).toBe(
      '<head><style data-inlined-from="/_next/static/chunks/a.css">body{color:red}</style>' +
        '<style data-inlined-from="/_next/static/chunks/b.css">@font-face{src:url(/_next/static/media/f.woff2)}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/>' +
        '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next" disabled=""/>' +
        '<link rel="preload" as="image" href="/images/p.webp"/></head>',
    );
  });

  it('leaves a page without stylesheets alone', () => {
    expect(inlineStylesheets('<head><title>x</title></head>', read)).toBe(
      '<head><title>x</title></head>',
    );
  });

  it('keeps a stylesheet linked when its text would end the style element early', () => {
    const link =
      '<link rel="stylesheet" href="/_next/static/chunks/c.css" data-precedence="next"/>';
    expect(inlineStylesheets(link, read)).toBe(link);
  });
});
