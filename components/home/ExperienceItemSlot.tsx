'use client';

import type { ComponentType } from 'react';
import type { ExperienceItemProps } from '@/components/home/ExperienceItem';
import { hydratedApart } from '@/components/hydration/hydratedApart';
// The entry's styles stay with the page (its HTML needs them before any script, and with
// JavaScript off); only its behaviour waits for its own chunk.
import './ExperienceItem.module.scss';

type ItemModule = typeof import('@/components/home/ExperienceItem');

let onServer: ComponentType<ExperienceItemProps> | null = null;
if (typeof window === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous, on the server only.
  onServer = (require('@/components/home/ExperienceItem') as ItemModule).ExperienceItem;
}

/**
 * Where an experience entry sits, hydrated on its own once its chunk is in (see hydratedApart):
 * the section is below the first screen, so its toggles hydrate in a task of their own, not in the
 * page's first one; a press on a toggle before then is held and played once.
 */
export const ExperienceItemSlot = hydratedApart(
  onServer,
  () => import('@/components/home/ExperienceItem').then((module) => module.ExperienceItem),
  'ExperienceItemSlot',
);
