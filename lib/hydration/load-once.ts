/**
 * A promise React's `use` reads at once once it has settled: React looks for `status` and `value`
 * on a promise before it waits for it, so a part whose chunk is already in renders in the same
 * pass instead of showing its fallback for a moment.
 */
export type TrackedPromise<T> = Promise<T> & {
  status?: 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/** Calls `load` once (a chunk's dynamic import) and hands out the same tracked promise from then on. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: TrackedPromise<T> | null = null;
  return () => {
    if (!promise) {
      const tracked: TrackedPromise<T> = load().then(
        (value) => {
          Object.assign(tracked, { status: 'fulfilled', value });
          return value;
        },
        (reason: unknown) => {
          Object.assign(tracked, { status: 'rejected', reason });
          throw reason;
        },
      );
      promise = tracked;
    }
    return promise;
  };
}
