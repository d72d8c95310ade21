'use client';

import { useRef } from 'react';
import { pressWaitsForMotion } from '@/lib/motion/press-waits';
import {
  loadedMotion,
  loadMotion,
  motionRequested,
  prefersReducedMotion,
} from '@/lib/motion/loadMotion';

/** Runs a press's action now, or once the motion runtime on its way arrives, so it can slide. */
export function useMotionReadyPress(action: () => void): () => void {
  const waiting = useRef(false);
  return () => {
    const motion = {
      loaded: Boolean(loadedMotion()),
      requested: motionRequested(),
      reduced: prefersReducedMotion(),
    };
    if (!pressWaitsForMotion(motion)) return action();
    // One press at a time until the runtime is here; a failed load still switches.
    if (waiting.current) return;
    waiting.current = true;
    void loadMotion()
      .catch(() => null)
      .then(() => {
        waiting.current = false;
        action();
      });
  };
}
