import { SiteLink } from '@/components/layout/SiteLink';
import type { Project } from '@/content';
import { projectLinks } from '@/lib/content/project-links';
import { pageContent } from '@/lib/i18n/page-language';
import { imageAspect } from '@/lib/media/images';
import { coverFit, focusStyle, GRID_FRAME_RATIO } from '@/lib/media/focus';
import { PROJECT_LIST_SLOT } from '@/lib/media/slots';
import { SiteImage } from '@/components/media/SiteImage';
import { ProjectLinks } from '@/components/project/ProjectLinks';
import { TagLinks } from '@/components/writing/TagLinks';
import styles from './ProjectListCard.module.scss';

export interface ProjectListCardProps {
  project: Project;
  /**
   * The first card's cover: never lazy, and on windows wider than a phone the page's largest
   * paint, announced first. On a phone the title, lead and filter come first, and whether any of
   * the cover is on the first screen depends on their length: the browser decides its priority
   * from the layout (see SiteImage).
   */
  priority?: boolean;
}

/**
 * One project on the all-projects page: its cover and name as one link to its page, its kind,
 * its stack as links to the tags' pages, and its live site and code. The links sit outside the
 * page link, since a link may not hold another.
 */
export function ProjectListCard({ project, priority = false }: ProjectListCardProps) {
  const { projectCopy, commonCopy, path, language } = pageContent();
  const nameId = `project-${project.id}-name`;
  return (
    // Left out of the search index, whole: a project is found on its own page, not again here.
    // "all", not only its words: else the index took the first card's cover as the page's image,
    // and its alt text ("Persuratan Upana dashboard…") made the list a result for that name.
    <article className={styles.card} aria-labelledby={nameId} data-pagefind-ignore="all">
      {/* Named by the project's name alone: the cover inside it is described by its alt text,
          which started the link's name ("Persuratan Upana dashboard listing … Persuratan Upana"). */}
      <SiteLink
        href={path(`/portofolio/${project.id}`)}
        className={styles.link}
        aria-labelledby={nameId}
      >
        {/* A 4:3 frame like the home page's grid: the owner's focus moves the crop, and a cover
            far from that shape is shown whole. */}
        <span
          className={styles.frame}
          data-fit={coverFit(imageAspect(project.image, PROJECT_LIST_SLOT), GRID_FRAME_RATIO)}
          style={focusStyle(project.focus)}
        >
          <SiteImage
            publicId={project.image}
            alt={project.alt}
            slot={PROJECT_LIST_SLOT}
            priority={priority && 'wide'}
            className={styles.image}
          />
        </span>
        <h2 id={nameId} className={styles.name}>
          {project.name}
        </h2>
      </SiteLink>
      <div className={styles.body}>
        <p className={styles.kind}>{project.kind}</p>
        <TagLinks tags={project.stack} lang={language.code} label={projectCopy.tagsLabel} />
        <ProjectLinks
          links={projectLinks(project, projectCopy.links)}
          projectName={project.name}
          label={projectCopy.links.label}
          opensInNewTab={commonCopy.opensInNewTab}
          variant="compact"
          className={styles.links}
        />
      </div>
    </article>
  );
}
