/**
 * `<Figure src alt caption />`, the one component the writing may use: its props
 * read from the MDX syntax tree and checked, then carried to the HTML tree as a `site-figure`
 * element that the page renders with `components/writing/Figure.tsx` and the feed as plain HTML.
 */
import path from 'node:path';
import { z } from 'zod';
import { describeLocalImage, unreadableImageHint } from '@/lib/config/paths';
import { imageFilesNamed } from '@/lib/media/local-image-files';
import { usesCloudinary } from '@/lib/media/images';

/** The element name a figure has between parsing and rendering. */
export const FIGURE_ELEMENT = 'site-figure';

export const figurePropsSchema = z.strictObject({
  /** Image id under public/images (no extension), or a Cloudinary public id. */
  src: z.string().trim().min(1, { error: 'must be an image id under public/images' }),
  /** What the image shows. */
  alt: z.string().trim().min(1, { error: 'must describe the image' }),
  /** Optional caption under the image. */
  caption: z.string().trim().min(1).optional(),
});

export type FigureProps = z.infer<typeof figurePropsSchema>;

/**
 * The public/ file an image id names, and that it does not exist, when images are served from
 * public/ and the image step finds no file for it (a typo in a figure or a cover stops the build);
 * undefined when it exists (in any of its types, the extension in any case) or images come from
 * Cloudinary.
 */
export function missingLocalImage(publicId: string): string | undefined {
  if (usesCloudinary()) return undefined;
  const files = imageFilesNamed(path.join(process.cwd(), 'public'), publicId);
  if (files.readable.length > 0) return undefined;
  return `${describeLocalImage(publicId)}, which does not exist${unreadableImageHint(files.unreadable)}`;
}
