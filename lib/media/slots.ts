/**
 * Where each content image is shown, and so which width the browser needs: a `sizes` true to the
 * layout's CSS at every window width (read from the components' SCSS; the photo-site browser test
 * checks no image arrives with more than twice the pixels its slot shows), the width under which
 * the owner is warned the picture will look soft, and the size assumed for a Cloudinary-only image
 * whose file is not in public/images/.
 */

export interface ImageSlot {
  /** How the owner is told what the image is, e.g. 'a project cover'. */
  label: string;
  /** The `sizes` of the image; covers cropped to a fixed height depend on the image's shape. */
  sizes: (aspect: number) => string;
  /** Narrower originals are named by the build: the largest slot shows them blurred. */
  minWidth: number;
  /** Width and height used when Cloudinary delivers an image there is no local file of. */
  fallback: { width: number; height: number };
}

/** The `sizes` of an image of this width and height in a slot. */
export function sizesFor(image: { width: number; height: number }, slot: ImageSlot): string {
  return slot.sizes(image.width / image.height);
}

/** Side padding of the pages (`$space-5` each side) and the widest content (`$content-max`). */
const PAGE_INSET = '48px';
const CONTENT_MAX = 1152;
/** Text pages (notes, case-study figures) are at most 46rem wide. */
const TEXT_MAX = 736;

const COVER = { width: 1200, height: 900 };

/** The home page's profile photo: `min(100%, 28rem)` minus the frame's 1.5rem padding each side. */
export const PORTRAIT_SLOT: ImageSlot = {
  label: 'the profile photo',
  sizes: () => '(min-width: 1024px) 400px, min(calc(100vw - 88px), 400px)',
  minWidth: 640,
  fallback: { width: 640, height: 640 },
};

/** A card of the desktop slider: the project's own width, at most 30% of the window. */
export function sliderCardSlot(cardWidth: string): ImageSlot {
  return {
    label: 'a project cover',
    sizes: () => `min(${cardWidth}, 30vw)`,
    minWidth: 1200,
    fallback: COVER,
  };
}

/** A card of the phone grid: two columns inside the page's gutters. */
export const GRID_CARD_SLOT: ImageSlot = {
  label: 'a project cover',
  sizes: () => 'calc(50vw - 26px)',
  minWidth: 1200,
  fallback: COVER,
};

/** The quick view: full width on a phone, the dialog's left column on a desktop. */
export const QUICK_VIEW_SLOT: ImageSlot = {
  label: 'a project cover',
  sizes: () => '(max-width: 767px) 100vw, 560px',
  minWidth: 1200,
  fallback: COVER,
};

/**
 * The project page's hero: the page's width, 700 px high (400 px above 1440 px), the image
 * cropped to fill it, so on a narrow screen its height decides the width it needs.
 */
export const PROJECT_HERO_SLOT: ImageSlot = {
  label: 'a project cover',
  sizes: (aspect) => {
    const box = `min(calc(100vw - ${PAGE_INSET}), ${CONTENT_MAX}px)`;
    return [
      `(width > 1440px) max(${box}, ${Math.round(400 * aspect)}px)`,
      `max(${box}, ${Math.round(700 * aspect)}px)`,
    ].join(', ');
  },
  minWidth: 1200,
  fallback: COVER,
};

/** A note's cover and a figure: the text column's width. */
const textColumn = () => `min(calc(100vw - ${PAGE_INSET}), ${TEXT_MAX}px)`;

export const NOTE_COVER_SLOT: ImageSlot = {
  label: 'a note cover',
  sizes: textColumn,
  minWidth: TEXT_MAX,
  fallback: { width: 1200, height: 630 },
};

export const FIGURE_SLOT: ImageSlot = {
  label: 'a figure',
  sizes: textColumn,
  minWidth: TEXT_MAX,
  fallback: { width: 1200, height: 675 },
};
