'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { EASE_OUT, PAGE_TRANSITION_SECONDS } from '@/lib/motion/timing';
import { loadedMotion, loadMotion, prefersReducedMotion } from '@/lib/motion/loadMotion';
import { useMountedAfterHydration } from '@/hooks/useHydrated';
import { onFirstIntent } from '@/lib/motion/first-intent';

export interface PageTransitionProps {
  children: React.ReactNode;
}

/**
 * The page ease-in: about 0.6 s on every route change, from faint and slightly
 * lower, never invisible. Keyed on the path, not on mounting: a template is not re-mounted when
 * only a dynamic segment changes (/portofolio/7 → /portofolio/8). The first page of a visit is the
 * server HTML, shown as it is (no script needed, nothing held back from the largest paint). The
 * framer-motion runtime for the pages that follow is fetched at the visitor's first intent towards
 * a link (every route change starts with one; lib/motion/first-intent.ts): a page that is only
 * read never runs its 39 KB gzip, which on a phone's slow CPU was the largest task after
 * hydration, and a press on the menu does not pay for it. No ease-in under reduced motion.
 */
export function PageTransition({ children }: PageTransitionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const mountedAfterHydration = useMountedAfterHydration();
  // The path already on screen as server HTML, which must not ease in.
  const shownPath = useRef(mountedAfterHydration ? null : pathname);

  // A layout effect: the start state is applied before the new page is painted.
  useLayoutEffect(() => {
    const motion = loadedMotion();
    const element = ref.current;
    if (shownPath.current === pathname || !motion || !element || prefersReducedMotion()) return;
    shownPath.current = pathname;
    const controls = motion.animate(
      element,
      { opacity: [0.3, 1], y: [16, 0] },
      { duration: PAGE_TRANSITION_SECONDS, ease: EASE_OUT },
    );
    // Another route change mid-way: this page goes straight to its end state.
    return () => controls.complete();
  }, [pathname]);

  // Any link may change the route.
  useEffect(() => onFirstIntent('a[href]', () => void loadMotion()), []);

  return <div ref={ref}>{children}</div>;
}
