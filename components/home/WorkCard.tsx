import type { Project } from '@/content';
import { projectLinks } from '@/lib/content/project-links';
import { pageContent } from '@/lib/i18n/page-language';
import { imageAspect } from '@/lib/media/images';
import { coverFit, GRID_FRAME_RATIO } from '@/lib/media/focus';
import { GRID_CARD_SLOT } from '@/lib/media/slots';
import { ProjectCover } from '@/components/home/ProjectCover';
import { ProjectLinks } from '@/components/project/ProjectLinks';
import styles from './WorkCard.module.scss';

export interface WorkCardProps {
  project: Project;
}

/**
 * One card of the mobile two-column grid: cover, name and a description cut to a few lines, and
 * the project's live site and code as round icons over the cover. Every frame has one shape, so
 * the cards of a row line up; a cover far from it is shown whole.
 */
export function WorkCard({ project }: WorkCardProps) {
  const { projectCopy, commonCopy } = pageContent();
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
      {/* Over the cover's top left, across from the quick-view button: two round icons fit the
          narrowest phone card beside it, where a row of worded buttons would not. */}
      <ProjectLinks
        links={projectLinks(project, projectCopy.links)}
        projectName={project.name}
        label={projectCopy.links.label}
        opensInNewTab={commonCopy.opensInNewTab}
        variant="icons"
        className={styles.links}
      />
    </li>
  );
}
