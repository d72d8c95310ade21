import {
  ARROW_THRESHOLD,
  formatPanelNumber,
  getParallaxShift,
  getSliderState,
  SLIDER_STEP,
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
