import fs from 'node:fs';
import path from 'node:path';
import { cv, experience, languages, site } from '@/content';
import { getProjectIds } from '@/lib/content/projects';
import { cvFileName } from '@/lib/cv/file-name';
import { contentFor } from '@/lib/i18n/content';
import { languageInfo } from '@/lib/i18n/languages';
import { defaultSiteLanguage, periodAsShown } from '../support/content';
import { copy, copyFor } from '../support/copy';
import { builtSite, fileForUrlPath, parseHtml, TESTED_SITE } from '../support/static-files';

/**
 * The two languages as search engines and share previews read them, from the exported files:
 * every page in both languages with its own `<html lang>`, reciprocal hreflang alternates with
 * x-default, a canonical per language, Open Graph locales, the sitemap's alternates, and an
 * Indonesian page that carries no English sentence of the site.
 */
const main = builtSite(TESTED_SITE);
const origin = main.siteUrl;
const routes = ['/', '/cv', ...getProjectIds().map((id) => `/portofolio/${id}`)];
const inIndonesian = (route: string) => (route === '/' ? '/id' : `/id${route}`);

// The twins under /id exist when Indonesian is the second language; a one-language site (or
// another pair) has none, and these checks say so instead of failing.
const withIndonesianTwins = languages[0]?.code !== 'id' && languages[1]?.code === 'id';
const describeTwins = withIndonesianTwins ? describe : describe.skip;
const skipped = withIndonesianTwins
  ? ''
  : ` (skipped: content/languages.ts lists ${languages.map((language) => language.code).join(', ')}, not English then Indonesian)`;

function documentAt(urlPath: string): Document {
  const file = fileForUrlPath(main.serveDir, urlPath);
  if (!file) throw new Error(`${urlPath} is not exported`);
  return parseHtml(fs.readFileSync(file, 'utf8'));
}

