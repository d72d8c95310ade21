'use client';

import { useMemo, useRef } from 'react';
import { holdPress } from '@/lib/head-script/held-press';
import { formatPanelNumber, SLIDER_STEP, sliderLayout, sliderScroll } from '@/lib/slider/rules';
import { useHeldPress } from '@/hooks/useHeldPress';
import { useParallax } from '@/hooks/useParallax';
import { useSliderState } from '@/hooks/useSliderState';
import { ControlIcon } from '@/components/icons/ControlIcon';
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
  /** How many projects the panels hold: the panels, the indicator and the arrows follow from it. */
  projectCount: number;
  /** The panels, rendered on the server. Parallax layers carry data-parallax-x / -y factors. */
  children: React.ReactNode;
}

/**
 * The desktop slider's interactive shell: arrows that scroll by SLIDER_STEP, the 01/02 indicator
 * that follows the scroll position, and the mouse parallax of the panels' images. A single panel
 * has nothing to scroll to: no arrows and no indicator. On a phone the same list is the grid
 * (WorkSection.module.scss): the controls are hidden there and nothing scrolls.
 */
export function WorkSlider({ labels, projectCount, children }: WorkSliderProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const layout = useMemo(() => sliderLayout(projectCount), [projectCount]);
  const state = useSliderState(scrollerRef, previousRef, nextRef, layout);
  useParallax(scrollerRef);
  const scroll = (direction: 1 | -1) => {
    const scroller = scrollerRef.current;
    // The page's direction: a right-to-left page's slider starts at the right (lib/slider/rules.ts).
    scroller?.scrollBy(sliderScroll(direction, prefersReducedMotion(), document.dir === 'rtl'));
  };
  // The arrows show before the scripts run: a press then is played once they do (held-press.ts).
  useHeldPress(previousRef, () => scroll(-1));
  useHeldPress(nextRef, () => scroll(1));

  return (
    <div className={styles.slider}>
      {layout.controls ? (
        <div className={styles.controls}>
          <p className={styles.indicator} aria-live="polite" aria-atomic="true">
            <span className={styles.srOnly}>{labels.panel} </span>
            <span className={styles.current}>{formatPanelNumber(state.panel)}</span>
            <span className={styles.separator}> / </span>
            <span className={styles.total}>{formatPanelNumber(layout.panels)}</span>
          </p>
          <div className={styles.track} aria-hidden="true">
            <span
              className={styles.progress}
              style={{ width: `${(state.panel / layout.panels) * 100}%` }}
            />
          </div>
          <div className={styles.arrows}>
            <button
              ref={previousRef}
              type="button"
              className={styles.arrow}
              aria-label={labels.previous}
              hidden={!state.showPrevious}
              onClick={() => scroll(-1)}
              {...holdPress}
            >
              <ControlIcon name="arrowLeft" size={22} inlineArrow />
            </button>
            <button
              ref={nextRef}
              type="button"
              className={styles.arrow}
              aria-label={labels.next}
              hidden={!state.showNext}
              onClick={() => scroll(1)}
              {...holdPress}
            >
              <ControlIcon name="arrowRight" size={22} inlineArrow />
            </button>
          </div>
        </div>
      ) : null}
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
