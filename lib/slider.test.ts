import {
  ARROW_THRESHOLD,
  formatPanelNumber,
  getParallaxOffset,
  getSliderState,
  SLIDER_STEP,
} from '@/lib/slider';

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

describe('getParallaxOffset', () => {
  const centre = { x: 960, y: 400 };

  it('does not move an image when the pointer is at the centre', () => {
    expect(getParallaxOffset(centre, centre, { factoryX: 0.5, factoryY: 0.5 })).toEqual({
      x: 0,
      y: 0,
    });
  });

  it('moves against the pointer, scaled by each factor', () => {
    const offset = getParallaxOffset({ x: 1460, y: 300 }, centre, { factoryX: 0.2, factoryY: 0.4 });
    expect(offset).toEqual({ x: -8, y: 3.2 });
  });

  it('moves an image with a larger factor further', () => {
    const pointer = { x: 200, y: 700 };
    const near = getParallaxOffset(pointer, centre, { factoryX: 0.1, factoryY: 0.1 });
    const far = getParallaxOffset(pointer, centre, { factoryX: 0.5, factoryY: 0.5 });
    expect(Math.abs(far.x)).toBeGreaterThan(Math.abs(near.x));
    expect(Math.abs(far.y)).toBeGreaterThan(Math.abs(near.y));
  });
});
