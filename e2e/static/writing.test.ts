import fs from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parse as parseYaml } from 'yaml';
import { languages, projects } from '@/content';
import { pngSize } from '../support/helpers';
import {
  builtSite,
  itWhen,
  listPages,
  parseHtml,
  testedContentDir,
  TESTED_SITE,
} from '../support/static-files';
import { defaultSiteLanguage } from '../support/content';
import { copy, copyFor, otherLanguages, wordsAround } from '../support/copy';

/**
 * The writing as exported: feeds, drafts, structured data, sitemap and the feed links, read from
 * the files of the main test build (and of another owner's), the expectations from content/.
 */
const main = builtSite(TESTED_SITE);
const origin = main.siteUrl;
const read = (relative: string) => fs.readFileSync(path.join(main.outDir, relative), 'utf8');
const page = (relative: string) => parseHtml(read(relative));
const notesDir = path.join(testedContentDir, 'notes');

/** A front matter date as written (YAML may read it as a Date). */
const day = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value);

/** Notes in the content folder, by language, with their front matter and body. */
function contentNotes(language: string) {
  // An owner who deleted every note has no notes folder at all (git keeps no empty folder).
  if (!fs.existsSync(notesDir)) return [];
  return fs
    .readdirSync(notesDir)
    .filter((slug) => fs.existsSync(path.join(notesDir, slug, `${language}.mdx`)))
    .map((slug) => {
      const source = fs.readFileSync(path.join(notesDir, slug, `${language}.mdx`), 'utf8');
      const [, frontMatter = '', ...body] = source.split(/^---$/m);
      const data = parseYaml(frontMatter) as {
        date: unknown;
        updated?: unknown;
        draft?: boolean;
        tags?: string[];
      };
      return {
        slug,
        draft: data.draft === true,
        date: day(data.date),
        updated: day(data.updated ?? data.date),
        tags: data.tags ?? [],
        body: body.join('---'),
      };
    });
}

/** A published note in every language, with a code block when one exists. */
const published = (language: string) => contentNotes(language).filter((note) => !note.draft);
const noteInEveryLanguage = published(defaultSiteLanguage.code)
  .filter((note) =>
    languages.every(({ code }) => published(code).some((n) => n.slug === note.slug)),
  )
  .sort((a, b) => Number(/^```/m.test(b.body)) - Number(/^```/m.test(a.body)))[0];
const otherLanguage = languages[1]?.code;

// What the checks below need, when the content has it; otherwise they say why they skip.
const caseStudies = fs.existsSync(path.join(testedContentDir, 'case-studies'))
  ? fs.readdirSync(path.join(testedContentDir, 'case-studies')).map(Number)
  : [];
const itWithNote = itWhen(
  noteInEveryLanguage,
  'content/notes/ has no note published in every language',
);
const itWithStudy = itWhen(
  caseStudies.length > 0 && projects.some((project) => !caseStudies.includes(project.id)),
  'no project has a case study, or every project has one',
);
const otherPrefix = otherLanguage ? `${otherLanguage}/` : '';

