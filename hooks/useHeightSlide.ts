'use client';

import { useEffectEvent, useLayoutEffect, useRef, type RefObject } from 'react';
import { EASE_OUT, PANEL_SECONDS } from '@/lib/motion/timing';
import { loadedMotion, prefersReducedMotion } from '@/lib/motion/loadMotion';

/**
 * Slides the element's height when `open` changes, as CSS cannot yet animate to a natural height.
 * Call the returned `measure` just before changing `open`; `onArrived` runs when a slide ends.
 */
export function useHeightSlide(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onArrived: () => void,
): (clamped: boolean) => void {
  // Heights in px: where a slide starts, and the clamped height a close returns to.
  const fromHeight = useRef(0);
  const clampedHeight = useRef(0);
  const arrive = useEffectEvent(onArrived);

  // Runs after the DOM has the new state (unclamped when opening), before it is painted.
  useLayoutEffect(() => {
    const motion = loadedMotion();
    const element = ref.current;
    if (!motion || !element || fromHeight.current === 0 || prefersReducedMotion()) return;
    const to = open ? element.getBoundingClientRect().height : clampedHeight.current;
    const controls = motion.animate(
      element,
      { height: [fromHeight.current, to] },
      { duration: PANEL_SECONDS, ease: EASE_OUT },
    );
    let interrupted = false;
    void controls.then(() => {
      if (interrupted) return;
      // Back to the stylesheet's height: natural when open, the clamp's when closed.
      element.style.height = '';
      arrive();
    });
    // A second press mid-slide: the next slide starts from wherever this one stopped.
    return () => {
      interrupted = true;
      controls.stop();
    };
  }, [ref, open]);

  return (clamped) => {
    const element = ref.current;
    if (!element) return;
    fromHeight.current = element.getBoundingClientRect().height;
    if (clamped) clampedHeight.current = fromHeight.current;
  };
}
