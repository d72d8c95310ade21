/**
 * RSS 2.0 and JSON Feed 1.1 of a language's notes, full content, absolute URLs, made with `feed`.
 * Written at build time by the static route handlers `feed.xml` and `feed.json`.
 */
import 'server-only';
import { Feed } from 'feed';
import { site } from '@/content';
import { absoluteUrl } from '@/lib/config/paths';
import { feedHtml } from '@/lib/writing/feed-html';
import { feedPaths } from '@/lib/writing/feed-paths';
import { languagePath, type Language } from '@/lib/i18n/languages';
import { compileMdx } from '@/lib/writing/mdx';
import { getNotes } from '@/lib/writing/notes';
import { regionLabels, writingWords } from '@/lib/writing/words';
import { tagPath } from '@/lib/writing/tags';

async function buildFeed(lang: Language): Promise<Feed> {
  const words = writingWords(lang);
  const notes = getNotes(lang);
  const paths = feedPaths(lang);
  const author = { name: site.fullName, link: absoluteUrl('/') };
  const feed = new Feed({
    id: absoluteUrl(languagePath(lang, '/notes')),
    link: absoluteUrl(languagePath(lang, '/notes')),
    title: words.feedTitle,
    description: words.notesIntro,
    language: lang,
    // The newest change, so the file only changes when a note does.
    updated: new Date(
      notes
        .map((note) => note.data.updated ?? note.data.date)
        .sort()
        .at(-1) ?? '1970-01-01',
    ),
    generator: false,
    copyright: `© ${site.fullName}`,
    author,
    feedLinks: { rss: absoluteUrl(paths.rss), json: absoluteUrl(paths.json) },
    favicon: absoluteUrl('/icon.svg'),
  });
  for (const note of notes) {
    const { tree } = await compileMdx(note.body, note.file, regionLabels(words));
    const url = absoluteUrl(note.path);
    feed.addItem({
      title: note.data.title,
      id: url,
      link: url,
      description: note.data.summary,
      content: feedHtml(tree, note.path),
      date: new Date(`${note.data.updated ?? note.data.date}T00:00:00Z`),
      published: new Date(`${note.data.date}T00:00:00Z`),
      author: [author],
      category: note.data.tags.map((tag) => ({
        name: tag,
        domain: absoluteUrl(languagePath(lang, tagPath(tag))),
      })),
    });
  }
  return feed;
}

/** The RSS 2.0 document of a language's notes. */
export async function rssFeed(lang: Language): Promise<string> {
  return (await buildFeed(lang)).rss2();
}

/** The JSON Feed document of a language's notes. */
export async function jsonFeed(lang: Language): Promise<string> {
  return (await buildFeed(lang)).json1();
}
