import { pageLinkProblem, prosePageHref, sitePages } from '@/lib/writing/site-pages';

/** A two-language site: projects 3 and 4, one note in English only, tags in both languages. */
const pages = sitePages({
  languageCodes: ['en', 'id'],
  projectIds: [3, 4],
  notes: [{ lang: 'en', slug: 'first-code-review' }],
  tags: [
    { lang: 'en', slug: 'react' },
    { lang: 'id', slug: 'react' },
  ],
});

describe('the pages a note or case study may link to', () => {
  it('lists every page of each language, the default one without a prefix', () => {
    expect([...pages].sort()).toEqual([
      '/',
      '/cv',
      '/id',
      '/id/cv',
      '/id/portofolio',
      '/id/portofolio/3',
      '/id/portofolio/4',
      '/id/tags/react',
      '/notes',
      '/notes/first-code-review',
      '/portofolio',
      '/portofolio/3',
      '/portofolio/4',
      '/tags/react',
    ]);
  });

  it.each([
    '/portofolio/4',
    '/portofolio/4/',
    '/portofolio/4#demo',
    '/id/portofolio/3?from=note',
    '/notes/first-code-review',
    '/',
    '/id',
    '/tags/react',
    // Files are not pages: the build's link check finds a missing one.
    '/cv/raka-pratama.pdf',
    '/feed.xml',
    // Not root-relative: another site, a section of this page, a mail address.
    'https://example.com/portofolio/99',
    '//example.com/x',
    '#demo',
    'mailto:hello@example.com',
  ])('takes %p', (url) => {
    expect(pageLinkProblem(url, pages)).toBeUndefined();
  });

  it('names a link to a page the site does not have', () => {
    expect(pageLinkProblem('/portofolio/99', pages)).toBe(
      'the link to /portofolio/99 goes to no page of the site: link one of its pages (/, /cv, /portofolio, /portofolio/<id> of a project, /notes, /notes/<slug> of a published note, /tags/<tag>; under /<code> in another language)',
    );
    expect(pageLinkProblem('/notes/no-such-note#intro', pages)).toBe(
      'the link to /notes/no-such-note#intro goes to no page of the site: link one of its pages (/, /cv, /portofolio, /portofolio/<id> of a project, /notes, /notes/<slug> of a published note, /tags/<tag>; under /<code> in another language)',
    );
    // The note is written in English only: its Indonesian address is no page.
    expect(pageLinkProblem('/id/notes/first-code-review', pages)).toMatch(
      /^the link to \/id\/notes\/first-code-review goes to no page of the site/,
    );
  });
});

describe('a link of the writing on its page', () => {
  const original = { ...process.env };
  afterEach(() => {
    process.env = { ...original };
    jest.resetModules();
  });

  it('gets the base path when it is root-relative, and only then', async () => {
    process.env.NEXT_PUBLIC_BASE_PATH = '/portfolio';
    // The base path is read when the module loads: a fresh copy reads this one.
    jest.resetModules();
    const { prosePageHref: href } = await import('./site-pages');
    expect(href('/portofolio/4')).toBe('/portfolio/portofolio/4');
    expect(href('/notes/first-code-review#intro')).toBe('/portfolio/notes/first-code-review#intro');
    expect(href('#demo')).toBe('#demo');
    expect(href('https://example.com/x')).toBe('https://example.com/x');
    expect(href('//example.com/x')).toBe('//example.com/x');
  });

  it('stays as written at the domain root', () => {
    expect(prosePageHref('/portofolio/4')).toBe('/portofolio/4');
  });

  it('loses a slash at the end of its path, which a static host answers with its 404 page', () => {
    expect(prosePageHref('/portofolio/4/')).toBe('/portofolio/4');
    expect(prosePageHref('/notes//#intro')).toBe('/notes#intro');
    expect(prosePageHref('/id/?from=cv')).toBe('/id?from=cv');
    expect(prosePageHref('/')).toBe('/');
  });
});
