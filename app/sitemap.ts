import type { MetadataRoute } from 'next';
import { getProjectIds } from '@/lib/content';
import { absoluteUrl } from '@/lib/paths';

export const dynamic = 'force-static';

/** The home page and the ten project pages. */
export default function sitemap(): MetadataRoute.Sitemap {
  return [
    { url: absoluteUrl('/'), changeFrequency: 'monthly', priority: 1 },
    ...getProjectIds().map((id) => ({
      url: absoluteUrl(`/portofolio/${id}`),
      changeFrequency: 'yearly' as const,
      priority: 0.8,
    })),
  ];
}
