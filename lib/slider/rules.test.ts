import {
  ARROW_THRESHOLD,
  arrowTakingFocus,
  formatPanelNumber,
  getParallaxShift,
  getSliderState,
  offsetFromCentre,
  panelIndicator,
  panelName,
  panelRange,
  PROJECTS_PER_PANEL,
  sameSliderState,
  slicePanels,
  SLIDER_STEP,
  sliderLayout,
  scrolledFromStart,
  sliderScroll,
} from '@/lib/slider/rules';

const ten = sliderLayout(10);

describe('sliderLayout', () => {
  it("gives the spec's numbers for ten projects: two panels, 01 / 02, the swap at 1296 px", () => {
    expect(ten).toEqual({
      panels: 2,
      controls: true,
      previousFrom: 1296,
      nextHiddenFrom: 1296,
      lastPanelAt: 1800,
    });
    expect(panelIndicator(1, ten)).toBe('01 / 02');
  });

  it('shows no arrows and no indicator for one panel (1 or 5 projects)', () => {
    for (const count of [1, 5]) {
      const layout = sliderLayout(count);
      expect(layout).toMatchObject({ panels: 1, controls: false, lastPanelAt: 0 });
      expect(getSliderState(0, layout)).toEqual({
        showPrevious: false,
        showNext: false,
        panel: 1,
      });
    }
  });

  it('makes two panels of six projects, with the same threshold as ten', () => {
    const six = sliderLayout(6);
    expect(six).toEqual(ten);
    expect(panelIndicator(2, six)).toBe('02 / 02');
  });

  it('adds a panel for the eleventh project: 01 / 03, the right arrow hiding 1296 px into the last step', () => {
    const eleven = sliderLayout(11);
    expect(eleven).toMatchObject({ panels: 3, previousFrom: 1296, lastPanelAt: 3600 });
    expect(eleven.nextHiddenFrom).toBe(SLIDER_STEP + ARROW_THRESHOLD);
    expect(panelIndicator(1, eleven)).toBe('01 / 03');
    // In the middle panel both arrows show.
    expect(getSliderState(SLIDER_STEP, eleven)).toEqual({
      showPrevious: true,
      showNext: true,
      panel: 2,
    });
    expect(getSliderState(SLIDER_STEP + ARROW_THRESHOLD - 1, eleven).showNext).toBe(true);
    expect(getSliderState(SLIDER_STEP + ARROW_THRESHOLD, eleven).showNext).toBe(false);
    expect(getSliderState(2 * SLIDER_STEP, eleven)).toEqual({
      showPrevious: true,
      showNext: false,
      panel: 3,
    });
  });

  it('makes six panels of thirty projects: 01 / 06, the range five steps', () => {
    const thirty = sliderLayout(30);
    expect(thirty).toMatchObject({ panels: 6, lastPanelAt: 5 * SLIDER_STEP });
    expect(thirty.nextHiddenFrom).toBe(4 * SLIDER_STEP + ARROW_THRESHOLD);
    expect(panelIndicator(6, thirty)).toBe('06 / 06');
    expect(getSliderState(5 * SLIDER_STEP, thirty)).toMatchObject({ panel: 6, showNext: false });
    expect(getSliderState(4 * SLIDER_STEP, thirty)).toMatchObject({ panel: 5, showNext: true });
  });
});

describe('slicePanels', () => {
  const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

  it('cuts the list into panels of five, in order, the last one shorter', () => {
    expect(slicePanels(ids(1))).toEqual([[1]]);
    expect(slicePanels(ids(5))).toEqual([[1, 2, 3, 4, 5]]);
    expect(slicePanels(ids(6))).toEqual([[1, 2, 3, 4, 5], [6]]);
    expect(slicePanels(ids(10))).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10],
    ]);
    expect(slicePanels(ids(11)).map((panel) => panel.length)).toEqual([5, 5, 1]);
    expect(slicePanels(ids(30)).map((panel) => panel.length)).toEqual([5, 5, 5, 5, 5, 5]);
  });

  it('agrees with the layout on the number of panels for every count from 1 to 30', () => {
    for (let count = 1; count <= 30; count++) {
      const panels = slicePanels(ids(count));
      expect(panels).toHaveLength(sliderLayout(count).panels);
      expect(Math.max(...panels.map((panel) => panel.length))).toBeLessThanOrEqual(
        PROJECTS_PER_PANEL,
      );
    }
  });
});

