/** Where the lazily loaded motion runtime is when a press arrives. Pure, no React. */
export interface MotionState {
  /** The runtime has arrived. */
  loaded: boolean;
  /** The runtime has been asked for (it may still be on its way). */
  requested: boolean;
  /** The visitor prefers reduced motion. */
  reduced: boolean;
}

/**
 * Whether a press on a control that slides waits for the runtime before it switches: only while
 * the runtime is on its way, so the press can slide once it is here. A runtime that is here, was
 * never asked for (the control is far from the screen), or is not wanted (reduced motion) lets
 * the press switch at once.
 */
export function pressWaitsForMotion(motion: MotionState): boolean {
  return motion.requested && !motion.loaded && !motion.reduced;
}
