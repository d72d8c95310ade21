import { preload } from 'react-dom';
import { phoneSource, responsiveImage } from '@/lib/media/images';
import { NOT_PHONE_MEDIA, sizesFor, type ImageSlot } from '@/lib/media/slots';
import { fallbackSrcOf, srcSetOf, type ResponsiveImage } from '@/lib/media/responsive-image';
import { Picture, type ImagePriority } from '@/components/media/Picture';

export interface SiteImageProps {
  /** Image public id, e.g. 'projects/tokoku': `public/images/<id>.<jpg|png|webp|avif>` or Cloudinary's. */
  publicId: string;
  alt: string;
  /** Where the image sits in the layout (lib/media/slots.ts): decides its `sizes`. */
  slot: ImageSlot;
  /**
   * The page's LCP image: fetched eagerly with high priority, and announced in <head> ahead of
   * the stylesheets. `'wide'`: the LCP image on windows wider than a phone only (a list whose
   * first screen, on a phone, may end above the image's, depending on the owner's words; the home
   * page's photo, below the words on a phone): it is announced for those windows and fetched
   * eagerly everywhere, and on a phone its priority is the browser's, which raises it if the
   * layout puts it on screen; the scripts that wait for the LCP image wait for it on those windows
   * alone (scripts/postbuild/lcp-image.mjs). Every other image is lazy.
   */
  priority?: ImagePriority;
  className?: string;
}

/**
 * Every content image of a server component goes through here (see Picture for the markup). A
 * lazy image the layout hides (display: none) is never fetched, which is how a phone skips the
 * desktop slider's covers and a desktop the phone grid's.
 *
 * The LCP image's preload: React writes one by itself for an `<img fetchPriority="high">`, but
 * not for one inside a `<picture>` (a `<source>` may replace it). So the AVIF set is preloaded
 * here, with the same `sizes`, typed `image/avif` so a browser without AVIF skips the preload
 * (and takes the WebP the `<picture>` falls back to). With phone files, each set is preloaded for
 * the windows that take it (the same `media` as its `<source>`), so a window fetches one file.
 * On Cloudinary the sets are its URLs, untyped (it picks the format).
 */
export function SiteImage({ publicId, alt, slot, priority = false, className }: SiteImageProps) {
  const image = responsiveImage(publicId, slot);
  const sizes = sizesFor(image, slot);
  const phone = phoneSource(publicId, slot);
  const wideOnly = priority === 'wide';
  // A lone `<img>` at high priority (a Cloudinary image) gets React's own preload.
  if (priority && (image.files || phone || wideOnly)) {
    if (phone && !wideOnly) preloadImage(phone.image, phone.sizes, phone.media);
    preloadImage(image, sizes, phone || wideOnly ? NOT_PHONE_MEDIA : undefined);
  }
  return (
    <Picture
      image={image}
      sizes={sizes}
      alt={alt}
      priority={priority}
      phone={phone}
      className={className}
    />
  );
}

/**
 * Announces an image's set in <head>, ahead of the stylesheets, for the windows of `media`: the
 * AVIF files of a local image, Cloudinary's URLs (any format) of a cloud one.
 */
function preloadImage(image: ResponsiveImage, sizes: string, media: string | undefined) {
  preload(fallbackSrcOf(image, 'avif'), {
    as: 'image',
    ...(image.files && { type: 'image/avif' }),
    imageSrcSet: srcSetOf(image, 'avif'),
    imageSizes: sizes,
    fetchPriority: 'high',
    ...(media && { media }),
  });
}
