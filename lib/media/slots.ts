/**
 * Where each content image is shown, and so which width the browser needs: a `sizes` true to the
 * layout's CSS at every window width (read from the components' SCSS; the photo-site browser test
 * checks no image arrives with more than twice the pixels its slot shows), the boxes it is drawn
 * in at their widest (from which `neededWidth` tells the owner when a file will look blurred), and
 * the size assumed for a Cloudinary-only image whose file is not in public/images/.
 */
import { SLIDER_STEP } from '@/lib/slider/rules';
import { CARD_FRAME_RATIO, coverFit, GRID_FRAME_RATIO, sliderFrameRatio } from '@/lib/media/focus';
import { mediaBelow, mediaFrom } from '@/lib/media/image-settings.mjs';

/**
 * A box a slot draws an image in, at the widest window of a layout (CSS px), and how the image
 * fills it. A slot whose layout depends on the image's shape gives the box for that shape.
 */
export interface SlotBox {
  width: number;
  /** Without a height the image keeps its own shape at `width` (a figure in a text column). */
  height?: number;
  /** `cover` (default): fills the box, cropped, as `object-fit: cover`; `contain`: all of it. */
  fit?: 'cover' | 'contain';
}

export interface ImageSlot {
  /** How the owner is told what the image is, e.g. 'a project cover'. */
  label: string;
  /** The `sizes` of the image; covers cropped to a fixed height depend on the image's shape. */
  sizes: (aspect: number) => string;
  /**
   * The boxes the slot draws an image of this shape (width ÷ height) in, one per layout at its
   * widest: a file narrower than the widest it is drawn at is named by the build.
   */
  boxes: (aspect: number) => SlotBox[];
  /** Width and height used when Cloudinary delivers an image there is no local file of. */
  fallback: { width: number; height: number };
  /**
   * A page's largest paint has files of its own for phones (lib/media/phone-variants.ts), offered
   * to windows matching PHONE_MEDIA, with their `sizes` from their own shape.
   */
  phone?: { sizes: (aspect: number) => string };
}

// The windows that take the phone files, and the others (lib/media/image-settings.mjs).
export { NOT_PHONE_MEDIA, PHONE_MEDIA } from '@/lib/media/image-settings.mjs';

/**
 * The page gutter (`$gutter-value`; below 320 px in em it narrows further, where these sizes are
 * not made for) and the gap between slider cards (`$space-5`).
 */
const GUTTER = 'clamp(1.25rem, 0.5rem + 3vw, 3rem)';
/** The gutter in px at a window width, as GUTTER computes it. */
const gutterAt = (window: number) => Math.min(48, Math.max(20, 8 + 0.03 * window));

/** The pages' column on a phone: the window less its two gutters. */
const PHONE_COLUMN = `calc(100vw - 2 * ${GUTTER})`;

/** The `sizes` of an image of this width and height in a slot. */
export function sizesFor(image: { width: number; height: number }, slot: ImageSlot): string {
  return slot.sizes(image.width / image.height);
}

/** The CSS width an image of `aspect` (width ÷ height) is drawn at in `box`. */
export function drawnWidth(aspect: number, box: SlotBox): number {
  if (box.height === undefined) return box.width;
  const atBoxHeight = box.height * aspect;
  return box.fit === 'contain'
    ? Math.min(box.width, atBoxHeight)
    : Math.max(box.width, atBoxHeight);
}

/**
 * The screen density a file is asked to cover. A file drawn wider than its own pixels is
 * enlarged on every screen, which is what "blurred" names. Denser screens are sent the files up
 * to their density wherever the file has the pixels (the ladder's widths up to 1920, the phones'
 * files up to PHONE_MAX_DENSITY); a file between one and the screen's density is merely less crisp
 * there, as a 1200-px export is in a 1152-px band on a 2× laptop, and is not warned about.
 */
export const DENSITY_ASKED = 1;

/**
 * The narrowest file of this size's shape that a slot never enlarges: the widest CSS width its
 * boxes draw that shape at, times DENSITY_ASKED. A pure function of the file's size and the
 * slot's boxes, so a layout change is made in the slot's `boxes`, and the warning follows.
 */
