'use client';

import { useEffect, type RefObject } from 'react';
import { loadMotion, prefersReducedMotion } from '@/lib/motion/loadMotion';

/** How near the screen the element asks for the motion runtime: one screen height ahead. */
const MOTION_LOAD_MARGIN = '100% 0px';

/** Fetches the motion runtime as the element nears the screen, so its first press can slide. */
export function useLoadMotionNearScreen(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void loadMotion().catch(() => undefined);
      },
      { rootMargin: MOTION_LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}