describe('panelName', () => {
  const words = { range: 'Projects {first} to {last}', single: 'Project {first}' };

  it('names a panel by its positions, a panel of one by its one', () => {
    expect(panelName(words, 0, 5)).toBe('Projects 1 to 5');
    expect(panelName(words, 1, 3)).toBe('Projects 6 to 8');
    expect(panelName(words, 1, 1)).toBe('Project 6');
  });
});

describe('panelRange', () => {
  it('names the positions of a full and of a shorter last panel', () => {
    expect(panelRange(0, 5)).toEqual({ first: 1, last: 5 });
    expect(panelRange(1, 5)).toEqual({ first: 6, last: 10 });
    expect(panelRange(1, 1)).toEqual({ first: 6, last: 6 });
  });
});

describe('getSliderState (ten projects)', () => {
  it('shows only the right arrow and panel 01 at the start', () => {
    expect(getSliderState(0, ten)).toEqual({ showPrevious: false, showNext: true, panel: 1 });
  });

  it('keeps the right arrow up to 1295 px', () => {
    expect(getSliderState(ARROW_THRESHOLD - 1, ten)).toMatchObject({
      showPrevious: false,
      showNext: true,
    });
  });

  it('hides the right arrow and shows the left one from 1296 px', () => {
    expect(getSliderState(ARROW_THRESHOLD, ten)).toMatchObject({
      showPrevious: true,
      showNext: false,
    });
    expect(getSliderState(SLIDER_STEP, ten)).toEqual({
      showPrevious: true,
      showNext: false,
      panel: 2,
    });
  });

  it('names the panel mostly in view', () => {
    expect(getSliderState(SLIDER_STEP / 2 - 1, ten).panel).toBe(1);
    expect(getSliderState(SLIDER_STEP / 2, ten).panel).toBe(2);
  });

  it('stays within panels 1 and 2 for overscroll', () => {
    expect(getSliderState(-40, ten).panel).toBe(1);
    expect(getSliderState(SLIDER_STEP * 3, ten).panel).toBe(2);
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
    expect(sameSliderState(getSliderState(0, ten), getSliderState(300, ten))).toBe(true);
  });

  it('fails when the panel or an arrow differs', () => {
    expect(sameSliderState(getSliderState(0, ten), getSliderState(SLIDER_STEP / 2, ten))).toBe(
      false,
    );
    expect(
      sameSliderState(getSliderState(SLIDER_STEP / 2, ten), getSliderState(ARROW_THRESHOLD, ten)),
    ).toBe(false);
  });
});

describe('arrowTakingFocus', () => {
  const start = getSliderState(0, ten);
  const end = getSliderState(SLIDER_STEP, ten);

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

  it('scrolls to the left for "next" on a right-to-left page, where the slider ends', () => {
    expect(sliderScroll(1, false, true)).toEqual({ left: -1800, behavior: 'smooth' });
    expect(sliderScroll(-1, true, true)).toEqual({ left: 1800, behavior: 'auto' });
  });
});

describe('scrolledFromStart', () => {
  it('is the scroll position, counted from the right on a right-to-left page', () => {
    expect(scrolledFromStart({ scrollLeft: 1800 })).toBe(1800);
    // Right to left, scrollLeft runs from 0 down to minus the scrollable width.
    expect(scrolledFromStart({ scrollLeft: -1800 })).toBe(1800);
    expect(getSliderState(scrolledFromStart({ scrollLeft: -1800 }), ten)).toMatchObject({
      panel: 2,
      showPrevious: true,
    });
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