export function neededWidth(
  image: { width: number; height: number },
  slot: Pick<ImageSlot, 'boxes'>,
): number {
  const aspect = image.width / image.height;
  const widest = Math.max(...slot.boxes(aspect).map((box) => drawnWidth(aspect, box)));
  return Math.ceil(widest * DENSITY_ASKED);
}

/** The widest window of the phone layout (below the `md` breakpoint). */
const PHONE_LAYOUT_MAX = 767;

/**
 * The pages' column (`page-column`, styles/_tokens.scss): the window less its two gutters, at
 * most the widest content (`$content-max`) or, for text pages, 46rem.
 */
const pageColumn = (max: number) => `min(calc(100vw - 2 * ${GUTTER}), ${max}px)`;
const CONTENT_MAX = 1152;
/** Text pages (notes, case-study figures) are at most 46rem wide. */
const TEXT_MAX = 736;

const COVER = { width: 1200, height: 900 };

/** The home page's profile photo: `min(100%, 28rem)` minus the frame's 1.5rem padding each side. */
export const PORTRAIT_SLOT: ImageSlot = {
  label: 'the profile photo',
  sizes: () => `${mediaFrom(1024)} 400px, min(calc(100vw - 88px), 400px)`,
  // A square frame, the photo cropped to fill it.
  boxes: () => [{ width: 400, height: 400 }],
  fallback: { width: 640, height: 640 },
};

const CARD_GAP = 24;
/**
 * The height a slider card may take: its row's (`clamp(21rem, 30vw, 36rem)`) less the row's
 * padding above and below (`$space-5` + `$space-6`), WorkSection.module.scss's `--row-inner`.
 */
const ROW_INNER = '(clamp(336px, 30vw, 576px) - 56px)';

/** A width in rem as a number (the content's card widths are rem), or undefined. */
function remOf(width: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)rem\s*$/.exec(width);
  return match ? Number(match[1]) : undefined;
}

/**
 * A card of the desktop slider. Its row (WorkSection.module.scss) is at most one slider step
 * wide inside the gutters, and its cards shrink in proportion to their own widths to fit it
 * (`flex: 0 1 <width>`), so a card shows its share of the row, and no card is taller than the
 * row (its width at most the row's height times its frame's shape); below 1024 px the row wraps
 * into thirds. The cover fills the card's frame (`sliderFrameRatio`: the owner's portrait 3:4,
 * square or landscape 4:3, or the cover's own shape when it is far from that) cropped, so a
 * portrait card draws a landscape picture wider than the card.
 */
export function sliderCardSlot(
  cardWidth: string,
  rowWidths: string[],
  layout: keyof typeof CARD_FRAME_RATIO,
): ImageSlot {
  const widths = rowWidths.map(remOf);
  const own = remOf(cardWidth);
  const total = widths.reduce<number>((sum, width) => sum + (width ?? NaN), 0);
  const gaps = (rowWidths.length - 1) * CARD_GAP;
  const row = `min(100vw, ${SLIDER_STEP}px) - 2 * ${GUTTER} - ${gaps}px`;
  const card =
    own !== undefined && Number.isFinite(total)
      ? `min(${cardWidth}, ${(own / total).toFixed(4)} * (${row}))`
      : `min(${cardWidth}, 30vw)`;
  const third = `(100vw - 2 * ${GUTTER} - ${2 * CARD_GAP}px) / 3`;
  return {
    label: 'a project cover',
    sizes: (aspect) => {
      const frame = sliderFrameRatio(layout, aspect);
      const crop = Math.max(1, aspect / frame);
      const scaled = (box: string) =>
        crop === 1 ? `calc(${box})` : `calc(${crop.toFixed(3)} * ${box})`;
      const fitted = `min(${card}, ${frame.toFixed(3)} * ${ROW_INNER})`;
      return `${mediaBelow(1024)} ${scaled(`(${third})`)}, ${scaled(fitted)}`;
    },
    boxes: (aspect) => {
      // At most its own width on a desktop (a width that is not rem: 30% of the slider's step)
      // and no taller than the widest row's inside (576 - 56 px); a third of the row below
      // 1024 px. The frame's shape for this cover, which it fills cropped.
      const frame = sliderFrameRatio(layout, aspect);
      const desktop = Math.min(own !== undefined ? own * 16 : 0.3 * SLIDER_STEP, frame * 520);
      const wrapped = (1023 - 2 * gutterAt(1023) - 2 * CARD_GAP) / 3;
      return [desktop, wrapped].map((width) => ({ width, height: width / frame }));
    },
    fallback: COVER,
  };
}

