'use client';

import { lazy, Suspense } from 'react';
import type { ExperienceItemProps } from '@/components/home/ExperienceItem';
// The entry's styles stay with the page (its HTML needs them before any script, and with
// JavaScript off); only its behaviour waits for its own chunk.
import './ExperienceItem.module.scss';

type ItemModule = typeof import('@/components/home/ExperienceItem');

/**
 * The entries' code, in a chunk of its own in the browser, asked for as the page hydrates (after
 * the first paint); rendered directly on the server, for the reason ContactFormSlot gives.
 */
let ExperienceItem: React.ComponentType<ExperienceItemProps>;
if (typeof window === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous, on the server only.
  const serverModule = require('@/components/home/ExperienceItem') as ItemModule;
  ExperienceItem = serverModule.ExperienceItem;
} else {
  ExperienceItem = lazy(() =>
    import('@/components/home/ExperienceItem').then((module) => ({
      default: module.ExperienceItem,
    })),
  );
}

/**
 * Where an experience entry sits, hydrated on its own: the section is below the first screen, so
 * its toggles hydrate in a task of their own once their chunk is in, not in the page's first one.
 * Until then the server's markup stays as it is, readable and whole, and a press on a toggle is
 * held (lib/head-script/held-press.ts) and played once it hydrates.
 */
export function ExperienceItemSlot(props: ExperienceItemProps) {
  return (
    <Suspense fallback={null}>
      <ExperienceItem {...props} />
    </Suspense>
  );
}
