/**
 * Image URLs. With NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME set, every image (covers, photo, the demo
 * poster, share images) is a Cloudinary delivery URL built by next-cloudinary's URL builder, and no local file
 * is needed; without it, the pre-sized WebP files in `public/images/` are used. Server only:
 * client components receive the resolved strings.
 */
import 'server-only';
// next-cloudinary's own URL builder, imported directly: the package's index also exports its
// client components (next/image, next/script), and importing it from the server graph made the
// bundler ship both to every page (~14 KB gzip) although nothing renders them.
import { constructCloudinaryUrl } from '@cloudinary-util/url-loader';
import { cloudinaryCloudName } from '@/lib/config/env.mjs';
import { absoluteUrl, localImageFile, withBasePath } from '@/lib/config/paths';
import type { ShareCard } from '@/lib/seo/share-card';


/** Whether images are delivered by Cloudinary (and local image files are optional). */
export function usesCloudinary(): boolean {
  return cloudinaryCloudName !== '';
}

/** The local file of an image public id, base path included: `/images/<id>.webp`. */
export function localImagePath(publicId: string): string {
  return withBasePath(localImageFile(publicId));
}

/** Widths offered to the browser, capped at the image's own width. */
const CANDIDATE_WIDTHS = [320, 480, 640, 960, 1200, 1600];

/** One Cloudinary URL (automatic format and quality) of an image at a width. */
function cloudinaryUrl(publicId: string, width: number): string {
  return constructCloudinaryUrl({
    options: { src: publicId, width, format: 'auto', quality: 'auto' },
    config: { cloud: { cloudName: cloudinaryCloudName } },
  });
}

/** Cloudinary URLs (auto format and quality) for an image at several widths. */
export function cloudinarySrcSet(publicId: string, intrinsicWidth: number) {
  const widths = CANDIDATE_WIDTHS.filter((w) => w < intrinsicWidth).concat(intrinsicWidth);
  return {
    src: cloudinaryUrl(publicId, intrinsicWidth),
    srcSet: widths.map((width) => `${cloudinaryUrl(publicId, width)} ${width}w`).join(', '),
  };
}

/** The URLs of an image: `src`, plus a `srcSet` of widths when Cloudinary resizes it. */
export interface ImageSources {
  src: string;
  srcSet?: string;
}

/**
 * Resolves an image's URLs on the server, for client components that render a plain <img>:
 * they receive strings and never import next-cloudinary (which would add ~45 KB of JavaScript).
 */
export function imageSources(publicId: string, intrinsicWidth: number): ImageSources {
  return usesCloudinary()
    ? cloudinarySrcSet(publicId, intrinsicWidth)
    : { src: localImagePath(publicId) };
}

/** The demo player is 640 px wide at most; twice that covers high-density screens. */
const POSTER_WIDTH = 1280;

/** The demo video's poster: the cover, from Cloudinary at the player's size, or the local file. */
export function posterUrl(publicId: string, intrinsicWidth: number): string {
  return usesCloudinary()
    ? cloudinaryUrl(publicId, Math.min(intrinsicWidth, POSTER_WIDTH))
    : localImagePath(publicId);
}

/** An absolute image URL for structured data: Cloudinary's, or the local file's on this site. */
export function absoluteImageUrl(publicId: string, intrinsicWidth: number): string {
  return usesCloudinary()
    ? cloudinaryUrl(publicId, intrinsicWidth)
    : absoluteUrl(localImageFile(publicId));
}

// Text on Cloudinary share images: Cloudinary renders the font, so it needs one it hosts.
const SHARE_FONT = 'Arial';
const SHARE_MARGIN = 80;

/**
 * A 1200x630 share image composed by Cloudinary from the card's image: darkened so white text
 * reads on any cover, with the eyebrow, title and subtitle set over it. Nothing is drawn locally.
 */
export function cloudinaryShareImageUrl(
  card: ShareCard,
  size: { width: number; height: number },
): string {
  const textWidth = size.width - 2 * SHARE_MARGIN;
  const line = (text: string, fontSize: number, y: number, fontWeight?: 'bold') => ({
    width: textWidth,
    crop: 'fit' as const,
    // No weight key for regular text: an empty one would write `Arial_36_`, which Cloudinary rejects.
    text: {
      color: 'white',
      fontFamily: SHARE_FONT,
      fontSize,
      text,
      ...(fontWeight && { fontWeight }),
    },
    position: { x: SHARE_MARGIN, y, gravity: 'south_west' },
  });
  // What next-cloudinary's getCldOgImageUrl does (a JPEG filled to the size), through the same
  // builder, for the reason given at the imports.
  return constructCloudinaryUrl({
    config: { cloud: { cloudName: cloudinaryCloudName } },
    options: {
      src: card.image,
      width: size.width,
      height: size.height,
      crop: { type: 'fill', gravity: 'center', source: true },
      format: 'jpg',
      brightness: '-45',
      overlays: [
        {
          text: {
            color: 'white',
            fontFamily: SHARE_FONT,
            fontSize: 26,
            fontWeight: 'bold',
            text: card.eyebrow,
          },
          position: { x: SHARE_MARGIN, y: SHARE_MARGIN, gravity: 'north_west' },
        },
        line(card.title.toUpperCase(), 84, 170, 'bold'),
        line(card.subtitle, 36, 110),
        line(card.footer, 26, SHARE_MARGIN - 20),
      ],
    },
  });
}
