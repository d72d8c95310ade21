'use client';

import type { RefObject } from 'react';
import { useNearScreen } from '@/hooks/useNearScreen';
import { loadMotion, prefersReducedMotion } from '@/lib/motion/loadMotion';

/** How near the screen the element asks for the motion runtime: one screen height ahead. */
const MOTION_LOAD_MARGIN = '100% 0px';

/** Asks for the runtime, unless the visitor wants less motion (then nothing would slide). */
function loadWantedMotion() {
  if (!prefersReducedMotion()) void loadMotion().catch(() => undefined);
}

/** Fetches the motion runtime as the element nears the screen, so its first press can slide. */
export function useLoadMotionNearScreen(ref: RefObject<HTMLElement | null>) {
  useNearScreen(ref, loadWantedMotion, MOTION_LOAD_MARGIN);
}
