import type { Project } from '@/content';
import { imageAspect } from '@/lib/media/images';
import { coverFit, GRID_FRAME_RATIO } from '@/lib/media/focus';
import { GRID_CARD_SLOT } from '@/lib/media/slots';
import { ProjectCover } from '@/components/home/ProjectCover';
import styles from './WorkCard.module.scss';

export interface WorkCardProps {
  project: Project;
}

/**
 * One card of the mobile two-column grid: cover, name and a description cut to a few lines (the
 * project's live site and code are one tap away, in its quick view: drawn on all the cards they
 * cost the home page 0.6 KB of its first-load budget). Every frame has one shape, so
 * the cards of a row line up; a cover far from it is shown whole.
 */
export function WorkCard({ project }: WorkCardProps) {
  const nameId = `card-name-${project.id}`;
  const fit = coverFit(imageAspect(project.image, GRID_CARD_SLOT), GRID_FRAME_RATIO);
  return (
    <li className={styles.card}>
      <ProjectCover
        project={project}
        nameId={nameId}
        slot={GRID_CARD_SLOT}
        classes={styles}
        fit={fit}
      >
        {/* A <div>: a heading may not sit inside a <span> (the link around it may hold either). */}
        <div className={styles.body}>
          <h3 id={nameId} className={styles.name}>
            {project.name}
          </h3>
          <span className={styles.description}>{project.description}</span>
        </div>
      </ProjectCover>
    </li>
  );
}