/** A card of the phone grid: two columns inside the page's gutters. */
export const GRID_CARD_SLOT: ImageSlot = {
  label: 'a project cover',
  sizes: () => 'calc(50vw - 26px)',
  // Half the widest phone-layout window, a 4:3 frame the cover fills, or is shown whole in when
  // far from that shape (`coverFit`).
  boxes: (aspect) => {
    const width = PHONE_LAYOUT_MAX / 2 - 26;
    return [{ width, height: width / GRID_FRAME_RATIO, fit: coverFit(aspect, GRID_FRAME_RATIO) }];
  },
  fallback: COVER,
};

/**
 * A card of My Work, one image for both layouts (WorkCard.tsx): the phone grid's card below
 * 768 px, the slider's card above. A mobile user agent on a wider screen (a tablet) gets the grid
 * there but is offered the slider's width, the smaller of the two: a little soft, never heavy.
 */
export function workCardSlot(
  cardWidth: string,
  rowWidths: string[],
  layout: keyof typeof CARD_FRAME_RATIO,
): ImageSlot {
  const slider = sliderCardSlot(cardWidth, rowWidths, layout);
  return {
    ...slider,
    sizes: (aspect) => {
      // A wider cover cropped to the 4:3 frame is drawn wider than it; one shown whole is not.
      const cropped = coverFit(aspect, GRID_FRAME_RATIO) === 'cover';
      const crop = cropped ? Math.max(1, aspect / GRID_FRAME_RATIO) : 1;
      const grid = GRID_CARD_SLOT.sizes(aspect);
      const phone = crop === 1 ? grid : `calc(${crop.toFixed(3)} * (${grid}))`;
      return `${mediaBelow(768)} ${phone}, ${slider.sizes(aspect)}`;
    },
    // Drawn in both layouts: the blur warning takes the wider.
    boxes: (aspect) => [...slider.boxes(aspect), ...GRID_CARD_SLOT.boxes(aspect)],
  };
}

/**
 * The quick view's cover frame, width over height: 4:3 on a phone; on a desktop the left column
 * (1.1 of 2.1 parts of 60rem) by the text's height, about square (QuickView.module.scss).
 */
export const QUICK_VIEW_SHAPE = { phone: 4 / 3, desktop: 1 };

/**
 * How much the desktop quick view may crop a cover: its frame is as tall as the text beside it,
 * from a wide rectangle to a tall one by the project's words, so it shows a cover whole sooner
 * than a frame of a fixed shape does: a phone screenshot whole over its blurred preview, a 4:3
 * screenshot cropped at its sides.
 */
const QUICK_VIEW_DESKTOP_MAX_CROP = 1.5;

/** How the quick view shows a cover of `aspect`: on a phone (4:3 frame) and beside the text. */
export function quickViewFit(aspect: number) {
  return {
    phone: coverFit(aspect, QUICK_VIEW_SHAPE.phone),
    desktop: coverFit(aspect, QUICK_VIEW_SHAPE.desktop, QUICK_VIEW_DESKTOP_MAX_CROP),
  };
}

/**
 * A card of the all-projects page (/portofolio): the container's width on a phone, half of it
 * from 768 px, a third from 1024 px, where the 72rem container stops the card at 368 px.
 */
