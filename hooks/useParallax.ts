'use client';

import { useEffect, type RefObject } from 'react';
import { offsetFromCentre } from '@/lib/slider/rules';
import type { Parallax } from '@/lib/slider/parallax';
import { loadMotion } from '@/lib/motion/loadMotion';

/**
 * The code that binds the layers runs only once the motion runtime is here, so it is fetched
 * beside it, after the first load (70 bytes gzip less of the home page's, its loader counted).
 */
const loadParallax = () => import('@/lib/slider/parallax');

/** Parallax only for a precise pointer and when the visitor has not asked for less motion. */
const PARALLAX_QUERY = '(prefers-reduced-motion: no-preference) and (pointer: fine)';

/** Mouse parallax of the `[data-parallax-x]` layers; motion code bound only when it can run. */
export function useParallax(scrollerRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const motion = window.matchMedia(PARALLAX_QUERY);
    let parallax: Parallax | null = null;
    let cancelled = false;
    const start = () => {
      if (!motion.matches || parallax) return;
      void Promise.all([loadMotion(), loadParallax()]).then(([runtime, { bindParallax }]) => {
        if (cancelled || parallax) return;
        const layers = Array.from(scroller.querySelectorAll<HTMLElement>('[data-parallax-x]'));
        parallax = bindParallax(layers, runtime);
      });
    };
    const settle = () => parallax?.moveTo(0, 0);
    // Reduced motion switched on mid-visit: every image goes back at once.
    const onMotionChange = () => (motion.matches ? start() : parallax?.reset());
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || !motion.matches) return;
      const box = scroller.getBoundingClientRect();
      parallax?.moveTo(
        offsetFromCentre(event.clientX, box.left, box.width),
        offsetFromCentre(event.clientY, box.top, box.height),
      );
    };
    start();
    scroller.addEventListener('pointermove', onPointerMove);
    scroller.addEventListener('pointerleave', settle);
    motion.addEventListener('change', onMotionChange);
    return () => {
      cancelled = true;
      parallax?.stop();
      scroller.removeEventListener('pointermove', onPointerMove);
      scroller.removeEventListener('pointerleave', settle);
      motion.removeEventListener('change', onMotionChange);
    };
  }, [scrollerRef]);
}
