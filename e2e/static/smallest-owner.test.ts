import fs from 'node:fs';
import path from 'node:path';
import { defaultCopy, experience, languages, projects } from '@/content';
import type { CopyWords } from '@/content';
import { builtSite, listPages, parseHtml, TESTED_SITE } from '../support/static-files';

/**
 * The smallest owner's site (e2e/support/smallest-owner/): Indonesian is her only language, so the
 * site at `/` is Indonesian through and through. Runs on that build only (jest.static.config.mjs),
 * with her content/ as `@/content`; the English words are the checkout's, read from their folder
 * the way the loader reads a language (her copy of the project has none: she deleted them).
 */
const site = builtSite(TESTED_SITE);
const [only] = languages;

/** A language's interface words in the checkout, or undefined when the checkout has none. */
function checkoutWords(code: string): CopyWords | undefined {
  const folder = path.join(process.cwd(), 'content', 'translations', code, 'copy');
  if (!fs.existsSync(path.join(folder, 'index.ts'))) return undefined;
  return jest.requireActual<CopyWords>(path.join(folder, 'index.ts'));
}

/** Every string of a words object. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * The English phrases that would betray an English word on her pages: each sentence's parts
 * between placeholders, of two words or more or one word of six letters or more, that the
 * Indonesian words do not share (a brand, 'Panel' or 'Email' reads the same in both).
 */
function englishPhrases(english: CopyWords, indonesian: CopyWords): string[] {
  const shared = strings(indonesian).join('\n');
  const phrases = strings(english).flatMap((text) =>
    text
      .split(/\{\w+\}/)
      .map((part) => part.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
      .filter((part) => /\s/.test(part) || part.length >= 6)
      .filter((part) => !shared.includes(part)),
  );
  return [...new Set(phrases)];
}

/** What a visitor or a screen reader gets of a page: its text and its labelling attributes. */
function readableText(document: Document): string {
  document.querySelectorAll('script, style, template').forEach((element) => element.remove());
  const attributes = [...document.querySelectorAll('[aria-label], [alt], [title], meta[content]')]
    .flatMap((element) =>
      ['aria-label', 'alt', 'title', 'content'].map((name) => element.getAttribute(name) ?? ''),
    )
    .join('\n');
  return `${document.title}\n${document.body?.textContent ?? ''}\n${attributes}`;
}

const pages = listPages(site.outDir).map((file) => ({
  page: `/${path.relative(site.outDir, file)}`,
  html: fs.readFileSync(file, 'utf8'),
}));

describe(`the smallest owner's site ("${TESTED_SITE}"), in ${only?.name ?? 'one language'} only`, () => {
  it('lists a single language', () => {
    expect(languages.map((language) => language.code)).toEqual(['id']);
  });

  it('gives every page lang="id"', () => {
    expect(pages.length).toBeGreaterThan(3);
    for (const { page, html } of pages) {
      expect({ page, lang: parseHtml(html).documentElement.lang }).toEqual({ page, lang: 'id' });
    }
  });

  it('shows the Indonesian interface words at /', () => {
    const home = parseHtml(pages.find(({ page }) => page === '/index.html')?.html ?? '');
    const headings = [...home.querySelectorAll('h2')].map((heading) => heading.textContent);
    expect(headings).toContain(defaultCopy.homeCopy.work.title);
    expect(defaultCopy.homeCopy.work.title).toBe('Karya Saya');
  });

  const english = checkoutWords('en');
  (english ? it : it.skip)(
    english
      ? 'has no English interface word on any page'
      : 'has no English interface word on any page (skipped: the checkout has no English words)',
    () => {
      const phrases = englishPhrases(english!, defaultCopy);
      // The list is the English copy's: its section title is in it, and hundreds more.
      expect(phrases).toContain(english!.homeCopy.work.title);
      for (const { page, html } of pages) {
        const text = readableText(parseHtml(html));
        expect({ page, english: phrases.filter((phrase) => text.includes(phrase)) }).toEqual({
          page,
          english: [],
        });
      }
    },
  );

  it('speaks of her one project in the sentences written for one', () => {
    // Indonesian has no plural forms, but a sentence about a single thing is written apart: the
    // sentence for many, with the number word in it, read "Semua satu proyek…" ("all one project").
    expect(projects.length).toBe(1);
    const textOf = (file: string) =>
      readableText(parseHtml(pages.find(({ page }) => page === file)?.html ?? ''));
    const [home, list] = [textOf('/index.html'), textOf('/portofolio.html')];
    const { homeCopy, projectCopy } = defaultCopy;
    expect(home).toContain(homeCopy.work.lead.one);
    expect(list).toContain(projectCopy.list.lead.one);
  });

  it('offers her CV before her first job in words that say so, not "Nol pengalaman magang"', () => {
    expect(experience).toEqual([]);
    const home = parseHtml(pages.find(({ page }) => page === '/index.html')?.html ?? '');
    const section = home.querySelector('#experience');
    const words = defaultCopy.homeCopy.experience;
    const text = section?.textContent ?? '';
    expect(text).toContain(words.withoutEntries.eyebrow);
    expect(text).toContain(words.withoutEntries.lead);
    expect(text).not.toContain(words.eyebrow);
    // The counted sentence for many, its number word and all, is not there in any form.
    const counted = words.lead.other.split(/\{\w+\}/).map((part) => part.trim());
    for (const part of counted.filter(Boolean)) expect(text).not.toContain(part);
    expect(section?.querySelector('ol, ul')).toBeNull();
    // The CV stays: the PDF download and the page.
    const links = [...(section?.querySelectorAll('a') ?? [])].map((link) =>
      link.getAttribute('href'),
    );
    expect(links).toEqual([expect.stringMatching(/^\/cv\/.+\.pdf$/), '/cv']);
  });

  it('links to no page under /id/ and to no other language', () => {
    expect(fs.existsSync(path.join(site.outDir, 'id'))).toBe(false);
    expect(fs.existsSync(path.join(site.outDir, 'en'))).toBe(false);
    for (const { page, html } of pages) {
      const document = parseHtml(html);
      const prefixed = [...document.querySelectorAll('a[href], link[href]')]
        .map((element) => element.getAttribute('href') ?? '')
        .filter((href) => /^(https?:\/\/[^/]+)?\/id(\/|$|[?#])/.test(href));
      expect({ page, prefixed }).toEqual({ page, prefixed: [] });
    }
  });

  it('has no language switcher and no alternate language links', () => {
    for (const { page, html } of pages) {
      const document = parseHtml(html);
      const switchers = document.querySelectorAll('a[hreflang], link[rel="alternate"][hreflang]');
      expect({ page, switchers: switchers.length }).toEqual({ page, switchers: 0 });
    }
  });
});
