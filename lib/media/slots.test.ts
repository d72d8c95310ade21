import {
  drawnWidth,
  FIGURE_SLOT,
  GRID_CARD_SLOT,
  neededWidth,
  PORTRAIT_SLOT,
  PROJECT_HERO_SLOT,
  PROJECT_LIST_SLOT,
  QUICK_VIEW_SLOT,
  quickViewFit,
  sliderCardSlot,
  workCardSlot,
  type ImageSlot,
} from '@/lib/media/slots';

/** A phone screenshot, a panoramic photo, and a small 4:3 export. */
const tall = { width: 1080, height: 1920 };
const wide = { width: 1800, height: 600 };
const small = { width: 600, height: 450 };

const sliderCards: Record<string, ImageSlot> = {
  'a portrait slider card': sliderCardSlot('20rem', ['20rem', '28rem'], 'portrait'),
  'a landscape slider card': sliderCardSlot('28rem', ['20rem', '28rem'], 'landscape'),
};
const projectSlots: Record<string, ImageSlot> = {
  ...sliderCards,
  'a grid card': GRID_CARD_SLOT,
  'the quick view': QUICK_VIEW_SLOT,
  'the project hero': PROJECT_HERO_SLOT,
  'the all-projects page': PROJECT_LIST_SLOT,
};

describe('the width an image is drawn at in a box', () => {
  it('covers a box (the larger of its width and the picture at its height), or fits inside it', () => {
    expect(drawnWidth(0.5, { width: 400, height: 300 })).toBe(400);
    expect(drawnWidth(3, { width: 400, height: 300 })).toBe(900);
    expect(drawnWidth(0.5, { width: 400, height: 300, fit: 'contain' })).toBe(150);
    expect(drawnWidth(3, { width: 400, height: 300, fit: 'contain' })).toBe(400);
    // A box without a height: the picture keeps its shape at the box's width.
    expect(drawnWidth(3, { width: 736 })).toBe(736);
  });
});

describe('the width a file needs in its slots', () => {
  it('lets a 1080×1920 phone screenshot pass in every project slot: none draws it wider than 767 px', () => {
    for (const [name, slot] of Object.entries(projectSlots)) {
      expect({ name, needed: neededWidth(tall, slot) <= 1080 }).toEqual({ name, needed: true });
    }
    // Shown whole in the hero's band on a desktop (394 px wide); the phone layout's band, the
    // cover's own shape up to 700 px high, draws it at the column's 705 px (767 less two 31-px gutters).
    expect(neededWidth(tall, PROJECT_HERO_SLOT)).toBe(705);
    expect(neededWidth(tall, sliderCards['a portrait slider card']!)).toBe(320);
    // Far from the grid's 4:3 frame: shown whole in it, 268 px high.
    expect(neededWidth(tall, GRID_CARD_SLOT)).toBe(151);
  });

  it('asks more of a panoramic photo in a cropping slot: at the hero’s 700-px height it is 2100 px wide', () => {
    expect(neededWidth(wide, PROJECT_HERO_SLOT)).toBe(2100);
    // The all-projects page's 4:3 card, 727 px wide on a phone layout, shows it whole like the
    // grid: its width, not the 1636 px a crop to 545 px high would take.
    expect(neededWidth(wide, PROJECT_LIST_SLOT)).toBe(727);
    // The grid's 4:3 frame shows it whole, its width.
    expect(neededWidth(wide, GRID_CARD_SLOT)).toBe(358);
    expect(neededWidth(wide, FIGURE_SLOT)).toBe(736);
  });

  it('asks a small 4:3 file for the hero’s full 1152-px band, a figure for the text column', () => {
    expect(neededWidth(small, PROJECT_HERO_SLOT)).toBe(1152);
    expect(neededWidth(small, FIGURE_SLOT)).toBe(736);
    expect(neededWidth(small, sliderCards['a landscape slider card']!)).toBe(448);
    // A square photo frame 400 px wide crops a 4:3 photo to its height: 533 px of it are drawn.
    expect(neededWidth(small, PORTRAIT_SLOT)).toBe(534);
  });
});

describe("a work card's sizes", () => {
  const row = ['20rem', '25rem'];

  it('offers a phone the grid column, wider by the crop of a wide cover', () => {
    // 3:2 in the grid's 4:3 frame: drawn 1.125 times the column's width.
    expect(workCardSlot('25rem', row, 'landscape').sizes(3 / 2)).toMatch(
      /^\(max-width: 47\.99875em\) calc\(1\.125 \* \(calc\(50vw - 26px\)\)\), /,
    );
    // A phone screenshot is shown whole there: the column's width.
    expect(workCardSlot('25rem', row, 'landscape').sizes(1080 / 1920)).toMatch(
      /^\(max-width: 47\.99875em\) calc\(50vw - 26px\), /,
    );
  });

  it('asks a file for the wider of the two layouts it is drawn in', () => {
    // Its boxes are both layouts': never less than either alone asks.
    expect(
      neededWidth({ width: 1200, height: 900 }, workCardSlot('25rem', row, 'landscape')),
    ).toBeGreaterThanOrEqual(
      neededWidth({ width: 1200, height: 900 }, sliderCardSlot('25rem', row, 'landscape')),
    );
    expect(
      neededWidth({ width: 1080, height: 1920 }, workCardSlot('25rem', row, 'landscape')),
    ).toBeGreaterThanOrEqual(neededWidth({ width: 1080, height: 1920 }, GRID_CARD_SLOT));
  });

  it("bounds a slider card by its row's height times its frame's shape", () => {
    // A phone screenshot in a landscape card takes its own shape, 0.5625: narrowed to the row.
    const sizes = workCardSlot('25rem', row, 'landscape').sizes(1080 / 1920);
    expect(sizes).toContain('0.563 * (clamp(336px, 30vw, 576px) - 56px)');
    // A 4:3 cover in a portrait card: the 3:4 frame, the cover drawn 1.778 times as wide.
    expect(workCardSlot('20rem', row, 'portrait').sizes(4 / 3)).toContain(
      'calc(1.778 * min(min(20rem, ',
    );
  });
});

describe('the quick view frame', () => {
  it('shows a phone screenshot whole beside the text, and crops a 4:3 or square cover to fill it', () => {
    expect(quickViewFit(1080 / 1920)).toEqual({ phone: 'contain', desktop: 'contain' });
    expect(quickViewFit(3 / 4)).toEqual({ phone: 'cover', desktop: 'cover' });
    expect(quickViewFit(4 / 3)).toEqual({ phone: 'cover', desktop: 'cover' });
    expect(quickViewFit(1)).toEqual({ phone: 'cover', desktop: 'cover' });
    // A panorama is shown whole on both.
    expect(quickViewFit(3)).toEqual({ phone: 'contain', desktop: 'contain' });
  });
});
