/**
 * `<Figure src alt width height caption />`, the one component the writing may use: its props
 * read from the MDX syntax tree and checked, then carried to the HTML tree as a `site-figure`
 * element that the page renders with `components/writing/Figure.tsx` and the feed as plain HTML.
 */
import { z } from 'zod';

/** The element name a figure has between parsing and rendering. */
export const FIGURE_ELEMENT = 'site-figure';

export const figurePropsSchema = z.strictObject({
  /** Image id under public/images (no extension), or a Cloudinary public id. */
  src: z.string().trim().min(1, { error: 'must be an image id under public/images' }),
  /** What the image shows. */
  alt: z.string().trim().min(1, { error: 'must describe the image' }),
  /** Intrinsic width in pixels. */
  width: z.coerce.number().int().positive({ error: 'must be a positive whole number of pixels' }),
  /** Intrinsic height in pixels. */
  height: z.coerce.number().int().positive({ error: 'must be a positive whole number of pixels' }),
  /** Optional caption under the image. */
  caption: z.string().trim().min(1).optional(),
});

export type FigureProps = z.infer<typeof figurePropsSchema>;
