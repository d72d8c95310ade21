'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatPanelNumber, getSliderState, SLIDER_PANEL_COUNT, SLIDER_STEP } from '@/lib/slider/rules';
import { Icon } from '@/components/icons/Icon';
import { loadMotion } from '@/components/motion/loadMotion';
import { bindParallax, type Parallax } from '@/lib/slider/parallax';
import styles from './WorkSlider.module.scss';

/** The slider's words, from `content/copy/home.ts`. */
export interface WorkSliderLabels {
  /** Screen-reader word before the panel indicator. */
  panel: string;
  /** Name of the scrolling region. */
  region: string;
  /** Name of the previous arrow. */
  previous: string;
  /** Name of the next arrow. */
  next: string;
}

export interface WorkSliderProps {
  labels: WorkSliderLabels;
  /** The panels, rendered on the server. Parallax layers carry data-parallax-x / -y factors. */
  children: React.ReactNode;
}

/** Parallax only for a precise pointer and when the visitor has not asked for less motion. */
const PARALLAX_QUERY = '(prefers-reduced-motion: no-preference) and (pointer: fine)';

/**
 * The desktop slider's interactive shell: arrows that scroll by SLIDER_STEP, the 01/02 indicator,
 * and the mouse parallax: the pointer's distance from the slider's centre goes into framer-motion
 * motion values (./parallax.ts) that move every layer by its own factors, with no React render per
 * mouse move. Off for touch and pen, and under reduced motion; the motion code is only bound
 * when the parallax can run.
 */
export function WorkSlider({ labels, children }: WorkSliderProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<HTMLButtonElement | null>(null);
  const [state, setState] = useState(() => getSliderState(0));

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const update = () => {
      const next = getSliderState(scroller.scrollLeft);
      // An arrow about to hide must not take keyboard focus with it.
      const active = document.activeElement;
      if (!next.showNext && active === nextRef.current) focusNext.current = previousRef.current;
      if (!next.showPrevious && active === previousRef.current) focusNext.current = nextRef.current;
      setState((current) =>
        current.panel === next.panel &&
        current.showNext === next.showNext &&
        current.showPrevious === next.showPrevious
          ? current
          : next,
      );
    };
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    return () => scroller.removeEventListener('scroll', update);
  }, []);

  useLayoutEffect(() => {
    focusNext.current?.focus();
    focusNext.current = null;
  }, [state]);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const motion = window.matchMedia(PARALLAX_QUERY);
    let parallax: Parallax | null = null;
    let cancelled = false;
    const start = () => {
      if (!motion.matches || parallax) return;
      void loadMotion().then((runtime) => {
        if (cancelled || parallax) return;
        const layers = Array.from(scroller.querySelectorAll<HTMLElement>('[data-parallax-x]'));
        parallax = bindParallax(layers, runtime);
      });
    };
    const settle = () => parallax?.moveTo(0, 0);
    // Reduced motion switched on mid-visit: every image goes back at once.
    const onMotionChange = () => (motion.matches ? start() : parallax?.reset());
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || !motion.matches) return;
      const rect = scroller.getBoundingClientRect();
      parallax?.moveTo(
        event.clientX - (rect.left + rect.width / 2),
        event.clientY - (rect.top + rect.height / 2),
      );
    };
    start();
    scroller.addEventListener('pointermove', onPointerMove);
    scroller.addEventListener('pointerleave', settle);
    motion.addEventListener('change', onMotionChange);
    return () => {
      cancelled = true;
      parallax?.stop();
      scroller.removeEventListener('pointermove', onPointerMove);
      scroller.removeEventListener('pointerleave', settle);
      motion.removeEventListener('change', onMotionChange);
    };
  }, []);

  const scrollByStep = (direction: 1 | -1) => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    scrollerRef.current?.scrollBy({
      left: direction * SLIDER_STEP,
      behavior: reduce ? 'auto' : 'smooth',
    });
  };

  return (
    <div className={styles.slider}>
      <div className={styles.controls}>
        <p className={styles.indicator} aria-live="polite" aria-atomic="true">
          <span className={styles.srOnly}>{labels.panel} </span>
          <span className={styles.current}>{formatPanelNumber(state.panel)}</span>
          <span className={styles.separator}> / </span>
          <span className={styles.total}>{formatPanelNumber(SLIDER_PANEL_COUNT)}</span>
        </p>
        <div className={styles.track} aria-hidden="true">
          <span
            className={styles.progress}
            style={{ width: `${(state.panel / SLIDER_PANEL_COUNT) * 100}%` }}
          />
        </div>
        <div className={styles.arrows}>
          <button
            ref={previousRef}
            type="button"
            className={styles.arrow}
            aria-label={labels.previous}
            hidden={!state.showPrevious}
            onClick={() => scrollByStep(-1)}
          >
            <Icon name="arrowLeft" size={22} />
          </button>
          <button
            ref={nextRef}
            type="button"
            className={styles.arrow}
            aria-label={labels.next}
            hidden={!state.showNext}
            onClick={() => scrollByStep(1)}
          >
            <Icon name="arrowRight" size={22} />
          </button>
        </div>
      </div>
      <div
        ref={scrollerRef}
        className={styles.scroller}
        role="region"
        aria-label={labels.region}
        style={{ '--slider-step': `${SLIDER_STEP}px` } as React.CSSProperties}
      >
        {children}
      </div>
    </div>
  );
}
