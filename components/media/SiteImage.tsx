import { imageSources } from '@/lib/media/images';

export interface SiteImageProps {
  /** Image public id, e.g. 'projects/tokoku' (Cloudinary id, or `public/images/<id>.webp`). */
  publicId: string;
  alt: string;
  width: number;
  height: number;
  /** Layout sizes hint for Cloudinary's width candidates, e.g. '(max-width: 767px) 50vw, 400px'. */
  sizes?: string;
  /**
   * The page's LCP image: fetched eagerly with high priority, and (through React's automatic image
   * preload) announced in <head> ahead of the stylesheets. Every other image is lazy.
   */
  priority?: boolean;
  className?: string;
}

/**
 * Every content image goes through here: a plain server-rendered <img>, so no image JavaScript
 * ships (a static export has no image optimiser for next/image to call anyway). With
 * NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME set, Cloudinary delivers it at several widths; otherwise the
 * pre-sized WebP in `public/` is served as is. Width and height always reserve the space, so
 * nothing shifts. A lazy image the layout hides (display: none) is never fetched, which is how a
 * phone skips the desktop slider's covers and a desktop the phone grid's.
 */
export function SiteImage({
  publicId,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
}: SiteImageProps) {
  const { src, srcSet } = imageSources(publicId, width);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image adds client JS and, unoptimised, nothing else.
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={className}
    />
  );
}
