import Image from 'next/image';
import { cloudinarySrcSet, localImagePath, usesCloudinary } from '@/lib/images';

export interface SiteImageProps {
  /** Image public id, e.g. 'projects/tokoku' (Cloudinary id, or `public/images/<id>.webp`). */
  publicId: string;
  alt: string;
  width: number;
  height: number;
  /** Layout sizes hint for responsive candidates, e.g. '(max-width: 767px) 50vw, 400px'. */
  sizes?: string;
  /** The LCP image: loaded eagerly with high fetch priority and preloaded. */
  priority?: boolean;
  /** Without priority: 'eager' for images needed soon but below the fold; default 'lazy'. */
  loading?: 'eager' | 'lazy';
  className?: string;
}

/**
 * Every content image goes through here. With NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME set, the image is
 * delivered by Cloudinary (URLs built by next-cloudinary on the server, so no image JavaScript
 * ships); otherwise the pre-sized WebP in `public/` is served as is, since a static export has no
 * image optimiser. Width and height always reserve the space, so nothing shifts.
 */
export function SiteImage({
  publicId,
  alt,
  width,
  height,
  sizes,
  priority,
  loading,
  className,
}: SiteImageProps) {
  const loadingMode = priority ? 'eager' : (loading ?? 'lazy');
  if (usesCloudinary()) {
    const { src, srcSet } = cloudinarySrcSet(publicId, width);
    return (
      // eslint-disable-next-line @next/next/no-img-element -- Cloudinary resizes; next/image's loader would be client JS.
      <img
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={loadingMode}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={className}
      />
    );
  }
  return (
    <Image
      src={localImagePath(publicId)}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      priority={priority}
      loading={loadingMode}
      className={className}
    />
  );
}
