'use client';

import { useLayoutEffect, useRef } from 'react';
import { EASE_OUT, PAGE_TRANSITION_SECONDS } from '@/lib/motion';
import { loadedMotion, loadMotion, prefersReducedMotion } from '@/components/motion/loadMotion';
import { useMountedAfterHydration } from '@/components/motion/useHydrated';

export interface PageTransitionProps {
  children: React.ReactNode;
}

/**
 * The page ease-in (spec §2 and §9): about 0.6 s when a route change mounts a new page, from faint
 * and slightly lower, never invisible. The first page of a visit is the server HTML, shown as it
 * is (no script needed, nothing held back from the largest paint); it fetches the framer-motion
 * runtime for the pages that follow. No ease-in under reduced motion.
 */
export function PageTransition({ children }: PageTransitionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const mountedAfterHydration = useMountedAfterHydration();

  // A layout effect: the start state is applied before the new page is painted.
  useLayoutEffect(() => {
    const motion = loadedMotion();
    const element = ref.current;
    if (!mountedAfterHydration || !motion || !element || prefersReducedMotion()) {
      void loadMotion();
      return;
    }
    const controls = motion.animate(
      element,
      { opacity: [0.3, 1], y: [16, 0] },
      { duration: PAGE_TRANSITION_SECONDS, ease: EASE_OUT },
    );
    return () => controls.stop();
  }, [mountedAfterHydration]);

  return <div ref={ref}>{children}</div>;
}
