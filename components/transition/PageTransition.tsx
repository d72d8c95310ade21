'use client';

import { usePathname } from 'next/navigation';
import { useLayoutEffect, useRef } from 'react';
import { EASE_OUT, PAGE_TRANSITION_SECONDS } from '@/lib/motion/timing';
import { prefersReducedMotion } from '@/lib/motion/loadMotion';
import { useMountedAfterHydration } from '@/hooks/useHydrated';

export interface PageTransitionProps {
  children: React.ReactNode;
}

/** The ease-in's two ends: faint and slightly lower, then as the page is. */
const EASE_IN_KEYFRAMES: Keyframe[] = [
  { opacity: 0.3, transform: 'translateY(16px)' },
  { opacity: 1, transform: 'none' },
];

/**
 * The page ease-in: about 0.6 s on every route change, from faint and slightly
 * lower, never invisible. Keyed on the path, not on mounting: a template is not re-mounted when
 * only a dynamic segment changes (/portofolio/7 → /portofolio/8). The first page of a visit is the
 * server HTML, shown as it is (no script needed, nothing held back from the largest paint).
 *
 * Played by the browser's own Web Animations (opacity and transform, on the compositor), not by
 * framer-motion: an enter animation between two fixed states is what the platform does well, so
 * it needs no runtime. With framer-motion's (39 KB gzip, fetched at the first pointer on a link) a
 * click that came before the runtime had arrived changed the page with no ease-in at all.
 * No ease-in under reduced motion.
 */
export function PageTransition({ children }: PageTransitionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const mountedAfterHydration = useMountedAfterHydration();
  // The path already on screen as server HTML, which must not ease in.
  const shownPath = useRef(mountedAfterHydration ? null : pathname);

  // A layout effect: the start state is applied before the new page is painted.
  useLayoutEffect(() => {
    const element = ref.current;
    if (shownPath.current === pathname || !element) return;
    shownPath.current = pathname;
    if (prefersReducedMotion() || typeof element.animate !== 'function') return;
    const easeIn = element.animate(EASE_IN_KEYFRAMES, {
      duration: PAGE_TRANSITION_SECONDS * 1000,
      easing: `cubic-bezier(${EASE_OUT.join(', ')})`,
    });
    // Another route change mid-way: this page goes straight to its end state.
    return () => easeIn.finish();
  }, [pathname]);

  return <div ref={ref}>{children}</div>;
}