export const PROJECT_LIST_SLOT: ImageSlot = {
  label: 'a project cover',
  sizes: () =>
    `${mediaFrom(1024)} min(368px, calc(33vw - 40px)), ${mediaFrom(768)} calc(50vw - 44px), calc(100vw - 40px)`,
  // Each layout's widest card, a 4:3 frame the cover fills, or is shown whole in when far from
  // that shape (`coverFit`), as in the phone grid.
  boxes: (aspect) =>
    [PHONE_LAYOUT_MAX - 40, 1023 / 2 - 44, 368].map((width) => ({
      width,
      height: width / GRID_FRAME_RATIO,
      fit: coverFit(aspect, GRID_FRAME_RATIO),
    })),
  fallback: COVER,
};

/** The quick view: full width on a phone, the dialog's left column on a desktop. */
export const QUICK_VIEW_SLOT: ImageSlot = {
  label: 'a project cover',
  sizes: () => `${mediaBelow(768)} 100vw, 560px`,
  // The window's width on a phone layout, the dialog's 560-px column on a desktop, each in its
  // frame (QUICK_VIEW_SHAPE), cropped or shown whole as `coverFit` decides.
  boxes: (aspect) =>
    [
      { width: PHONE_LAYOUT_MAX, shape: QUICK_VIEW_SHAPE.phone, fit: quickViewFit(aspect).phone },
      { width: 560, shape: QUICK_VIEW_SHAPE.desktop, fit: quickViewFit(aspect).desktop },
    ].map(({ width, shape, fit }) => ({ width, height: width / shape, fit })),
  fallback: COVER,
};

/**
 * The project hero's widest box on a desktop, width over height: the content's width by 700 px,
 * and by 400 px above 1440 px (ProjectHero.module.scss). A cover much taller than these is shown
 * whole there (lib/media/focus.ts, `coverFit`).
 */
export const PROJECT_HERO_SHAPE = { desktop: CONTENT_MAX / 700, wide: CONTENT_MAX / 400 };

/**
 * The project page's hero: the page's width, 700 px high (400 px above 1440 px), the image
 * cropped to fill it, so on a wide screen its height decides the width it needs. Below 768 px the
 * band takes the cover's shape (at most 700 px high): the cover is drawn at the column's width,
 * and a phone gets its own files of the whole picture.
 */
export const PROJECT_HERO_SLOT: ImageSlot = {
  label: 'a project cover',
  sizes: (aspect) => {
    const box = pageColumn(CONTENT_MAX);
    return [
      `${mediaBelow(PHONE_LAYOUT_MAX + 1)} ${PHONE_COLUMN}`,
      `(width > ${1440 / 16}em) max(${box}, ${Math.round(400 * aspect)}px)`,
      `max(${box}, ${Math.round(700 * aspect)}px)`,
    ].join(', ');
  },
  // A cover far from the band's shape is shown whole in it on a desktop (`coverFit`), not
  // enlarged to its middle; a phone's band is the cover's shape, as wide as its column.
  boxes: (aspect) => [
    { width: CONTENT_MAX, height: 700, fit: coverFit(aspect, PROJECT_HERO_SHAPE.desktop) },
    { width: CONTENT_MAX, height: 400, fit: coverFit(aspect, PROJECT_HERO_SHAPE.wide) },
    { width: PHONE_LAYOUT_MAX - 2 * gutterAt(PHONE_LAYOUT_MAX) },
  ],
  fallback: COVER,
  phone: { sizes: () => PHONE_COLUMN },
};

/** A note's cover and a figure: the text column's width. */
const textColumn = () => pageColumn(TEXT_MAX);

export const NOTE_COVER_SLOT: ImageSlot = {
  label: 'a note cover',
  sizes: textColumn,
  boxes: () => [{ width: TEXT_MAX }],
  fallback: { width: 1200, height: 630 },
  phone: { sizes: () => PHONE_COLUMN },
};

export const FIGURE_SLOT: ImageSlot = {
  label: 'a figure',
  sizes: textColumn,
  boxes: () => [{ width: TEXT_MAX }],
  fallback: { width: 1200, height: 675 },
};