describe.each(languages.map(({ code }, index) => [code, index === 0 ? '' : `${code}/`]))(
  'feeds in %s',
  (language, prefix) => {
    const notes = published(language);
    const itWithNotes = itWhen(notes.length > 0, `content/notes/ has no note in ${language}`);

    itWithNotes(
      'RSS is well-formed RSS 2.0 with one item per published note, absolute links and full content',
      () => {
        const xml = read(`${prefix}feed.xml`);
        expect(XMLValidator.validate(xml)).toBe(true);
        const rss = new XMLParser({ ignoreAttributes: false }).parse(xml).rss;
        expect(rss['@_version']).toBe('2.0');
        expect(rss.channel.language).toBe(language);
        const items = [rss.channel.item].flat();
        expect(items).toHaveLength(notes.length);
        for (const item of items) {
          expect(item.link).toMatch(new RegExp(`^${origin}/${prefix}notes/[a-z0-9-]+$`));
          expect(item['content:encoded']).toContain('<p>');
          expect(item['content:encoded']).not.toMatch(/(src|href)="\/(?!\/)/);
        }
      },
    );

    itWithNotes('JSON Feed has its version, every published note and absolute URLs', () => {
      const feed = JSON.parse(read(`${prefix}feed.json`));
      expect(feed.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1(\.1)?$/);
      expect(feed.feed_url).toBe(`${origin}/${prefix}feed.json`);
      expect(feed.items.map((item: { url: string }) => item.url).sort()).toEqual(
        notes.map((note) => `${origin}/${prefix}notes/${note.slug}`).sort(),
      );
      for (const item of feed.items) expect(item.content_html.length).toBeGreaterThan(500);
    });
  },
);

describe.each(languages.map(({ code }, index) => [code, index === 0 ? '' : `${code}/`]))(
  'tag pages in %s',
  (language, prefix) => {
    const tagged = published(language).filter((note) => note.tags.length > 0);
    itWhen(tagged.length > 0, `content/notes/ has no tagged note in ${language}`)(
      'link every tag of a note, in any script, to a page at a plain address titled with the tag as written',
      () => {
        const words = copyFor(language).writingCopy.tagPage;
        for (const note of tagged) {
          const links = [...page(`${prefix}notes/${note.slug}.html`).querySelectorAll('a')];
          for (const tag of note.tags) {
            const href = links.find((link) => link.textContent === tag)?.getAttribute('href');
            // A plain address: Next's export writes no page at one with other letters.
            expect([tag, href]).toEqual([tag, expect.stringMatching(/^\/[a-z0-9/-]+$/)]);
            const tagPage = page(`${href!.slice(1)}.html`);
            expect(tagPage.querySelector('h1')?.textContent).toBe(
              words.title.replace('{tag}', tag),
            );
          }
        }
      },
    );

    it('say what they list: projects and notes, projects only, or notes only', () => {
      const words = copyFor(language).writingCopy.tagPage;
      const tagsDir = path.join(main.outDir, prefix, 'tags');
      const files = fs.readdirSync(tagsDir).filter((name) => name.endsWith('.html'));
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        const tagPage = page(path.join(prefix, 'tags', file));
        const hasProjects = tagPage.querySelector('#tag-projects') !== null;
        const hasNotes = tagPage.querySelector('#tag-notes') !== null;
        const kind = hasProjects && hasNotes ? 'both' : hasProjects ? 'projects' : 'notes';
        // The tag's name, from the heading its title words wrap.
        const [before, after] = words.title.split('{tag}') as [string, string];
        const heading = tagPage.querySelector('h1')!.textContent!;
        const name = heading.slice(before.length, heading.length - after.length);
        expect([file, tagPage.querySelector('main header p')?.textContent]).toEqual([
          file,
          words.description[kind].replace('{tag}', name),
        ]);
      }
    });
  },
);

it('leaves drafts out of the production build: no page, no feed item, no list entry', () => {
  for (const [index, { code }] of languages.entries()) {
    const folder = index === 0 ? '' : `${code}/`;
    for (const draft of contentNotes(code).filter((note) => note.draft)) {
      expect(fs.existsSync(path.join(main.outDir, `${folder}notes`, `${draft.slug}.html`))).toBe(
        false,
      );
      // A language with drafts only has no notes list or feed to look in.
      for (const listing of [`${folder}feed.xml`, `${folder}notes.html`]) {
        if (!fs.existsSync(path.join(main.outDir, listing))) continue;
        expect(read(listing)).not.toContain(`/notes/${draft.slug}`);
      }
    }
  }
});

itWithNote(
  'gives each note BlogPosting structured data with its dates, language and absolute URL',
  () => {
    const note = noteInEveryLanguage!;
    const document = page(`${otherPrefix}notes/${note.slug}.html`);
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((block) => JSON.parse(block.textContent ?? ''))
      .find((block) => block['@type'] === 'BlogPosting');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      url: `${origin}/${otherPrefix}notes/${note.slug}`,
      datePublished: note.date,
      dateModified: note.updated,
      inLanguage: otherLanguage ?? defaultSiteLanguage.code,
      author: { '@type': 'Person' },
    });
    expect(data.image).toMatch(/^https?:\/\//);
  },
);

