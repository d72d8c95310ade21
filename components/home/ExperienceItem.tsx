'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { holdPress } from '@/lib/head-script/held-press';
import { EASE_OUT, PANEL_SECONDS } from '@/lib/motion/timing';
import { useHeldPress } from '@/hooks/useHeldPress';
import {
  loadedMotion,
  loadMotion,
  motionRequested,
  prefersReducedMotion,
} from '@/components/motion/loadMotion';
import { Icon } from '@/components/icons/Icon';
import styles from './ExperienceItem.module.scss';

/** How near the screen an entry asks for the motion runtime: one screen height ahead. */
const MOTION_LOAD_MARGIN = '100% 0px';

export interface ExperienceItemProps {
  /** Stable key for element ids. */
  id: string;
  /** Date range as shown, e.g. 'Oct 2022 – Jan 2023'. */
  period: string;
  role: string;
  company: string;
  description: string;
}

/**
 * One experience entry. Its button opens or closes the description. Collapsed, the text is clamped
 * to two lines with an ellipsis; the clamp only applies once scripts run, so without them all text
 * is readable. framer-motion slides the text between the two heights (CSS cannot animate to a
 * natural height in every browser yet); on closing, the clamp waits until the height has arrived.
 * The runtime is fetched when the entry comes near the screen, not with the page; a press before
 * it has arrived slides once it is here. If it cannot load, or under reduced motion, the text
 * simply switches.
 */
export function ExperienceItem({ id, period, role, company, description }: ExperienceItemProps) {
  const [expanded, setExpanded] = useState(false);
  const [clamped, setClamped] = useState(true);
  const descriptionRef = useRef<HTMLParagraphElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Heights in px: where a slide starts, and the clamped height it returns to.
  const fromHeight = useRef(0);
  const clampedHeight = useRef(0);
  const descriptionId = `experience-${id}-description`;

  const waitingForMotion = useRef(false);

  useEffect(() => {
    const element = descriptionRef.current;
    if (!element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void loadMotion().catch(() => undefined);
      },
      { rootMargin: MOTION_LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const switchState = () => {
    const element = descriptionRef.current;
    const animated = Boolean(loadedMotion()) && !prefersReducedMotion();
    if (element) fromHeight.current = element.getBoundingClientRect().height;
    if (element && clamped) clampedHeight.current = fromHeight.current;
    setExpanded(!expanded);
    if (!expanded) setClamped(false);
    else if (!animated) setClamped(true);
  };

  const toggle = () => {
    if (loadedMotion() || !motionRequested() || prefersReducedMotion()) {
      switchState();
      return;
    }
    // The runtime is on its way: one press at a time until it is here; a failed load still
    // switches.
    if (waitingForMotion.current) return;
    waitingForMotion.current = true;
    void loadMotion()
      .catch(() => null)
      .then(() => {
        waitingForMotion.current = false;
        switchState();
      });
  };

  // Runs after the DOM has the new state (unclamped when opening), before it is painted.
  useLayoutEffect(() => {
    const motion = loadedMotion();
    const element = descriptionRef.current;
    if (!motion || !element || fromHeight.current === 0 || prefersReducedMotion()) return;
    const to = expanded ? element.getBoundingClientRect().height : clampedHeight.current;
    const controls = motion.animate(
      element,
      { height: [fromHeight.current, to] },
      { duration: PANEL_SECONDS, ease: EASE_OUT },
    );
    let interrupted = false;
    void controls.then(() => {
      if (interrupted) return;
      // Back to the stylesheet's height: natural when open, the clamp's when closed.
      element.style.height = '';
      if (!expanded) setClamped(true);
    });
    // A second click mid-slide: the next slide starts from wherever this one stopped.
    return () => {
      interrupted = true;
      controls.stop();
    };
  }, [expanded]);

  // A press before hydration plays once it is done (lib/head-script/held-press.ts).
  useHeldPress(toggleRef, toggle);

  return (
    <div className={styles.item} data-expanded={expanded} data-clamped={clamped}>
      <p className={styles.period}>{period}</p>
      <h3 className={styles.heading}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={descriptionId}
          onClick={toggle}
          {...holdPress}
        >
          <span className={styles.titles}>
            <span className={styles.role}>{role}</span>
            <span className={styles.company}>{company}</span>
          </span>
          <span className={styles.chevron}>
            <Icon name="chevronDown" size={20} />
          </span>
        </button>
      </h3>
      <p ref={descriptionRef} id={descriptionId} className={styles.description}>
        {description}
      </p>
    </div>
  );
}
