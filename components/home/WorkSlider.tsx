'use client';

import { useRef } from 'react';
import {
  formatPanelNumber,
  SLIDER_PANEL_COUNT,
  SLIDER_STEP,
  sliderScroll,
} from '@/lib/slider/rules';
import { useParallax } from '@/hooks/useParallax';
import { useSliderState } from '@/hooks/useSliderState';
import { Icon } from '@/components/icons/Icon';
import { prefersReducedMotion } from '@/lib/motion/loadMotion';
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

/**
 * The desktop slider's interactive shell: arrows that scroll by SLIDER_STEP, the 01/02 indicator
 * that follows the scroll position, and the mouse parallax of the panels' images.
 */
export function WorkSlider({ labels, children }: WorkSliderProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const state = useSliderState(scrollerRef, previousRef, nextRef);
  useParallax(scrollerRef);

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
            onClick={() => scrollerRef.current?.scrollBy(sliderScroll(-1, prefersReducedMotion()))}
          >
            <Icon name="arrowLeft" size={22} />
          </button>
          <button
            ref={nextRef}
            type="button"
            className={styles.arrow}
            aria-label={labels.next}
            hidden={!state.showNext}
            onClick={() => scrollerRef.current?.scrollBy(sliderScroll(1, prefersReducedMotion()))}
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
