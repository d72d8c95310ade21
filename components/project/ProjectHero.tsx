'use client';

import { useEffect, useRef } from 'react';
import { EASE_OUT, HERO_REVEAL_AMOUNT, HERO_REVEAL_SECONDS } from '@/lib/motion/timing';
import { loadMotion, prefersReducedMotion } from '@/lib/motion/loadMotion';
import styles from './ProjectHero.module.scss';

export interface ProjectHeroProps {
  /**
   * How the cover sits in the desktop band (700 px high): cropped to fill it ('cover') or, for a
   * cover much taller than the band, whole over its own blurred preview ('contain').
   */
  fit: 'cover' | 'contain';
  /** The same in the wider, 400-px band above 1440 px. */
  fitWide: 'cover' | 'contain';
  /** The cover's focal point as `--cover-focus` (lib/media/focus.ts), if the owner set one. */
  style?: Record<string, string>;
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
export function ProjectHero({ fit, fitWide, style, children }: ProjectHeroProps) {
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
    <div
      ref={ref}
      className={styles.hero}
      data-fit={fit}
      data-fit-wide={fitWide}
      style={style as React.CSSProperties | undefined}
    >
      {children}
    </div>
  );
}