function alternatesOf(document: Document): Record<string, string> {
  return Object.fromEntries(
    [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
  );
}

describeTwins(`every page exists in both languages${skipped}`, () => {
  it.each(routes)('%s and its Indonesian twin declare their language', (route) => {
    expect(documentAt(route).documentElement.lang).toBe('en');
    expect(documentAt(inIndonesian(route)).documentElement.lang).toBe('id');
  });

  it.each(routes)('%s: hreflang alternates are reciprocal, with x-default', (route) => {
    const englishPage = documentAt(route);
    const indonesian = documentAt(inIndonesian(route));
    // Next writes the home page's address without its trailing slash.
    const english = `${origin}${route === '/' ? '' : route}`;
    const expected = {
      en: english,
      id: `${origin}${inIndonesian(route)}`,
      'x-default': english,
    };
    expect(alternatesOf(englishPage)).toEqual(expected);
    expect(alternatesOf(indonesian)).toEqual(expected);
    expect(
      englishPage.querySelector('link[rel="canonical"]')?.getAttribute('href')?.replace(/\/$/, ''),
    ).toBe(expected.en);
    expect(indonesian.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      expected.id,
    );
  });

  it.each(routes)('%s: Open Graph names the locale and the other one', (route) => {
    const indonesian = documentAt(inIndonesian(route));
    const meta = (key: string) =>
      [...indonesian.querySelectorAll(`meta[property="${key}"]`)].map((tag) =>
        tag.getAttribute('content'),
      );
    expect(meta('og:locale')).toEqual(['id_ID']);
    expect(meta('og:locale:alternate')).toEqual(['en_US']);
    expect(meta('og:image')[0]).toMatch(/\/og\/id-(home|\d+)\.png$/);
  });

  it.each(['/', '/cv'])('%s: the profile page names its language in JSON-LD', (route) => {
    const profile = (document: Document) =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((block) => JSON.parse(block.textContent ?? '{}') as Record<string, unknown>)
        .find((data) => data['@type'] === 'ProfilePage');
    expect(profile(documentAt(route))).toMatchObject({ inLanguage: 'en' });
    expect(profile(documentAt(inIndonesian(route)))).toMatchObject({
      inLanguage: 'id',
      url: `${origin}${inIndonesian(route)}`,
    });
  });

  it('the switcher links each page to its twin, named in the other language', () => {
    for (const route of routes) {
      const english = documentAt(route);
      const links = [...english.querySelectorAll('a[hreflang="id"]')];
      expect(links.length).toBeGreaterThanOrEqual(2);
      for (const link of links) {
        expect(link.getAttribute('href')).toBe(inIndonesian(route));
        expect(link.getAttribute('lang')).toBe('id');
        // The bar's link also carries the code (ID) for narrow bars, hidden from screen readers.
        expect(link.textContent?.replace(/ID$/, '')).toBe(languageInfo('id').name);
      }
      const back = [...documentAt(inIndonesian(route)).querySelectorAll('a[hreflang="en"]')];
      expect(back.map((link) => link.getAttribute('href'))).toContain(route);
      expect(back[0]?.textContent?.replace(/EN$/, '')).toBe(languageInfo('en').name);
    }
  });
});

describeTwins(`an Indonesian page carries only Indonesian words${skipped}`, () => {
  /** English sentences of the site: the copy and the owner's words, longer than a name. */
  const englishSentences = [
    site.intro,
    copy.homeCopy.work.title,
    copy.homeCopy.experience.title,
    copy.projectCopy.aboutTitle,
    site.photoAlt.replace('{firstName}', site.firstName),
    site.greeting.replace('{firstName}', site.firstName),
  ].filter((sentence) => sentence.length > 12);

  it.each(routes)('%s in Indonesian shows none of the English sentences', (route) => {
    const document = documentAt(inIndonesian(route));
    document.querySelectorAll('script, style').forEach((element) => element.remove());
    const text = `${document.body.textContent} ${document.head.innerHTML}`;
    for (const sentence of englishSentences) expect(text).not.toContain(sentence);
  });

  it('the Indonesian home page speaks Indonesian', () => {
    const text = documentAt('/id').body.textContent ?? '';
    const indonesian = contentFor('id');
    expect(text).toContain(indonesian.site.greeting);
    expect(text).toContain(indonesian.site.nav[0]!.label);
  });
});

describeTwins(`the sitemap lists both languages with their alternates${skipped}`, () => {
  const sitemap = fs.readFileSync(path.join(main.outDir, 'sitemap.xml'), 'utf8');
  it.each(routes)('%s', (route) => {
    for (const url of [`${origin}${route}`, `${origin}${inIndonesian(route)}`]) {
      expect(sitemap).toContain(`<loc>${url}</loc>`);
    }
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="id" href="${origin}${inIndonesian(route)}"`,
    );
  });
});

describe('dates in the page language', () => {
  // Each language's home page and CV write every experience and education period with Intl in
  // that language's locale, from the dates in content/ ('Okt 2022' on /id, 'Oct 2022' on /).
  it.each(languages.map((language) => language.code))('%s: experience and CV periods', (code) => {
    const language = languages.find((entry) => entry.code === code)!;
    const words = copyFor(code).cvCopy;
    const prefix = code === defaultSiteLanguage.code ? '' : `/${code}`;
    // Written by the test from the dates and the locale, not by the site's own formatter.
    const periods = (entries: { start: string; end: string }[]) =>
      entries.map((entry) => periodAsShown(entry.start, entry.end, language.locale, words.present));
    const home = documentAt(prefix || '/');
    const shown = [...home.querySelectorAll('#experience li')].map((item) => item.textContent);
    periods(experience).forEach((period, index) => {
      if (period) expect(shown[index]).toContain(period);
    });
    const cvPage = documentAt(`${prefix}/cv`).body.textContent ?? '';
    for (const period of [...periods(experience), ...periods(cv.education)]) {
      if (period) expect(cvPage).toContain(period);
    }
  });
});

describeTwins(`the CV in each language${skipped}`, () => {
  it('has a PDF and a resume.json per language', () => {
    // The file names follow the owner's name, with the language's code for another language.
    for (const [index, { code }] of languages.entries()) {
      const fileName = cvFileName(site.fullName, index === 0 ? undefined : code);
      expect(fs.existsSync(path.join(main.outDir, 'cv', fileName))).toBe(true);
    }
    const resume = JSON.parse(fs.readFileSync(path.join(main.outDir, 'id', 'resume.json'), 'utf8'));
    expect(resume.basics.summary).toBe(contentFor('id').cv.summary);
  });
});
