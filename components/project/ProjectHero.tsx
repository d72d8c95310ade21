'use client';

import { useEffect, useRef } from 'react';
import { EASE_OUT, HERO_REVEAL_AMOUNT, HERO_REVEAL_SECONDS } from '@/lib/motion/timing';
import { loadMotion, prefersReducedMotion, type MotionRuntime } from '@/lib/motion/loadMotion';
import styles from './ProjectHero.module.scss';

export interface ProjectHeroProps {
  /**
   * How the cover sits in the desktop band (700 px high): cropped to fill it ('cover') or, for a
   * cover much taller than the band, whole over its own blurred preview ('contain').
   */
  fit: 'cover' | 'contain';
  /** The same in the wider, 400-px band above 1440 px. */
  fitWide: 'cover' | 'contain';
  /**
   * The cover's shape as `--cover-ratio` (width ÷ height: the band's shape on a phone) and its
   * focal point as `--cover-focus` (lib/media/focus.ts), if the owner set one.
   */
  style?: Record<string, string>;
  /** The hero image (a server-rendered SiteImage). */
  children: React.ReactNode;
}

/**
 * The animated project hero: it opens from an inset, zoomed frame once 20 % of it is on
 * screen. The server HTML shows the image as it is; only in the browser, once framer-motion has
 * arrived, is the frame put in its start state (`data-reveal="armed"`, never invisible) and, by
 * `inView` with `amount: 0.2`, in its end state (`"shown"`). The stylesheet draws both states;
 * framer-motion plays the change between them on the frame's `clip-path` and the image's
 * `transform`, values it hands to the browser as Web Animations, which run on the compositor:
 * nothing is redrawn by script on each frame (animating a CSS variable from script instead redrew
 * the whole cover about 60 times a second on the page's main thread, half a second of a core on
 * each visit). Nothing moves under reduced motion.
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
      stop = inView(frame, () => revealFrame(frame, animate), { amount: HERO_REVEAL_AMOUNT });
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

/**
 * Moves the frame from its armed state to its shown one, playing the change of each part's
 * `property` (read from the stylesheet's two states) over the reveal's duration.
 */
function revealFrame(frame: HTMLElement, animate: MotionRuntime['animate']) {
  const image = frame.querySelector('img');
  const parts = [
    { element: frame, property: 'clipPath' as const },
    ...(image ? [{ element: image, property: 'transform' as const }] : []),
  ];
  const from = parts.map(({ element, property }) => getComputedStyle(element)[property]);
  frame.dataset.reveal = 'shown';
  parts.forEach(({ element, property }, index) => {
    const to = getComputedStyle(element)[property];
    animate(
      element,
      { [property]: [from[index], to] },
      { duration: HERO_REVEAL_SECONDS, ease: EASE_OUT },
    );
  });
}
