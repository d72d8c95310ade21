import { languages, site } from '@/content';
import { textDirection } from '@/lib/i18n/direction';
import {
  buildMetadata,
  SHARE_IMAGE_SIZE,
  shareCardFor,
  shareImageKeys,
  shareImageUrl,
} from '@/lib/seo/metadata';

// The owner's languages: the first is the default (at the root), any other lives under its code.
const [first, second] = languages;
const defaultCode = first?.code ?? '';

describe('buildMetadata', () => {
  const metadata = buildMetadata({
    language: defaultCode,
    title: 'TokoKu',
    description: 'An e-commerce store.',
    path: '/portofolio/4',
    image: { url: shareImageUrl(4), alt: 'TokoKu share card' },
    type: 'article',
  });

  it('gives the page its own title and description', () => {
    expect(metadata.title).toBe('TokoKu');
    expect(metadata.description).toBe('An e-commerce store.');
  });

  it('uses one absolute URL for the canonical link and og:url', () => {
    const canonical = metadata.alternates?.canonical;
    expect(canonical).toMatch(/^https?:\/\/[^/]+.*\/portofolio\/4$/);
    expect(metadata.openGraph).toMatchObject({ url: canonical, type: 'article' });
  });

  it('gives Open Graph a 1200x630 PNG image with an absolute URL and the site name', () => {
    expect(metadata.openGraph).toMatchObject({
      title: `TokoKu · ${site.fullName}`,
      siteName: expect.stringContaining(site.fullName),
      images: [
        {
          url: expect.stringMatching(/^https?:\/\/.+\/og\/4\.png$/),
          ...SHARE_IMAGE_SIZE,
          alt: 'TokoKu share card',
        },
      ],
    });
  });

  it('gives Twitter a large image card', () => {
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      title: `TokoKu · ${site.fullName}`,
      images: [{ url: expect.stringMatching(/\/og\/4\.png$/) }],
    });
  });

  it('titles the home page with the full name and role, and shares the site image by default', () => {
    const home = buildMetadata({ language: defaultCode, description: site.intro, path: '/' });
    expect(home.title).toEqual({ absolute: `${site.fullName} · ${site.role}` });
    expect(home.openGraph).toMatchObject({
      images: [{ url: expect.stringMatching(/\/og\/home\.png$/) }],
    });
    expect(home.robots).toBeUndefined();
  });

  it('marks a page noindex when asked', () => {
    expect(
      buildMetadata({ language: defaultCode, description: 'x', path: '/404', noIndex: true })
        .robots,
    ).toEqual({
      index: false,
      follow: true,
    });
  });
});

// With one language listed, every test below is reported as skipped under this name, with its reason.
(first && second ? describe : describe.skip)(
  first && second
    ? 'buildMetadata in two languages'
    : `buildMetadata in two languages (skipped: content/languages.ts lists only ${first?.name})`,
  () => {
    // Read only when the tests run (describe.skip still walks this body to list them).
    const other = second?.code ?? '';
    let english: ReturnType<typeof buildMetadata>;
    let indonesian: ReturnType<typeof buildMetadata>;
    beforeAll(() => {
      english = buildMetadata({ language: first!.code, description: 'x', path: '/portofolio/3' });
      indonesian = buildMetadata({ language: other, description: 'x', path: '/portofolio/3' });
    });

    it('gives each language its own canonical URL', () => {
      expect(english.alternates?.canonical).not.toMatch(new RegExp(`/${other}/`));
      expect(english.alternates?.canonical).toMatch(/\/portofolio\/3$/);
      expect(indonesian.alternates?.canonical).toMatch(new RegExp(`/${other}/portofolio/3$`));
    });

    it('lists the same reciprocal alternates, with x-default the default language, on both', () => {
      expect(english.alternates?.languages).toEqual(indonesian.alternates?.languages);
      const alternates = english.alternates?.languages as Record<string, string>;
      expect(Object.keys(alternates)).toEqual([
        ...languages.map((language) => language.code),
        'x-default',
      ]);
      expect(alternates['x-default']).toBe(alternates[first!.code]);
      expect(alternates[other]).toMatch(new RegExp(`/${other}/portofolio/3$`));
    });

    it('names its locale and the others for link previews', () => {
      expect(indonesian.openGraph).toMatchObject({
        locale: second!.ogLocale,
        alternateLocale: languages
          .filter((language) => language.code !== other)
          .map((language) => language.ogLocale),
      });
    });

    it('draws the share image in the page language', () => {
      expect(shareImageUrl(3, other)).toMatch(new RegExp(`/og/${other}-3\\.png$`));
    });

    it('has no alternates for a page that exists in one language only', () => {
      const single = buildMetadata({
        language: other,
        description: 'x',
        path: '/notes/a',
        languages: [other],
      });
      expect(single.alternates?.languages).toBeUndefined();
    });
  },
);

describe('shareCardFor', () => {
  it.each(languages.map(({ code, locale }) => [code, locale]))(
    'lays out every card in %s in the direction its locale (%s) is written in',
    (code, locale) => {
      const directions = shareImageKeys(code).map((key) => shareCardFor(key, code)?.direction);
      expect(new Set(directions)).toEqual(new Set([textDirection(locale)]));
    },
  );
});
