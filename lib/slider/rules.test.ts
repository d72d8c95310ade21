import {
  ARROW_THRESHOLD,
  arrowTakingFocus,
  formatPanelNumber,
  getParallaxShift,
  getSliderState,
  offsetFromCentre,
  sameSliderState,
  SLIDER_STEP,
  sliderScroll,
} from '@/lib/slider/rules';

describe('getSliderState', () => {
  it('shows only the right arrow and panel 01 at the start', () => {
    expect(getSliderState(0)).toEqual({ showPrevious: false, showNext: true, panel: 1 });
  });

  it('keeps the right arrow up to 1295 px', () => {
    expect(getSliderState(ARROW_THRESHOLD - 1)).toMatchObject({
      showPrevious: false,
      showNext: true,
    });
  });

  it('hides the right arrow and shows the left one from 1296 px', () => {
    expect(getSliderState(ARROW_THRESHOLD)).toMatchObject({ showPrevious: true, showNext: false });
    expect(getSliderState(SLIDER_STEP)).toEqual({ showPrevious: true, showNext: false, panel: 2 });
  });

  it('names the panel mostly in view', () => {
    expect(getSliderState(SLIDER_STEP / 2 - 1).panel).toBe(1);
    expect(getSliderState(SLIDER_STEP / 2).panel).toBe(2);
  });

  it('stays within panels 1 and 2 for overscroll', () => {
    expect(getSliderState(-40).panel).toBe(1);
    expect(getSliderState(SLIDER_STEP * 3).panel).toBe(2);
  });
});

describe('formatPanelNumber', () => {
  it('pads to two digits', () => {
    expect(formatPanelNumber(1)).toBe('01');
    expect(formatPanelNumber(2)).toBe('02');
  });
});

describe('getParallaxShift', () => {
  it('does not move an image when the pointer is at the centre', () => {
    expect(getParallaxShift(0, 0.5)).toBe(0);
  });

  it('moves against the pointer, scaled by the factor', () => {
    expect(getParallaxShift(500, 0.2)).toBe(-8);
    expect(getParallaxShift(-100, 0.4)).toBe(3.2);
  });

  it('moves an image with a larger factor further', () => {
    expect(Math.abs(getParallaxShift(-760, 0.5))).toBeGreaterThan(
      Math.abs(getParallaxShift(-760, 0.1)),
    );
  });
});

describe('sameSliderState', () => {
  it('holds for two positions that show the same arrows and panel', () => {
    expect(sameSliderState(getSliderState(0), getSliderState(300))).toBe(true);
  });

  it('fails when the panel or an arrow differs', () => {
    expect(sameSliderState(getSliderState(0), getSliderState(SLIDER_STEP / 2))).toBe(false);
    expect(sameSliderState(getSliderState(SLIDER_STEP / 2), getSliderState(ARROW_THRESHOLD))).toBe(
      false,
    );
  });
});

describe('arrowTakingFocus', () => {
  const start = getSliderState(0);
  const end = getSliderState(SLIDER_STEP);

  it('hands focus from the right arrow to the left one when the right one hides', () => {
    expect(arrowTakingFocus(end, 'next', 'previous', 'next')).toBe('previous');
  });

  it('hands focus from the left arrow to the right one when the left one hides', () => {
    expect(arrowTakingFocus(start, 'previous', 'previous', 'next')).toBe('next');
  });

  it('moves no focus while the focused arrow stays, or when no arrow is focused', () => {
    expect(arrowTakingFocus(start, 'next', 'previous', 'next')).toBeNull();
    expect(arrowTakingFocus(end, 'previous', 'previous', 'next')).toBeNull();
    expect(arrowTakingFocus(end, 'a link', 'previous', 'next')).toBeNull();
  });
});

describe('sliderScroll', () => {
  it("scrolls one step smoothly in the arrow's direction", () => {
    expect(sliderScroll(1, false)).toEqual({ left: SLIDER_STEP, behavior: 'smooth' });
    expect(sliderScroll(-1, false)).toEqual({ left: -SLIDER_STEP, behavior: 'smooth' });
  });

  it('jumps without the smooth scroll under reduced motion', () => {
    expect(sliderScroll(1, true)).toEqual({ left: SLIDER_STEP, behavior: 'auto' });
  });
});

describe('offsetFromCentre', () => {
  it('is zero at the centre of the box', () => {
    expect(offsetFromCentre(1000, 100, 1800)).toBe(0);
  });

  it('is negative before the centre and positive after it', () => {
    expect(offsetFromCentre(100, 100, 1800)).toBe(-900);
    expect(offsetFromCentre(1900, 100, 1800)).toBe(900);
  });
});
