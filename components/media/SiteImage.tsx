import Image from 'next/image';
import { CloudinaryImage } from '@/components/media/CloudinaryImage';
import { cloudinaryCloudName, localImagePath } from '@/lib/images';

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
 * delivered by Cloudinary through next-cloudinary; otherwise the pre-sized WebP in `public/` is
 * served as is (a static export has no image optimiser). Width and height always reserve space.
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
  if (cloudinaryCloudName) {
    return (
      <CloudinaryImage
        src={publicId}
        alt={alt}
        width={width}
        height={height}
        sizes={sizes}
        priority={priority}
        loading={priority ? undefined : loading}
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
      loading={priority ? 'eager' : (loading ?? 'lazy')}
      className={className}
    />
  );
}
