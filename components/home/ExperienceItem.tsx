'use client';

import { useRef } from 'react';
import { holdPress } from '@/lib/head-script/held-press';
import { useClampedText } from '@/hooks/useClampedText';
import { useHeldPress } from '@/hooks/useHeldPress';
import { useLoadMotionNearScreen } from '@/hooks/useLoadMotionNearScreen';
import { ControlIcon } from '@/components/icons/ControlIcon';
import styles from './ExperienceItem.module.scss';

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
  const descriptionRef = useRef<HTMLParagraphElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const descriptionId = `experience-${id}-description`;

  useLoadMotionNearScreen(descriptionRef);
  const { expanded, clamped, toggle } = useClampedText(descriptionRef);
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
            <ControlIcon name="chevronDown" size={20} />
          </span>
        </button>
      </h3>
      <p ref={descriptionRef} id={descriptionId} className={styles.description}>
        {description}
      </p>
    </div>
  );
}
