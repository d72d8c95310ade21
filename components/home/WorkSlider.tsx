'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  formatPanelNumber,
  getParallaxOffset,
  getSliderState,
  SLIDER_PANEL_COUNT,
  SLIDER_STEP,
} from '@/lib/slider';
import { Icon } from '@/components/icons/Icon';
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
 * and mouse parallax written straight to each layer's transform (no re-render per mouse move).
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
    const layers = Array.from(scroller.querySelectorAll<HTMLElement>('[data-parallax-x]'));
    let frame = 0;
    const reset = () => {
      cancelAnimationFrame(frame);
      for (const layer of layers) layer.style.transform = '';
    };
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || !motion.matches) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const rect = scroller.getBoundingClientRect();
        const centre = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
        const pointer = { x: event.clientX, y: event.clientY };
        for (const layer of layers) {
          const offset = getParallaxOffset(pointer, centre, {
            factoryX: Number(layer.dataset.parallaxX),
            factoryY: Number(layer.dataset.parallaxY),
          });
          layer.style.transform = `translate3d(${offset.x}px, ${offset.y}px, 0)`;
        }
      });
    };
    scroller.addEventListener('pointermove', onPointerMove);
    scroller.addEventListener('pointerleave', reset);
    motion.addEventListener('change', reset);
    return () => {
      reset();
      scroller.removeEventListener('pointermove', onPointerMove);
      scroller.removeEventListener('pointerleave', reset);
      motion.removeEventListener('change', reset);
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
