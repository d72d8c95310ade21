/**
 * What an image's markup needs, resolved on the server (lib/media/images.ts) and passed as plain
 * strings, so client components render images without importing any image code.
 */
export interface ResponsiveImage {
  /** The original's real size: the img's width and height, which reserve its space. */
  width: number;
  height: number;
  /** The `sizes` of the slot the image sits in. */
  sizes: string;
  /** A URL for browsers that ignore `srcset`. */
  src: string;
  /** WebP files (local) or Cloudinary URLs in its automatic format, with their widths. */
  srcSet: string;
  /** Local images only: the AVIF files, offered first through a `<picture>` source. */
  avifSrcSet?: string;
  /** Local images only: the AVIF file of `src`'s width (the href of the LCP image's preload). */
  avifSrc?: string;
  /** The class showing a blurred preview behind the image while it loads (placeholders.css). */
  placeholderClass?: string;
}
