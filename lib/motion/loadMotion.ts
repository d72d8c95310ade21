'use client';

/** The framer-motion runtime (./runtime.ts). */
export type MotionRuntime = typeof import('@/lib/motion/runtime');

let loaded: MotionRuntime | null = null;
let pending: Promise<MotionRuntime> | null = null;

/** Fetches the framer-motion runtime once (a separate chunk, after first paint). */
export function loadMotion(): Promise<MotionRuntime> {
  pending ??= import('@/lib/motion/runtime').then((runtime) => (loaded = runtime));
  return pending;
}

/** Whether the runtime has been asked for (it may still be on its way). */
export function motionRequested(): boolean {
  return pending !== null;
}

/** The runtime if it has already arrived, for an animation that must start before paint. */
export function loadedMotion(): MotionRuntime | null {
  return loaded;
}

/** Whether the visitor asked for less motion; read when an animation is about to start. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
