import type { MetadataRoute } from 'next';
import { getProjectIds } from '@/lib/content/index';
import { CV_PAGE_PATH } from '@/lib/cv/build';
import { absoluteUrl } from '@/lib/config/paths';

export const dynamic = 'force-static';

/** The home page, the CV and the ten project pages. */
export default function sitemap(): MetadataRoute.Sitemap {
  return [
    { url: absoluteUrl('/'), changeFrequency: 'monthly', priority: 1 },
    { url: absoluteUrl(CV_PAGE_PATH), changeFrequency: 'monthly', priority: 0.9 },
    ...getProjectIds().map((id) => ({
      url: absoluteUrl(`/portofolio/${id}`),
      changeFrequency: 'yearly' as const,
      priority: 0.8,
    })),
  ];
}
