import type { Metadata } from 'next';
import { shareCopy, site } from '@/content';
import { fillTemplate } from '@/lib/content/copy';
import { cloudinaryShareImageUrl, usesCloudinary } from '@/lib/media/images';
import { getProject } from '@/lib/content/projects';
import { projectShareCard, siteShareCard } from '@/lib/seo/share-card';
import { absoluteUrl } from '@/lib/config/paths';
import { feedPaths } from '@/lib/writing/feed-paths';
import { defaultLanguage } from '@/lib/writing/language';
import { hasNotes } from '@/lib/writing/notes';

export interface PageMetadataInput {
  /** Page title; the root layout's template appends the owner's name. Omit for the home page. */
  title?: string;
  /** Meta and social description. */
  description: string;
  /** Route path of the page, e.g. '/portofolio/3'; becomes the canonical and og:url. */
  path: string;
  /** Share image (1200x630), an absolute URL from `shareImageUrl`; defaults to the site's own. */
  image?: { url: string; alt: string };
  /** Open Graph type. Allowed: 'website' | 'article' | 'profile'. */
  type?: 'website' | 'article' | 'profile';
  /** Asks search engines not to index the page (the 404 page). */
  noIndex?: boolean;
  /** The page's language, for the feeds it announces. */
  lang?: string;
}

/** Share image size required by Open Graph and Twitter large cards. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Which share image: a project id, or 'home' for the site's own (home page, 404). */
export type ShareImageKey = number | 'home';

/** Route path of a locally drawn share image, written at build time by `app/og/[file]/route.ts`. */
export function shareImagePath(key: ShareImageKey): string {
  return `/og/${key}.png`;
}

/**
 * The absolute URL of a share image: composed by Cloudinary when a cloud name is set (no local
 * drawing, no local file needed), else the PNG the build draws.
 */
export function shareImageUrl(key: ShareImageKey): string {
  if (!usesCloudinary()) return absoluteUrl(shareImagePath(key));
  const project = key === 'home' ? undefined : getProject(key);
  const card = project ? projectShareCard(project, site) : siteShareCard(site);
  return cloudinaryShareImageUrl(card, SHARE_IMAGE_SIZE);
}

/** The site name shown by link previews. */
export const SITE_NAME = fillTemplate(shareCopy.siteName, { name: site.fullName });

/** The one metadata builder for every page: canonical URL, Open Graph and Twitter card. */
export function buildMetadata({
  title,
  description,
  path,
  image = { url: shareImageUrl('home'), alt: `${site.fullName}, ${site.role}` },
  type = 'website',
  noIndex = false,
  lang = defaultLanguage,
}: PageMetadataInput): Metadata {
  const url = absoluteUrl(path);
  const fullTitle = title ? `${title} · ${site.fullName}` : `${site.fullName} · ${site.role}`;
  const imageType = usesCloudinary() ? 'image/jpeg' : 'image/png';
  const images = [{ url: image.url, alt: image.alt, ...SHARE_IMAGE_SIZE, type: imageType }];
  return {
    title: title ?? { absolute: fullTitle },
    description,
    alternates: { canonical: url, types: feedAlternates(lang) },
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

/** The feeds every page announces (`<link rel="alternate">`), when the language has notes. */
export function feedAlternates(lang: string): Record<string, string> | undefined {
  if (!hasNotes(lang)) return undefined;
  const paths = feedPaths(lang);
  return {
    'application/rss+xml': absoluteUrl(paths.rss),
    'application/feed+json': absoluteUrl(paths.json),
  };
}
