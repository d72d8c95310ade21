import type { Metadata } from 'next';
import { site } from '@/content';
import { absoluteUrl } from '@/lib/paths';

export interface PageMetadataInput {
  /** Page title; the root layout's template appends the owner's name. Omit for the home page. */
  title?: string;
  /** Meta and social description. */
  description: string;
  /** Route path of the page, e.g. '/portofolio/3'; becomes the canonical and og:url. */
  path: string;
  /** Share image (1200x630 PNG); defaults to the site's own share image. */
  image?: { path: string; alt: string };
  /** Open Graph type. Allowed: 'website' | 'article' | 'profile'. */
  type?: 'website' | 'article' | 'profile';
  /** Asks search engines not to index the page (the 404 page). */
  noIndex?: boolean;
}

/** Share image size required by Open Graph and Twitter large cards. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Which share image: a project id, or 'home' for the site's own (home page, 404). */
export type ShareImageKey = number | 'home';

/** Route path of a share image, written at build time by `app/og/[file]/route.ts`. */
export function shareImagePath(key: ShareImageKey): string {
  return `/og/${key}.png`;
}

/** The site name shown by link previews. */
export const SITE_NAME = `${site.fullName} — Portfolio`;

/** The one metadata builder for every page: canonical URL, Open Graph and Twitter card. */
export function buildMetadata({
  title,
  description,
  path,
  image = { path: shareImagePath('home'), alt: `${site.fullName}, ${site.role}` },
  type = 'website',
  noIndex = false,
}: PageMetadataInput): Metadata {
  const url = absoluteUrl(path);
  const fullTitle = title ? `${title} · ${site.fullName}` : `${site.fullName} · ${site.role}`;
  const images = [
    { url: absoluteUrl(image.path), alt: image.alt, ...SHARE_IMAGE_SIZE, type: 'image/png' },
  ];
  return {
    title: title ?? { absolute: fullTitle },
    description,
    alternates: { canonical: url },
    openGraph: {
      title: fullTitle,
      description,
      url,
      type,
      siteName: SITE_NAME,
      locale: 'en_US',
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: images.map(({ url: imageUrl, alt }) => ({ url: imageUrl, alt })),
    },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
