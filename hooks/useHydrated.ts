'use client';

import { useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates the server HTML, true from then on (React renders
 * a hydrated component once more with `true`). A component first rendered after a client-side
 * route change sees `true` from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Whether this component was first rendered in the browser after hydration (a page mounted by a
 * client-side route change) rather than hydrated from the server HTML. Stable for the component's
 * life. An entrance may start from a faint or shifted state only in the first case: in the second,
 * the visitor is already looking at the server HTML, which must never start hidden.
 */
export function useMountedAfterHydration(): boolean {
  const [mountedAfterHydration] = useState(useHydrated());
  return mountedAfterHydration;
}
