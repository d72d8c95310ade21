/**
 * Image URLs and markup data. Without a Cloudinary cloud name every image is served from the
 * files the build prepared (lib/media/manifest.ts): AVIF and WebP at several widths, the real
 * size read from the owner's file. With NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME set, Cloudinary
 * delivers them (automatic format and quality) at the same widths, and a local file is only read
 * for its size when there is one. Server only: client components receive the resolved strings.
 */
import 'server-only';
// next-cloudinary's own URL builder, imported directly: the package's index also exports its
// client components (next/image, next/script), and importing it from the server graph made the
// bundler ship both to every page (~14 KB gzip) although nothing renders them.
import { constructCloudinaryUrl } from '@cloudinary-util/url-loader';
import { cloudinaryCloudName } from '@/lib/config/env.mjs';
import { absoluteUrl, describeLocalImage, withBasePath } from '@/lib/config/paths';
import { manifestExists, preparedImages, type PreparedImage } from '@/lib/media/manifest';
import { neededWidth, PHONE_MEDIA, type ImageSlot } from '@/lib/media/slots';
import type { ArtDirection, ResponsiveImage } from '@/lib/media/responsive-image';
import type { ShareCard } from '@/lib/seo/share-card';
import type { CoverFocus } from '@/content';
import { cloudinaryGravity } from '@/lib/media/focus';
import { IMAGE_SETTINGS, widthsFor } from '@/lib/media/image-settings.mjs';
import { PUBLISHED_IMAGES_FOLDER } from '@/lib/media/image-paths.mjs';

/** Whether images are delivered by Cloudinary (and local image files are optional). */
export function usesCloudinary(): boolean {
  return cloudinaryCloudName !== '';
}

/** An image the pages need and the build did not prepare: the owner is told which file. */
export class MissingImageError extends Error {}

/** The prepared local image of a public id; throws naming the file the owner must add. */
export function localImage(publicId: string): PreparedImage {
  const image = preparedImages()[publicId];
  if (image) return image;
  const why = manifestExists()
    ? 'that file is missing'
    : 'the images were not prepared: run `npm run images` (npm run build and npm run dev do)';
  throw new MissingImageError(
    `The image "${publicId}" needs ${describeLocalImage(publicId)}; ${why}.`,
  );
}

/**
 * The warning for an original narrower than the widest its slot draws it at (`neededWidth`),
 * naming the file; undefined when it is wide enough.
 */
export function tooSmallWarning(
  image: Pick<PreparedImage, 'file' | 'width' | 'height'>,
  slot: Pick<ImageSlot, 'label' | 'boxes'>,
): string | undefined {
  const needed = neededWidth(image, slot);
  if (image.width >= needed) return undefined;
  return `${image.file} is ${image.width}×${image.height} px; as ${slot.label} it is shown up to ${needed} px wide and will look blurred: use a file at least ${needed} px wide.`;
}

const warned = new Set<string>();

function warnIfTooSmall(image: PreparedImage, slot: ImageSlot) {
  const warning = tooSmallWarning(image, slot);
  if (warning && !warned.has(warning)) {
    warned.add(warning);
    console.warn(`⚠ ${warning}`);
  }
}

/**
 * One Cloudinary URL (automatic format and quality) of an image at a width; with `crop`, of the
 * part of that shape cut toward the cover's focal point (Cloudinary's fill crop with the gravity
 * of `focus`, the centre by default), `width` wide.
 */
function cloudinaryUrl(
  publicId: string,
  width: number,
  crop?: { width: number; height: number },
  focus?: CoverFocus,
): string {
  return constructCloudinaryUrl({
    options: {
      src: publicId,
      width,
      format: 'auto',
      quality: 'auto',
      ...(crop && {
        height: Math.round((width * crop.height) / crop.width),
        crop: 'fill',
        gravity: cloudinaryGravity(focus),
      }),
    },
    config: { cloud: { cloudName: cloudinaryCloudName } },
  });
}

/** One description per image and manifest, shared by every slot that shows it (see below). */
const described = new WeakMap<object, Map<string, ResponsiveImage>>();

/**
 * Everything an image's markup needs but its `sizes` (`sizesFor`): its real size, its files at
 * every width (AVIF and WebP locally; Cloudinary's URLs otherwise) and its preview's class.
 * The same object is returned for every slot an image sits in: React's payload writes an object
 * passed to client components once and refers to it after that, so a cover shown by the slider,
 * the phone grid and the quick view costs the page's payload once.
 */
export function responsiveImage(publicId: string, slot: ImageSlot): ResponsiveImage {
  const images = preparedImages();
  const local = usesCloudinary() ? images[publicId] : localImage(publicId);
  if (local) warnIfTooSmall(local, slot);
  const { width, height } = local ?? slot.fallback;
  const key = local ? publicId : `${publicId}@${width}x${height}`;
  const cache = described.get(images) ?? new Map<string, ResponsiveImage>();
  described.set(images, cache);
  const known = cache.get(key);
  if (known) return known;
  const placeholderClass = local?.placeholderClass || undefined;
  const placeholderUri = (!placeholderClass && local?.placeholder) || undefined;
  const image: ResponsiveImage = usesCloudinary()
    ? {
        width,
        height,
        placeholderClass,
        placeholderUri,
        cloudinary: {
          src: cloudinaryUrl(publicId, Math.min(width, 800)),
          srcSet: widthsFor(width, IMAGE_SETTINGS, height)
            .map((w) => `${cloudinaryUrl(publicId, w)} ${w}w`)
            .join(', '),
        },
      }
    : {
        width,
        height,
        placeholderClass,
        placeholderUri,
        files: {
          base: withBasePath(`/${PUBLISHED_IMAGES_FOLDER}/${publicId}`),
          tag: local!.tag,
          widths: local!.sources.webp.map((variant) => variant.width),
        },
      };
  cache.set(key, image);
  return image;
}

