/**
 * `<Figure src alt caption />`, the one component the writing may use: its props
 * read from the MDX syntax tree and checked, then carried to the HTML tree as a `site-figure`
 * element that the page renders with `components/writing/Figure.tsx` and the feed as plain HTML.
 */
import path from 'node:path';
import { z } from 'zod';
import {
  describeLocalImage,
  imageIdFormProblem,
  oneImageFilesProblem,
  unreadableImageHint,
} from '@/lib/config/paths';
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
 * What a figure's or a cover's image id is told when images are served from public/ and the image
 * step could not use it, as the projects' covers are told (lib/content/validate.ts): written with
 * its folder or extension, naming no file (a typo in a figure or a cover stops the build), or
 * naming two files of one image (`x.png` beside `x.webp`), which stop the image step. Undefined
 * when one file is there (in any of its types, the extension in any case) or images come from
 * Cloudinary. Each answer follows `field "src" ` in a problem line.
 */
export function localImageProblem(publicId: string): string | undefined {
  if (usesCloudinary()) return undefined;
  const form = imageIdFormProblem(publicId);
  if (form) return form;
  const files = imageFilesNamed(path.join(process.cwd(), 'public'), publicId);
  if (files.readable.length > 1) return oneImageFilesProblem(files.readable);
  if (files.readable.length === 1) return undefined;
  return `names ${describeLocalImage(publicId)}, which does not exist${unreadableImageHint(files.unreadable)}`;
}
