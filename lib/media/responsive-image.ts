/**
 * What an image's markup needs but the `sizes` of its slot (lib/media/slots.ts), resolved on the server (lib/media/images.ts) and passed as plain
 * data, so client components render images without importing any image code. Local images are
 * described by their file name pattern and widths, not by every URL: the description is what a
 * page's React payload carries for each image (the phone grid, the slider and the quick view each
 * show every cover), and the full `srcset` strings are written from it (`srcSetOf`).
 */
export interface ResponsiveImage {
  /** The original's real size: the img's width and height, which reserve its space. */
  width: number;
  height: number;
  /** The class showing a blurred preview behind the image while it loads (placeholders.css). */
  placeholderClass?: string;
  /**
   * The preview's data URI, for an image that shows it in its own style attribute (a figure:
   * lib/media/shared-previews.ts says which images have a class instead).
   */
  placeholderUri?: string;
  /** Local files, `<base>-<width>.<tag>.<avif|webp>` (base path included) at each width. */
  files?: { base: string; tag: string; widths: number[] };
  /** Cloudinary's URLs (its automatic format): used when there are no local files. */
  cloudinary?: { src: string; srcSet: string };
}

/**
 * A `<source>` a `<picture>` offers windows matching `media` before its usual ones: the phone
 * files of a page's largest paint (lib/media/slots.ts, `phone`). Its width and height are its
 * own (a crop's shape differs from the image's).
 */
export interface ArtDirection {
  media: string;
  sizes: string;
  image: ResponsiveImage;
}

export type ImageFormat = 'avif' | 'webp';

/** The local file of an image at one width and format. */
function fileUrl(files: NonNullable<ResponsiveImage['files']>, width: number, format: ImageFormat) {
  return `${files.base}-${width}.${files.tag}.${format}`;
}

/** The `srcset` of a local image in one format, or Cloudinary's (any format). */
export function srcSetOf(image: ResponsiveImage, format: ImageFormat): string {
  if (!image.files) return image.cloudinary?.srcSet ?? '';
  const { files } = image;
  return files.widths.map((width) => `${fileUrl(files, width, format)} ${width}w`).join(', ');
}

/** A browser that ignores `srcset` gets the widest file at most 800 px wide. */
const FALLBACK_WIDTH = 800;

/** The `src` of an image: one file of a middling width. */
export function fallbackSrcOf(image: ResponsiveImage, format: ImageFormat): string {
  if (!image.files) return image.cloudinary?.src ?? '';
  const { widths } = image.files;
  const width = widths.filter((w) => w <= FALLBACK_WIDTH).at(-1) ?? widths[0]!;
  return fileUrl(image.files, width, format);
}
