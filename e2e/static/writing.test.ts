import fs from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { pngSize } from '../support/helpers';
import { builtSite, listPages, parseHtml } from '../support/static-files';

/**
 * The writing as exported: feeds, drafts, structured data, sitemap and the feed links, read from
 * the files of the main test build.
 */
const main = builtSite('main');
const origin = main.siteUrl;
const read = (relative: string) => fs.readFileSync(path.join(main.outDir, relative), 'utf8');
const page = (relative: string) => parseHtml(read(relative));
const notesDir = path.join(process.cwd(), 'content', 'notes');

/** Notes in the content folder, by language, with their draft flag read from the front matter. */
function contentNotes(language: string) {
  return fs
    .readdirSync(notesDir)
    .filter((slug) => fs.existsSync(path.join(notesDir, slug, `${language}.mdx`)))
    .map((slug) => ({
      slug,
      draft: /^draft:\s*true\s*$/m.test(
        fs.readFileSync(path.join(notesDir, slug, `${language}.mdx`), 'utf8').split(/^---$/m)[1] ??
          '',
      ),
    }));
}

describe.each([
  ['en', ''],
  ['id', 'id/'],
])('feeds in %s', (language, prefix) => {
  const published = contentNotes(language).filter((note) => !note.draft);

  it('RSS is well-formed RSS 2.0 with one item per published note, absolute links and full content', () => {
    const xml = read(`${prefix}feed.xml`);
    expect(XMLValidator.validate(xml)).toBe(true);
    const rss = new XMLParser({ ignoreAttributes: false }).parse(xml).rss;
    expect(rss['@_version']).toBe('2.0');
    expect(rss.channel.language).toBe(language);
    const items = [rss.channel.item].flat();
    expect(items).toHaveLength(published.length);
    for (const item of items) {
      expect(item.link).toMatch(new RegExp(`^${origin}/${prefix}notes/[a-z0-9-]+$`));
      expect(item['content:encoded']).toContain('<p>');
      expect(item['content:encoded']).not.toMatch(/(src|href)="\/(?!\/)/);
    }
  });

  it('JSON Feed has its version, every published note and absolute URLs', () => {
    const feed = JSON.parse(read(`${prefix}feed.json`));
    expect(feed.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1(\.1)?$/);
    expect(feed.feed_url).toBe(`${origin}/${prefix}feed.json`);
    expect(feed.items.map((item: { url: string }) => item.url).sort()).toEqual(
      published.map((note) => `${origin}/${prefix}notes/${note.slug}`).sort(),
    );
    for (const item of feed.items) expect(item.content_html.length).toBeGreaterThan(500);
  });
});

it('leaves drafts out of the production build: no page, no feed item, no list entry', () => {
  const drafts = contentNotes('en').filter((note) => note.draft);
  expect(drafts.length).toBeGreaterThan(0);
  for (const draft of drafts) {
    expect(fs.existsSync(path.join(main.outDir, 'notes', `${draft.slug}.html`))).toBe(false);
    expect(read('feed.xml')).not.toContain(`/notes/${draft.slug}`);
    expect(read('notes.html')).not.toContain(`/notes/${draft.slug}`);
  }
});

it('gives each note BlogPosting structured data with its dates, language and absolute URL', () => {
  const document = page('id/notes/google-login-tokoku.html');
  const data = [...document.querySelectorAll('script[type="application/ld+json"]')]
    .map((block) => JSON.parse(block.textContent ?? ''))
    .find((block) => block['@type'] === 'BlogPosting');
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    url: `${origin}/id/notes/google-login-tokoku`,
    datePublished: '2024-03-18',
    dateModified: '2024-05-02',
    inLanguage: 'id',
    author: { '@type': 'Person' },
  });
  expect(data.image).toMatch(/^https?:\/\//);
});

it('lists every note and the notes list in the sitemap, each in its languages only', () => {
  const sitemap = read('sitemap.xml');
  for (const language of ['en', 'id']) {
    const prefix = language === 'en' ? '' : '/id';
    expect(sitemap).toContain(`<loc>${origin}${prefix}/notes</loc>`);
    for (const note of contentNotes(language).filter((entry) => !entry.draft)) {
      expect(sitemap).toContain(`<loc>${origin}${prefix}/notes/${note.slug}</loc>`);
    }
  }
  expect(sitemap).not.toContain('draft-example');
});

it('announces the feeds of its language on every page', () => {
  for (const file of listPages(main.outDir)) {
    const relative = path.relative(main.outDir, file);
    if (/^(404|_not-found)|\/404\.html$/.test(relative)) continue;
    const prefix = relative.startsWith('id/') || relative === 'id.html' ? '/id' : '';
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

it('renders a case study on its project page only, after the description, in both languages', () => {
  for (const prefix of ['', 'id/']) {
    const withStudy = page(`${prefix}portofolio/4.html`);
    const heading = withStudy.querySelector('#case-study-title');
    expect(heading?.tagName).toBe('H2');
    const about = withStudy.querySelector('#about-title')!;
    expect(about.compareDocumentPosition(heading!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(page(`${prefix}portofolio/1.html`).querySelector('#case-study-title')).toBeNull();
  }
});

it('colours code at build time and makes each block a labelled, focusable region', () => {
  const blocks = [...page('notes/google-login-tokoku.html').querySelectorAll('pre')];
  expect(blocks.length).toBeGreaterThan(0);
  for (const block of blocks) {
    expect(block.getAttribute('tabindex')).toBe('0');
    expect(block.getAttribute('aria-label')).toMatch(/^Code: /);
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
  expect(Object.keys(entry.languages).sort()).toEqual(['en', 'id']);
});

it('gives each note its own share card, in its language, 1200x630', () => {
  for (const [page, image] of [
    ['notes/google-login-tokoku.html', 'og/note-google-login-tokoku.png'],
    ['id/notes/google-login-tokoku.html', 'og/id-note-google-login-tokoku.png'],
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
