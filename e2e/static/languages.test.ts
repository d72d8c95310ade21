import fs from 'node:fs';
import path from 'node:path';
import { cv, experience, languages, site, type LanguageInfo } from '@/content';
import { getProjectIds } from '@/lib/content/projects';
import { cvFileName } from '@/lib/cv/file-name';
import { contentFor } from '@/lib/i18n/content';
import { languageInfo } from '@/lib/i18n/languages';
import { defaultSiteLanguage, periodAsShown } from '../support/content';
import { copy, copyFor } from '../support/copy';
import { builtSite, fileForUrlPath, parseHtml, TESTED_SITE } from '../support/static-files';

/**
 * The site's languages as search engines and share previews read them, from the exported files:
 * every page in each language with its own `<html lang>`, reciprocal hreflang alternates with
 * x-default, a canonical per language, Open Graph locales, the sitemap's alternates, and a page in
 * the second language that carries no sentence of the default one. Whatever the languages are
 * (English then Indonesian in the sample; Indonesian first, or a third language, for another
 * owner): the default one is read as `first`, the next as `second`.
 */
const main = builtSite(TESTED_SITE);
const origin = main.siteUrl;
const routes = ['/', '/cv', ...getProjectIds().map((id) => `/portofolio/${id}`)];
const [first, second] = languages as [LanguageInfo, ...LanguageInfo[]];
/** A route's address in a language: the default one at the root, any other under its code. */
const inLanguage = (code: string, route: string) =>
  code === first.code ? route : route === '/' ? `/${code}` : `/${code}${route}`;
/** A route's absolute address in a language, as Next writes it (the home page without its slash). */
const addressIn = (code: string, route: string) =>
  `${origin}${code === first.code && route === '/' ? '' : inLanguage(code, route)}`;
/** A route in the second language (checked only when there is one). */
const inSecond = (route: string) => inLanguage(second!.code, route);

// A one-language site has no twins: these checks say so instead of failing.
const describeTwins = second ? describe : describe.skip;
const skipped = second ? '' : ` (skipped: content/languages.ts lists only ${first.code})`;

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

/** Languages written right to left, by their locale's language subtag: their pages read from the right. */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'ckb', 'dv', 'yi', 'sd', 'ug']);

describe('every language', () => {
  it.each(languages.map(({ code, locale }) => [code, locale]))(
    '%s: every page says which way its language is written',
    (code, locale) => {
      const direction = RIGHT_TO_LEFT.has(locale.split('-')[0]!) ? 'rtl' : 'ltr';
      for (const route of routes) {
        expect([route, documentAt(inLanguage(code, route)).documentElement.dir]).toEqual([
          route,
          direction,
        ]);
      }
    },
  );
});

