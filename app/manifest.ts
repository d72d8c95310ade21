import type { MetadataRoute } from 'next';
import { site } from '@/content';
import { withBasePath } from '@/lib/config/paths';

export const dynamic = 'force-static';

/** Web app manifest. Its URLs are not prefixed by Next.js, so they carry the base path here. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    // One manifest for every language: names only, no sentence in any one language.
    name: site.fullName,
    short_name: site.firstName,
    start_url: withBasePath('/'),
    scope: withBasePath('/'),
    display: 'standalone',
    background_color: '#fbfaf7',
    theme_color: '#0f172a',
    icons: [
      { src: withBasePath('/icons/icon-192.png'), sizes: '192x192', type: 'image/png' },
      { src: withBasePath('/icons/icon-512.png'), sizes: '512x512', type: 'image/png' },
      {
        src: withBasePath('/icons/icon-512.png'),
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}
