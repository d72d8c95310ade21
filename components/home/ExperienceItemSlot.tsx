'use client';

import { Suspense, use, useMemo } from 'react';
import { loadOnce } from '@/lib/hydration/load-once';
import type { ExperienceItemProps } from '@/components/home/ExperienceItem';
import { useMountedAfterHydration } from '@/hooks/useHydrated';
// The entry's styles stay with the page (its HTML needs them before any script, and with
// JavaScript off); only its behaviour waits for its own chunk.
import './ExperienceItem.module.scss';

type ItemModule = typeof import('@/components/home/ExperienceItem');

/**
 * The entries' code, in a chunk of its own in the browser, asked for as the page hydrates (after
 * the first paint); rendered at once on the server, for the reason ContactFormSlot gives.
 */
let serverModule: ItemModule | null = null;
if (typeof window === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous, on the server only.
  serverModule = require('@/components/home/ExperienceItem') as ItemModule;
}
const loadItem = loadOnce(() => import('@/components/home/ExperienceItem'));

function LoadedItem(props: ExperienceItemProps) {
  const { ExperienceItem } = serverModule ?? use(loadItem());
  return <ExperienceItem {...props} />;
}

/**
 * Where an experience entry sits, hydrated on its own: the section is below the first screen, so
 * its toggles hydrate in a task of their own once their chunk is in, not in the page's first one.
 * Until then the server's markup stays as it is, readable and whole, and a press on a toggle is
 * held (lib/head-script/held-press.ts) and played once it hydrates. After a client-side route
 * change the slot waits for the chunk outside the boundary, as ContactFormSlot does: an entry
 * appearing late would push the sections below it (and a link to `#contact`) down.
 */
export function ExperienceItemSlot(props: ExperienceItemProps) {
  const waitHere = useMountedAfterHydration() && !serverModule;
  // The same element when React renders the slot again right after hydrating it: an update to a
  // boundary not hydrated yet makes React drop its server markup and render it anew, empty first.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <LoadedItem {...props} />
      </Suspense>
    ),
    [props],
  );
  if (waitHere) use(loadItem());
  return boundary;
}
