/**
 * What a press on a control that animates with the lazily loaded motion runtime does now. Pure,
 * no React.
 *
 * - `now`: the runtime is here, was never asked for (the control is far from the screen), or the
 *   visitor asked for less motion: the press switches at once.
 * - `after-load`: the runtime is on its way: the press switches once it has arrived, so it slides.
 * - `ignore`: a press is already waiting for the runtime; one at a time.
 */
export type PressPlan = 'now' | 'after-load' | 'ignore';

/** Where the motion runtime is when a press arrives. */
export interface MotionState {
  /** The runtime has arrived. */
  loaded: boolean;
  /** The runtime has been asked for (it may still be on its way). */
  requested: boolean;
  /** The visitor prefers reduced motion. */
  reduced: boolean;
}

/** The plan for one press, given the runtime and whether an earlier press is still waiting. */
export function planPress(motion: MotionState, pressWaiting: boolean): PressPlan {
  if (motion.loaded || !motion.requested || motion.reduced) return 'now';
  return pressWaiting ? 'ignore' : 'after-load';
}
