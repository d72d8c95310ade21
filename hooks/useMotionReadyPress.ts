'use client';

import { useRef } from 'react';
import { planPress } from '@/lib/motion/press-plan';
import {
  loadedMotion,
  loadMotion,
  motionRequested,
  prefersReducedMotion,
} from '@/components/motion/loadMotion';

/** Runs a press's action now, or once the motion runtime on its way arrives, so it can slide. */
export function useMotionReadyPress(action: () => void): () => void {
  const waiting = useRef(false);
  return () => {
    const motion = {
      loaded: Boolean(loadedMotion()),
      requested: motionRequested(),
      reduced: prefersReducedMotion(),
    };
    const plan = planPress(motion, waiting.current);
    if (plan === 'now') action();
    if (plan !== 'after-load') return;
    waiting.current = true;
    // A failed load still switches, without the slide.
    void loadMotion()
      .catch(() => null)
      .then(() => {
        waiting.current = false;
        action();
      });
  };
}
