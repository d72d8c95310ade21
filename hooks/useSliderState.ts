'use client';

import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  arrowTakingFocus,
  getSliderState,
  sameSliderState,
  scrolledFromStart,
  type SliderLayout,
  type SliderState,
} from '@/lib/slider/rules';

type ArrowRef = RefObject<HTMLButtonElement | null>;

/** Arrows and panel follow every scroll (swipe, trackpad, arrow); a hiding arrow passes on focus. */
export function useSliderState(
  scrollerRef: RefObject<HTMLElement | null>,
  previousRef: ArrowRef,
  nextRef: ArrowRef,
  layout: SliderLayout,
): SliderState {
  const [state, setState] = useState(() => getSliderState(0, layout));
  const focusNext = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const update = () => {
      const next = getSliderState(scrolledFromStart(scroller), layout);
      // Read before the render that hides an arrow: afterwards the focus would already be lost.
      const taker = arrowTakingFocus(
        next,
        document.activeElement,
        previousRef.current,
        nextRef.current,
      );
      if (taker) focusNext.current = taker;
      setState((current) => (sameSliderState(current, next) ? current : next));
    };
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    return () => scroller.removeEventListener('scroll', update);
  }, [scrollerRef, previousRef, nextRef, layout]);

  useLayoutEffect(() => {
    focusNext.current?.focus();
    focusNext.current = null;
  }, [state]);

  return state;
}
