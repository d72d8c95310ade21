'use client';

import { useEffect, useRef } from 'react';
import { EASE_OUT, HERO_REVEAL_AMOUNT, HERO_REVEAL_SECONDS } from '@/lib/motion/timing';
import { loadMotion, prefersReducedMotion } from '@/lib/motion/loadMotion';
import styles from './ProjectHero.module.scss';

export interface ProjectHeroProps {
  /** The hero image (a server-rendered SiteImage). */
  children: React.ReactNode;
}

/**
 * The animated project hero: it opens from an inset, zoomed frame once 20 % of it is on
 * screen. The server HTML shows the image as it is; only in the browser, once framer-motion has
 * arrived, is the frame put in its start state (`data-reveal="armed"`, never invisible) and
 * revealed by `inView` with `amount: 0.2`. framer-motion animates one number, --reveal, from 1
 * to 0; the stylesheet turns it into the inset and the zoom. Nothing moves under reduced motion.
 */
export function ProjectHero({ children }: ProjectHeroProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let stop = () => {};
    let cancelled = false;
    void loadMotion().then(({ animate, inView }) => {
      const frame = ref.current;
      if (cancelled || !frame || prefersReducedMotion()) return;
      frame.dataset.reveal = 'armed';
      stop = inView(
        frame,
        () => {
          frame.dataset.reveal = 'shown';
          animate(frame, { '--reveal': [1, 0] }, { duration: HERO_REVEAL_SECONDS, ease: EASE_OUT });
        },
        { amount: HERO_REVEAL_AMOUNT },
      );
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, []);

  return (
    <div ref={ref} className={styles.hero}>
      {children}
    </div>
  );
}
