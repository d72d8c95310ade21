'use client';

import { useEffect, useRef } from 'react';
import styles from './ProjectHero.module.scss';

/** Spec §9: the hero animation starts once 20 percent of the image is visible. */
export const HERO_REVEAL_THRESHOLD = 0.2;

export interface ProjectHeroProps {
  /** The hero image (a server-rendered SiteImage). */
  children: React.ReactNode;
}

/**
 * The animated project hero. The server HTML shows the image as it is; only after hydration, and
 * only without reduced motion, is it put in its start state (inset and zoomed, never invisible)
 * and revealed when 20 percent of it is on screen. The height rule lives in the stylesheet.
 */
export function ProjectHero({ children }: ProjectHeroProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    element.dataset.reveal = 'armed';
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        element.dataset.reveal = 'shown';
        observer.disconnect();
      },
      { threshold: HERO_REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className={styles.hero}>
      {children}
    </div>
  );
}
