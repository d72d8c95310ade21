import type { Metadata } from 'next';
import { site } from '@/content';
import { absoluteUrl } from '@/lib/paths';

export interface PageMetadataInput {
  /** Page title; the root layout's template appends the owner's name. */
  title?: string;
  /** Meta and social description. */
  description: string;
  /** Route path of the page, e.g. '/portofolio/3'; becomes the canonical and og:url. */
  path: string;
  /** Share image route path (1200x630), e.g. '/og/3.png'. */
  image?: { path: string; alt: string };
  /** Open Graph type. */
  type?: 'website' | 'article' | 'profile';
}

/** Share image size required by Open Graph and Twitter large cards. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The one metadata builder for every page: canonical URL, Open Graph and Twitter card. */
export function buildMetadata({
  title,
  description,
  path,
  image,
  type = 'website',
}: PageMetadataInput): Metadata {
  const url = absoluteUrl(path);
  const fullTitle = title ? `${title} · ${site.fullName}` : `${site.fullName} · ${site.role}`;
  const images = image
    ? [{ url: absoluteUrl(image.path), alt: image.alt, ...SHARE_IMAGE_SIZE, type: 'image/png' }]
    : undefined;
  return {
    title: title ?? { absolute: fullTitle },
    description,
    alternates: { canonical: url },
    openGraph: {
      title: fullTitle,
      description,
      url,
      type,
      siteName: `${site.fullName} — Portfolio`,
      locale: 'en_US',
      images,
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: fullTitle,
      description,
      images: images?.map(({ url: imageUrl, alt }) => ({ url: imageUrl, alt })),
    },
  };
}
