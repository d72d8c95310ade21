'use client';

import { useState } from 'react';
import { Icon } from '@/components/icons/Icon';
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
 * One experience entry. Its button expands or collapses the description; collapsed, the text is
 * cut to two lines. The cut only applies once scripts run, so without them all text is readable.
 */
export function ExperienceItem({ id, period, role, company, description }: ExperienceItemProps) {
  const [expanded, setExpanded] = useState(false);
  const descriptionId = `experience-${id}-description`;
  return (
    <div className={styles.item} data-expanded={expanded}>
      <p className={styles.period}>{period}</p>
      <h3 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={descriptionId}
          onClick={() => setExpanded((open) => !open)}
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
      <p id={descriptionId} className={styles.description}>
        {description}
      </p>
    </div>
  );
}
