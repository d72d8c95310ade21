import 'server-only';
// next-cloudinary's own URL builder, imported directly: the package's index also exports its
// client components (next/image, next/script), and importing it from the server graph made the
// bundler ship both to every page (~14 KB gzip) although nothing renders them.
import { constructCloudinaryUrl } from '@cloudinary-util/url-loader';
import { withBasePath } from '@/lib/paths';

/** Cloudinary cloud name; empty means images are served from `public/images/`. */
export const cloudinaryCloudName = process.env.NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME ?? '';

/** Whether images are delivered by Cloudinary. */
export function usesCloudinary(): boolean {
  return cloudinaryCloudName !== '';
}

/** The local file of an image public id, base path included: `/images/<id>.webp`. */
export function localImagePath(publicId: string): string {
  return withBasePath(`/images/${publicId}.webp`);
}

/** Widths offered to the browser, capped at the image's own width. */
const CANDIDATE_WIDTHS = [320, 480, 640, 960, 1200, 1600];

/** Cloudinary URLs (auto format and quality) for an image at several widths. */
export function cloudinarySrcSet(publicId: string, intrinsicWidth: number) {
  const widths = CANDIDATE_WIDTHS.filter((w) => w < intrinsicWidth).concat(intrinsicWidth);
  const url = (width: number) =>
    constructCloudinaryUrl({
      options: { src: publicId, width, format: 'auto', quality: 'auto' },
      config: { cloud: { cloudName: cloudinaryCloudName } },
    });
  return {
    src: url(intrinsicWidth),
    srcSet: widths.map((width) => `${url(width)} ${width}w`).join(', '),
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
