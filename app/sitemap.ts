import type { MetadataRoute } from 'next';
import { getProjectIds } from '@/lib/content/projects';
import { CV_PAGE_PATH } from '@/lib/cv/build';
import { absoluteUrl } from '@/lib/config/paths';
import { languageAlternates, languageCodes, languagePath } from '@/lib/i18n/languages';

export const dynamic = 'force-static';

/** A page in every language, each entry listing all of them as alternates. */
function everyLanguage(
  path: string,
  entry: Omit<MetadataRoute.Sitemap[number], 'url'>,
): MetadataRoute.Sitemap {
  const alternates = languageAlternates(path);
  return languageCodes.map((language) => ({
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

/** The home page, the CV and the ten project pages, in every language. */
export default function sitemap(): MetadataRoute.Sitemap {
  return [
    ...everyLanguage('/', { changeFrequency: 'monthly', priority: 1 }),
    ...everyLanguage(CV_PAGE_PATH, { changeFrequency: 'monthly', priority: 0.9 }),
    ...getProjectIds().flatMap((id) =>
      everyLanguage(`/portofolio/${id}`, { changeFrequency: 'yearly', priority: 0.8 }),
    ),
  ];
}
