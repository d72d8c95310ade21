import { SiteLink } from '@/components/layout/SiteLink';
import type { Project } from '@/content';
import { pageContent } from '@/lib/i18n/page-language';
import styles from './ProjectPager.module.scss';

export interface ProjectPagerProps {
  /** The project before this one (`adjacentProjects`): none for the second of two. */
  previous?: Project;
  /** The project after this one: none for the second of two. */
  next?: Project;
}

/**
 * Links to the previous and the next project (lib/content/projects.ts, `adjacentProjects`: three
 * or more wrap around the list; two get one link; one project gets no pager at all).
 */
export function ProjectPager({ previous, next }: ProjectPagerProps) {
  const { projectCopy, path } = pageContent();
  if (!previous && !next) return null;
  return (
    <nav className={styles.pager} aria-label={projectCopy.pager.label}>
      {previous ? (
        <SiteLink href={path(`/portofolio/${previous.id}`)} className={styles.link} rel="prev">
          <span className={styles.direction}>
            <span aria-hidden="true" data-inline-arrow="">
              ←
            </span>{' '}
            {projectCopy.pager.previous}
          </span>
          <span className={styles.name}>{previous.name}</span>
          <span className={styles.kind}>{previous.kind}</span>
        </SiteLink>
      ) : null}
      {next ? (
        <SiteLink
          href={path(`/portofolio/${next.id}`)}
          className={`${styles.link} ${styles.next}`}
          rel="next"
        >
          <span className={styles.direction}>
            {projectCopy.pager.next}{' '}
            <span aria-hidden="true" data-inline-arrow="">
              →
            </span>
          </span>
          <span className={styles.name}>{next.name}</span>
          <span className={styles.kind}>{next.kind}</span>
        </SiteLink>
      ) : null}
    </nav>
  );
}