/** An image's shape, width over height, as the slot shows it (its real size, or the fallback's). */
export function imageAspect(publicId: string, slot: ImageSlot): number {
  const { width, height } = responsiveImage(publicId, slot);
  return width / height;
}

/**
 * The phone files of a page's largest paint, as the `<source>` offered to phones before the
 * usual ones; undefined when the slot has none, the build made none for the image (an image the
 * content does not name as a cover), or Cloudinary delivers it (it sizes every image itself).
 */
export function phoneSource(publicId: string, slot: ImageSlot): ArtDirection | undefined {
  if (usesCloudinary()) return undefined;
  const phone = preparedImages()[publicId]?.phone;
  if (!phone || !slot.phone) return undefined;
  const image = localImage(publicId);
  return phoneArtDirection(slot.phone, {
    width: phone.width,
    height: phone.height,
    files: {
      base: withBasePath(`/${PUBLISHED_IMAGES_FOLDER}/${publicId}-phone`),
      tag: image.tag,
      widths: phone.sources.avif.map((variant) => variant.width),
    },
  });
}

/** The phones' `<source>` of a slot for their own image, its `sizes` from that image's shape. */
function phoneArtDirection(
  phoneSlot: NonNullable<ImageSlot['phone']>,
  image: ResponsiveImage,
): ArtDirection {
  return { media: PHONE_MEDIA, sizes: phoneSlot.sizes(image.width / image.height), image };
}

/** The widest WebP of a local image at most `maxWidth` wide (for players, feeds, structured data). */
function localWebp(publicId: string, maxWidth: number): string {
  const variants = localImage(publicId).sources.webp;
  const fitting = variants.filter(({ width }) => width <= maxWidth);
  return (fitting.at(-1) ?? variants[0]!).path;
}

/** The width of a Cloudinary-only image: its local file's if there is one, else `fallback`. */
function knownWidth(publicId: string, fallback: number): number {
  return preparedImages()[publicId]?.width ?? fallback;
}

/** The demo player is 640 px wide at most; twice that covers high-density screens. */
const POSTER_WIDTH = 1280;

/** The demo video's poster: the cover at the player's size, from Cloudinary or prepared locally. */
export function posterUrl(publicId: string): string {
  return usesCloudinary()
    ? cloudinaryUrl(publicId, Math.min(knownWidth(publicId, POSTER_WIDTH), POSTER_WIDTH))
    : withBasePath(localWebp(publicId, POSTER_WIDTH));
}

/** Structured data and the CV's photo get the image at its full width, up to this. */
const SHARED_WIDTH = 1920;

/** An absolute image URL for structured data: Cloudinary's, or the widest WebP on this site. */
export function absoluteImageUrl(publicId: string): string {
  return usesCloudinary()
    ? cloudinaryUrl(publicId, Math.min(knownWidth(publicId, SHARED_WIDTH), SHARED_WIDTH))
    : absoluteUrl(localWebp(publicId, SHARED_WIDTH));
}

// Text on Cloudinary share images: Cloudinary renders the font, so it needs one it hosts.
const SHARE_FONT = 'Arial';
const SHARE_MARGIN = 80;

/**
 * A 1200x630 share image composed by Cloudinary from the card's image: darkened so white text
 * reads on any cover, with the eyebrow, title and subtitle set over it. Nothing is drawn locally.
 */
export function cloudinaryShareImageUrl(
  card: ShareCard,
  size: { width: number; height: number },
): string {
  const textWidth = size.width - 2 * SHARE_MARGIN;
  const line = (text: string, fontSize: number, y: number, fontWeight?: 'bold') => ({
    width: textWidth,
    crop: 'fit' as const,
    // No weight key for regular text: an empty one would write `Arial_36_`, which Cloudinary rejects.
    text: {
      color: 'white',
      fontFamily: SHARE_FONT,
      fontSize,
      text,
      ...(fontWeight && { fontWeight }),
    },
    position: { x: SHARE_MARGIN, y, gravity: 'south_west' },
  });
  // What next-cloudinary's getCldOgImageUrl does (a JPEG filled to the size), through the same
  // builder, for the reason given at the imports.
  return constructCloudinaryUrl({
    config: { cloud: { cloudName: cloudinaryCloudName } },
    options: {
      src: card.image,
      width: size.width,
      height: size.height,
      crop: { type: 'fill', gravity: cloudinaryGravity(card.focus), source: true },
      format: 'jpg',
      brightness: '-45',
      overlays: [
        {
          text: {
            color: 'white',
            fontFamily: SHARE_FONT,
            fontSize: 26,
            fontWeight: 'bold',
            text: card.eyebrow,
          },
          position: { x: SHARE_MARGIN, y: SHARE_MARGIN, gravity: 'north_west' },
        },
        line(card.title.toUpperCase(), 84, 170, 'bold'),
        line(card.subtitle, 36, 110),
        line(card.footer, 26, SHARE_MARGIN - 20),
      ],
    },
  });
}
