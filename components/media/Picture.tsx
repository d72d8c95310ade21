'use client';

import {
  fallbackSrcOf,
  srcSetOf,
  type ArtDirection,
  type ResponsiveImage,
} from '@/lib/media/responsive-image';

export interface PictureProps {
  image: ResponsiveImage;
  /** The `sizes` of the slot it sits in (lib/media/slots.ts). */
  sizes: string;
  alt: string;
  /** The page's LCP image: fetched eagerly with high priority. Every other image is lazy. */
  priority?: boolean;
  /** Files of its own for phones, offered first to the windows its `media` matches. */
  phone?: ArtDirection;
  className?: string;
}

/**
 * The markup of every content image, plain HTML rendered on the server: a `<picture>` offering
 * AVIF then WebP at several widths, the browser picking the width by the slot's `sizes`
 * (Cloudinary images are one `<img>`, Cloudinary picking the format). Width and height reserve
 * the space; the blurred preview is a class of the generated placeholders.css (a data URI, no
 * request) or, for a figure shown once on one page, the same data URI in its own style. Nothing
 * runs for it in the browser but hydration. A page's largest paint may have phone files
 * (`phone`): two more sources, first, for the windows of their `media`, with their own width and
 * height (a crop's shape; the slot's CSS fixes the box, so nothing moves).
 *
 * A client component only so that a page's React payload carries the image's short description
 * (`image`), not the markup with every URL spelled out twice (each cover is on the home page
 * three times: the phone grid, the slider, the quick view): that payload counts in the first-load
 * JavaScript budget.
 */
export function Picture({ image, sizes, alt, priority = false, phone, className }: PictureProps) {
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- next/image adds client JS and, in a static export, no optimiser.
    <img
      src={fallbackSrcOf(image, 'webp')}
      srcSet={srcSetOf(image, 'webp')}
      sizes={sizes}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={[className, image.placeholderClass].filter(Boolean).join(' ') || undefined}
      style={
        image.placeholderUri
          ? { backgroundImage: `url(${image.placeholderUri})`, backgroundSize: 'cover' }
          : undefined
      }
    />
  );
  if (!image.files) return img;
  return (
    <picture>
      {phone
        ? (['avif', 'webp'] as const).map((format) => (
            <source
              key={format}
              media={phone.media}
              type={`image/${format}`}
              srcSet={srcSetOf(phone.image, format)}
              sizes={phone.sizes}
              width={phone.image.width}
              height={phone.image.height}
            />
          ))
        : null}
      <source type="image/avif" srcSet={srcSetOf(image, 'avif')} sizes={sizes} />
      {img}
    </picture>
  );
}
