import type { ResponsiveImage } from '@/lib/media/responsive-image';

export interface PictureProps {
  image: ResponsiveImage;
  alt: string;
  /** The page's LCP image: fetched eagerly with high priority. Every other image is lazy. */
  priority?: boolean;
  className?: string;
}

/**
 * The markup of every content image, plain HTML with no image JavaScript: a `<picture>` offering
 * AVIF then WebP at several widths, the browser picking the width by the slot's `sizes`
 * (Cloudinary images are one `<img>`, Cloudinary picking the format). Width and height reserve
 * the space. The blurred preview sits in the img's background until the picture covers it: a
 * class of the generated lib/media/generated/placeholders.css (a data URI, no request).
 * Usable from server and client components: it only renders props.
 */
export function Picture({ image, alt, priority = false, className }: PictureProps) {
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- next/image adds client JS and, in a static export, no optimiser.
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={[className, image.placeholderClass].filter(Boolean).join(' ') || undefined}
    />
  );
  if (!image.avifSrcSet) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={image.sizes} />
      {img}
    </picture>
  );
}
