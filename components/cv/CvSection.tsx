import styles from './CvSection.module.scss';

export interface CvSectionProps {
  /** Id of the heading, for aria-labelledby. */
  id: string;
  title: string;
  children: React.ReactNode;
}

/** One titled part of the CV (Profile, Experience, Education…). */
export function CvSection({ id, title, children }: CvSectionProps) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
