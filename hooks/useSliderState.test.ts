import { act, renderHook } from '@testing-library/react';
import { SLIDER_STEP, sliderLayout } from '@/lib/slider/rules';
import { useSliderState } from '@/hooks/useSliderState';

function setup(projectCount = 10) {
  const scroller = document.createElement('div');
  const previous = document.createElement('button');
  const next = document.createElement('button');
  document.body.append(previous, next, scroller);
  const scrollTo = (left: number) =>
    act(() => {
      // jsdom does no layout: the position is set by hand, as a swipe would.
      Object.defineProperty(scroller, 'scrollLeft', { value: left, configurable: true });
      scroller.dispatchEvent(new Event('scroll'));
    });
  const refs = [{ current: scroller }, { current: previous }, { current: next }] as const;
  const layout = sliderLayout(projectCount);
  const hook = renderHook(() => useSliderState(...refs, layout));
  return { ...hook, previous, next, scrollTo };
}

afterEach(() => document.body.replaceChildren());

describe('useSliderState', () => {
  it('starts on panel 1 with only the right arrow', () => {
    const { result } = setup();
    expect(result.current).toEqual({ panel: 1, showPrevious: false, showNext: true });
  });

  it('follows the scroll position to panel 2 and the left arrow', () => {
    const { result, scrollTo } = setup();
    scrollTo(SLIDER_STEP);
    expect(result.current).toEqual({ panel: 2, showPrevious: true, showNext: false });
    scrollTo(0);
    expect(result.current).toEqual({ panel: 1, showPrevious: false, showNext: true });
  });

  it('shows neither arrow for a single panel', () => {
    const { result } = setup(5);
    expect(result.current).toEqual({ panel: 1, showPrevious: false, showNext: false });
  });

  it('shows both arrows on a middle panel of three', () => {
    const { result, scrollTo } = setup(11);
    scrollTo(SLIDER_STEP);
    expect(result.current).toEqual({ panel: 2, showPrevious: true, showNext: true });
  });

  it('keeps the same state object while the arrows and panel stay', () => {
    const { result, scrollTo } = setup();
    const first = result.current;
    scrollTo(200);
    expect(result.current).toBe(first);
  });

  it('hands focus from the right arrow to the left one when the right one hides', () => {
    const { next, previous, scrollTo } = setup();
    next.focus();
    scrollTo(SLIDER_STEP);
    expect(previous).toHaveFocus();
  });

  it('hands focus from the left arrow to the right one when the left one hides', () => {
    const { next, previous, scrollTo } = setup();
    scrollTo(SLIDER_STEP);
    previous.focus();
    scrollTo(0);
    expect(next).toHaveFocus();
  });

  it('leaves focus elsewhere alone', () => {
    const { scrollTo } = setup();
    const link = document.createElement('a');
    link.href = '#work';
    document.body.append(link);
    link.focus();
    scrollTo(SLIDER_STEP);
    expect(link).toHaveFocus();
  });
});
