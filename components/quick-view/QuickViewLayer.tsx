'use client';

import { AnimatePresence, LazyMotion, MotionConfig } from 'framer-motion';
import {
  QuickView,
  type QuickViewNavItem,
  type QuickViewProject,
} from '@/components/quick-view/QuickView';
import type { QuickViewLabels } from '@/components/quick-view/types';

/** framer-motion's animation features, in their own chunk (see lib/motion/features.ts). */
const loadFeatures = () => import('@/lib/motion/features').then((module) => module.default);

export interface QuickViewLayerProps {
  /** The project shown, or null when the quick view is closed. */
  project: QuickViewProject | null;
  nav: QuickViewNavItem[];
  /** The overlay's words. */
  labels: QuickViewLabels;
  onClose: () => void;
  /** Called once a closed quick view has faded out and left the page. Stable. */
  onClosed: () => void;
}

/**
 * Where the quick view appears and leaves: AnimatePresence keeps it on the page while it fades
 * out, which CSS alone cannot do. framer-motion as its docs recommend for a small bundle: `m`
 * elements, LazyMotion with the features loaded by dynamic import, and MotionConfig honouring
 * reduced motion (transforms off, the fade stays). This module itself is loaded after hydration
 * by QuickViewState, so none of it is first-load JavaScript.
 */
export function QuickViewLayer({ project, nav, labels, onClose, onClosed }: QuickViewLayerProps) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence>
          {project ? (
            <QuickView
              key={project.id}
              project={project}
              nav={nav}
              labels={labels}
              onClose={onClose}
              onClosed={onClosed}
            />
          ) : null}
        </AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  );
}
