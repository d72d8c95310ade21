import styles from './SectionHeading.module.scss';

export interface SectionHeadingProps {
  /** Id of the <h2>, for the section's aria-labelledby. */
  id: string;
  /** Small label above the title, e.g. 'Selected projects'. */
  eyebrow: string;
  title: string;
  /** One optional sentence under the title. */
  lead?: string;
  /** Colours for a light or a dark section. Allowed: 'light' | 'dark'. */
  tone?: 'light' | 'dark';
  className?: string;
}

/** The heading block every home section opens with. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  tone = 'light',
  className,
}: SectionHeadingProps) {
  return (
    <div className={`${styles.heading} ${className ?? ''}`} data-tone={tone}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}
