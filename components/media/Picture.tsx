'use client';

import {
  fallbackSrcOf,
  srcSetOf,
  type ArtDirection,
  type ImageFormat,
  type ResponsiveImage,
} from '@/lib/media/responsive-image';

export interface PictureProps {
  image: ResponsiveImage;
  /** The `sizes` of the slot it sits in (lib/media/slots.ts). */
  sizes: string;
  alt: string;
  /**
   * The page's LCP image: fetched eagerly with high priority; `'wide'` eagerly at the browser's
   * own priority (SiteImage announces it for the windows where it is the LCP image). Every other
   * image is lazy.
   */
  priority?: ImagePriority;
  /** Files of its own for phones, offered first to the windows its `media` matches. */
  phone?: ArtDirection;
  className?: string;
}

/**
 * The markup of every content image, plain HTML rendered on the server: a `<picture>` offering
 * AVIF then WebP at several widths, the browser picking the width by the slot's `sizes`
 * (Cloudinary images are one `<img>`, Cloudinary picking the format, in a `<picture>` only for
 * its crop for phones). Width and height reserve
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
/**
 * The formats a `<source>` of the image is offered in: AVIF then WebP for local files; one
 * source without a type for Cloudinary, which picks the format itself.
 */
function formatsOf(image: ResponsiveImage): (ImageFormat | undefined)[] {
  return image.files ? ['avif', 'webp'] : [undefined];
}

/** Whether an image is its page's LCP image: everywhere, on windows wider than a phone, or not. */
export type ImagePriority = boolean | 'wide';

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
      fetchPriority={priority === true ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={[className, image.placeholderClass].filter(Boolean).join(' ') || undefined}
      style={
        image.placeholderUri
          ? { backgroundImage: `url(${image.placeholderUri})`, backgroundSize: 'cover' }
          : undefined
      }
    />
  );
  if (!image.files && !phone) return img;
  return (
    <picture>
      {phone
        ? formatsOf(phone.image).map((format) => (
            <source
              key={format ?? 'auto'}
              media={phone.media}
              type={format && `image/${format}`}
              srcSet={srcSetOf(phone.image, format ?? 'webp')}
              sizes={phone.sizes}
              width={phone.image.width}
              height={phone.image.height}
            />
          ))
        : null}
      {image.files ? (
        <source type="image/avif" srcSet={srcSetOf(image, 'avif')} sizes={sizes} />
      ) : null}
      {img}
    </picture>
  );
}