describeTwins(`every page exists in every language${skipped}`, () => {
  it.each(routes)('%s and its twins declare their language', (route) => {
    for (const { code } of languages) {
      expect([code, documentAt(inLanguage(code, route)).documentElement.lang]).toEqual([
        code,
        code,
      ]);
    }
  });

  it.each(routes)('%s: hreflang alternates are reciprocal, with x-default', (route) => {
    const expected = {
      ...Object.fromEntries(languages.map(({ code }) => [code, addressIn(code, route)])),
      'x-default': addressIn(first.code, route),
    };
    for (const { code } of languages) {
      const page = documentAt(inLanguage(code, route));
      expect([code, alternatesOf(page)]).toEqual([code, expected]);
      expect([
        code,
        page.querySelector('link[rel="canonical"]')?.getAttribute('href')?.replace(/\/$/, ''),
      ]).toEqual([code, addressIn(code, route)]);
    }
  });

  it.each(routes)('%s: Open Graph names the locale and the others', (route) => {
    const twin = documentAt(inSecond(route));
    const meta = (key: string) =>
      [...twin.querySelectorAll(`meta[property="${key}"]`)].map((tag) =>
        tag.getAttribute('content'),
      );
    expect(meta('og:locale')).toEqual([second!.ogLocale]);
    expect(meta('og:locale:alternate')).toEqual(
      languages.filter(({ code }) => code !== second!.code).map(({ ogLocale }) => ogLocale),
    );
    expect(meta('og:image')[0]).toMatch(new RegExp(`/og/${second!.code}-(home|\\d+)\\.png$`));
  });

  it.each(['/', '/cv'])('%s: the profile page names its language in JSON-LD', (route) => {
    const profile = (document: Document) =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((block) => JSON.parse(block.textContent ?? '{}') as Record<string, unknown>)
        .find((data) => data['@type'] === 'ProfilePage');
    expect(profile(documentAt(route))).toMatchObject({ inLanguage: first.code });
    expect(profile(documentAt(inSecond(route)))).toMatchObject({
      inLanguage: second!.code,
      url: `${origin}${inSecond(route)}`,
    });
  });

  it('the switcher links each page to its twins, each named in its own language', () => {
    /** The page's switcher links to `code`: its address, language and name. */
    const linksTo = (document: Document, code: string) =>
      [...document.querySelectorAll(`a[hreflang="${code}"]`)].map((link) => ({
        href: link.getAttribute('href'),
        lang: link.getAttribute('lang'),
        // The bar's link also carries the code (ID) for narrow bars, hidden from screen readers.
        name: link.textContent?.replace(new RegExp(`${code.toUpperCase()}$`), ''),
      }));
    for (const route of routes) {
      for (const { code } of languages) {
        const page = documentAt(inLanguage(code, route));
        for (const other of languages.filter((language) => language.code !== code)) {
          const links = linksTo(page, other.code);
          expect(links.length).toBeGreaterThanOrEqual(2);
          for (const link of links) {
            expect(link).toEqual({
              href: inLanguage(other.code, route),
              lang: other.code,
              name: languageInfo(other.code).name,
            });
          }
        }
      }
    }
  });
});

describeTwins(`a page in the second language carries only its words${skipped}`, () => {
  /** Sentences of the default language: the copy and the owner's words, longer than a name. */
  const defaultSentences = [
    site.intro,
    copy.homeCopy.work.title,
    copy.homeCopy.experience.title,
    copy.projectCopy.aboutTitle,
    site.photoAlt.replace('{firstName}', site.firstName),
    site.greeting.replace('{firstName}', site.firstName),
  ].filter((sentence) => sentence.length > 12);

  it.each(routes)('%s in the second language shows none of the default sentences', (route) => {
    const document = documentAt(inSecond(route));
    document.querySelectorAll('script, style').forEach((element) => element.remove());
    const text = `${document.body.textContent} ${document.head.innerHTML}`;
    for (const sentence of defaultSentences) expect(text).not.toContain(sentence);
  });

  it("the second language's home page speaks it", () => {
    const text = documentAt(inSecond('/')).body.textContent ?? '';
    const words = contentFor(second!.code);
    expect(text).toContain(words.site.greeting);
    expect(text).toContain(words.site.nav[0]!.label);
  });
});

describeTwins(`the sitemap lists every language with its alternates${skipped}`, () => {
  const sitemap = fs.readFileSync(path.join(main.outDir, 'sitemap.xml'), 'utf8');
  it.each(routes)('%s', (route) => {
    for (const { code } of languages) {
      expect(sitemap).toContain(`<loc>${origin}${inLanguage(code, route)}</loc>`);
      if (code === first.code) continue;
      expect(sitemap).toContain(
        `<xhtml:link rel="alternate" hreflang="${code}" href="${origin}${inLanguage(code, route)}"`,
      );
    }
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
    for (const { code } of languages.slice(1)) {
      const resume = JSON.parse(
        fs.readFileSync(path.join(main.outDir, code, 'resume.json'), 'utf8'),
      );
      expect([code, resume.basics.summary]).toEqual([code, contentFor(code).cv.summary]);
    }
  });
});
