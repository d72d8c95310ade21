import type { MetadataRoute } from 'next';
import { getProjectIds } from '@/lib/content/projects';
import { CV_PAGE_PATH } from '@/lib/cv/build';
import { absoluteUrl } from '@/lib/config/paths';
import {
  languageAlternates,
  languageCodes,
  languagePath,
  type Language,
} from '@/lib/i18n/languages';
import { getNotes, languagesWithNotes, noteLanguages, notePath } from '@/lib/writing/notes';
import { getTags } from '@/lib/writing/tag-index';

export const dynamic = 'force-static';

/** A page in every language, each entry listing all of them as alternates. */
function everyLanguage(
  path: string,
  entry: Omit<MetadataRoute.Sitemap[number], 'url'>,
  available: readonly Language[] = languageCodes,
): MetadataRoute.Sitemap {
  const alternates = languageAlternates(path, available);
  return available.map((language) => ({
    url: absoluteUrl(languagePath(language, path)),
    ...entry,
    ...(alternates.length > 0 && {
      alternates: {
        languages: Object.fromEntries(
          alternates.map((alternate) => [alternate.language, absoluteUrl(alternate.path)]),
        ),
      },
    }),
  }));
}

/**
 * The home page, the CV, the all-projects page and every project page, in every language; the notes list, each note
 * and each tag page in the languages they exist in.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return [
    ...everyLanguage('/', { changeFrequency: 'monthly', priority: 1 }),
    ...everyLanguage(CV_PAGE_PATH, { changeFrequency: 'monthly', priority: 0.9 }),
    ...everyLanguage('/portofolio', { changeFrequency: 'monthly', priority: 0.9 }),
    ...getProjectIds().flatMap((id) =>
      everyLanguage(`/portofolio/${id}`, { changeFrequency: 'yearly', priority: 0.8 }),
    ),
    ...(languagesWithNotes().length > 0
      ? everyLanguage('/notes', { changeFrequency: 'weekly', priority: 0.7 }, languagesWithNotes())
      : []),
    ...[
      ...new Set(languageCodes.flatMap((language) => getNotes(language).map((n) => n.slug))),
    ].flatMap((slug) => {
      const note = languageCodes
        .map((language) => getNotes(language).find((n) => n.slug === slug))
        .find(Boolean)!;
      return everyLanguage(
        notePath(slug),
        {
          changeFrequency: 'yearly',
          priority: 0.6,
          lastModified: note.data.updated ?? note.data.date,
        },
        noteLanguages(slug),
      );
    }),
    ...languageCodes.flatMap((language) =>
      getTags(language).map((tag) => ({
        url: absoluteUrl(languagePath(language, `/tags/${tag.slug}`)),
        changeFrequency: 'monthly' as const,
        priority: 0.3,
      })),
    ),
  ];
}
