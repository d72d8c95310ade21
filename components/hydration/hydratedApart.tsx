'use client';

import { type ComponentType, Suspense, use, useMemo } from 'react';
import { useMountedAfterHydration } from '@/hooks/useHydrated';
import { loadOnce } from '@/lib/hydration/load-once';

/**
 * A slot for a part of the page that hydrates on its own (the contact form, an experience entry):
 * the server renders the whole part into the HTML, and the browser keeps that markup as it is
 * (usable, its presses held by the head script, lib/head-script/held-press.ts) until the part's
 * chunk has arrived, then hydrates it in a task of its own rather than in the page's first one.
 *
 * `onServer` is the part itself where the page is rendered on the server (the caller's
 * synchronous `require` behind `typeof window === 'undefined'`, a build-time constant, so the
 * browser's bundle has no copy of it): a part that waited for a chunk there would be written after
 * the rest of the page and shown by a script. `load` is the caller's dynamic import of it, the
 * chunk the browser asks for as the page hydrates (after the first paint). Both name the module by
 * a literal path in the caller's file, as the bundler needs.
 *
 * The boundary never shows its empty fallback: on a first load React keeps the server's markup
 * until it can hydrate it, and on a page reached by a client-side route change the slot waits for
 * the chunk outside the boundary, so the router keeps the previous page until the part can show
 * with it (a part appearing late would push what follows down, and a link to `#contact` would miss
 * its mark).
 */
export function hydratedApart<Props extends object>(
  onServer: ComponentType<Props> | null,
  load: () => Promise<ComponentType<Props>>,
  name: string,
): ComponentType<Props> {
  const loadPart = loadOnce(load);

  function LoadedPart(props: Props) {
    const Part = onServer ?? use(loadPart());
    return <Part {...props} />;
  }

  function Slot(props: Props) {
    const waitHere = useMountedAfterHydration() && !onServer;
    // The same element when React renders the slot again right after hydrating it: an update to a
    // boundary not hydrated yet makes React drop its server markup and render it anew, empty first.
    const boundary = useMemo(
      () => (
        <Suspense fallback={null}>
          <LoadedPart {...props} />
        </Suspense>
      ),
      [props],
    );
    if (waitHere) use(loadPart());
    return boundary;
  }
  Slot.displayName = name;
  return Slot;
}