itWithNote('lists every note and the notes list in the sitemap, each in its languages only', () => {
  const sitemap = read('sitemap.xml');
  for (const [index, { code: language }] of languages.entries()) {
    const prefix = index === 0 ? '' : `/${language}`;
    expect(sitemap).toContain(`<loc>${origin}${prefix}/notes</loc>`);
    for (const note of contentNotes(language).filter((entry) => !entry.draft)) {
      expect(sitemap).toContain(`<loc>${origin}${prefix}/notes/${note.slug}</loc>`);
    }
  }
  for (const { code: language } of languages) {
    for (const draft of contentNotes(language).filter((note) => note.draft)) {
      expect(sitemap).not.toContain(`/notes/${draft.slug}<`);
    }
  }
});

itWithNote('announces the feeds of its language on every page', () => {
  for (const file of listPages(main.outDir)) {
    const relative = path.relative(main.outDir, file);
    if (/^(404|_not-found)|\/404\.html$/.test(relative)) continue;
    // A page of a language other than the default is under its code (`id/…`, or `id.html`).
    const language = otherLanguages.find(
      (code) => relative.startsWith(`${code}/`) || relative === `${code}.html`,
    );
    const prefix = language ? `/${language}` : '';
    const document = parseHtml(fs.readFileSync(file, 'utf8'));
    const rss = document.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    const json = document.querySelector('link[rel="alternate"][type="application/feed+json"]');
    expect([relative, rss?.getAttribute('href')]).toEqual([
      relative,
      `${origin}${prefix}/feed.xml`,
    ]);
    expect([relative, json?.getAttribute('href')]).toEqual([
      relative,
      `${origin}${prefix}/feed.json`,
    ]);
  }
});

itWithStudy(
  'renders a case study on its project page only, after the description, in both languages',
  () => {
    const studyId = projects.find((project) => caseStudies.includes(project.id))!.id;
    const without = projects.find((project) => !caseStudies.includes(project.id))!;
    for (const prefix of ['', otherPrefix]) {
      const withStudy = page(`${prefix}portofolio/${studyId}.html`);
      const heading = withStudy.querySelector('#case-study-title');
      expect(heading?.tagName).toBe('H2');
      const about = withStudy.querySelector('#about-title')!;
      expect(
        about.compareDocumentPosition(heading!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      expect(
        page(`${prefix}portofolio/${without.id}.html`).querySelector('#case-study-title'),
      ).toBeNull();
    }
  },
);

itWithNote('colours code at build time and makes each block a labelled, focusable region', () => {
  const blocks = [...page(`notes/${noteInEveryLanguage!.slug}.html`).querySelectorAll('pre')];
  expect(blocks.length).toBeGreaterThan(0);
  for (const block of blocks) {
    expect(block.getAttribute('tabindex')).toBe('0');
    expect(block.getAttribute('aria-label')).toMatch(wordsAround(copy.writingCopy.codeLabel, '.+'));
    expect(block.getAttribute('style')).toContain('--shiki-dark');
  }
  const scripts = fs.readdirSync(path.join(main.outDir, '_next/static/chunks'));
  for (const script of scripts) {
    const source = fs.readFileSync(path.join(main.outDir, '_next/static/chunks', script), 'utf8');
    expect([script, /createHighlighter|remark-mdx|micromark/.test(source)]).toEqual([
      script,
      false,
    ]);
  }
});

it('writes a Pagefind index per language', () => {
  const entry = JSON.parse(read('pagefind/pagefind-entry.json'));
  expect(Object.keys(entry.languages).sort()).toEqual(languages.map(({ code }) => code).sort());
});

itWithNote('gives each note its own share card, in its language, 1200x630', () => {
  const { slug } = noteInEveryLanguage!;
  for (const [page, image] of [
    [`notes/${slug}.html`, `og/note-${slug}.png`],
    [
      `${otherPrefix}notes/${slug}.html`,
      `og/${otherLanguage ? `${otherLanguage}-` : ''}note-${slug}.png`,
    ],
  ]) {
    const document = parseHtml(fs.readFileSync(path.join(main.outDir, page!), 'utf8'));
    const url = document.querySelector('meta[property="og:image"]')?.getAttribute('content');
    expect(url).toBe(`${main.siteUrl}/${image}`);
    expect(pngSize(fs.readFileSync(path.join(main.outDir, image!)))).toEqual({
      width: 1200,
      height: 630,
    });
  }
});
