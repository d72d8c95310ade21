import { SiteLink } from '@/components/layout/SiteLink';
import type { Project } from '@/content';
import { projectLinks } from '@/lib/content/project-links';
import { pageContent } from '@/lib/i18n/page-language';
import { tagPath } from '@/lib/writing/tags';
import { ProjectLinks } from '@/components/project/ProjectLinks';
import styles from './ProjectHeader.module.scss';

export interface ProjectHeaderProps {
  project: Project;
  /** Where the project stands in the list, 1-based, for the "06 / 10" counter (ids may skip). */
  position: number;
  /** How many projects there are, for the "06 / 10" counter. */
  total: number;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Back link to My Work, the upper-case name as the page heading, the kind and the stack as tags,
 * and the project's own links (live site, code) as buttons: above the cover, where a recruiter
 * looks first, whether or not the project has a demo further down.
 */
export function ProjectHeader({ project, position, total }: ProjectHeaderProps) {
  const { projectCopy, commonCopy, path } = pageContent();
  return (
    <header className={styles.header}>
      {/* The way back and the counter are the page's chrome: the site search leaves them out of
          what it shows of the page (data-pagefind-ignore), as it does the links below. */}
      <SiteLink href={path('/#my-work')} className={styles.back} data-pagefind-ignore="">
        <span aria-hidden="true" className={styles.arrow} data-inline-arrow="">
          ←
        </span>
        {projectCopy.backLink}
      </SiteLink>
      {/* A single project has no place in a list to tell ("01 / 01"). */}
      {total > 1 && (
        <p className={styles.counter} data-pagefind-ignore="">
          <span className={styles.visuallyHidden}>{projectCopy.counter.before} </span>
          {twoDigits(position)}
          <span aria-hidden="true"> / </span>
          <span className={styles.visuallyHidden}> {projectCopy.counter.between} </span>
          {twoDigits(total)}
        </p>
      )}
      <h1 className={styles.title}>{project.name}</h1>
      <ul className={styles.tags} aria-label={projectCopy.tagsLabel}>
        <li className={styles.kind}>{project.kind}</li>
        {project.stack.map((tool) => (
          <li key={tool}>
            {/* Each tool links to its tag page: the other projects and the notes about it. */}
            <SiteLink href={path(tagPath(tool))} className={styles.tag}>
              {tool}
            </SiteLink>
          </li>
        ))}
      </ul>
      <ProjectLinks
        links={projectLinks(project, projectCopy.links)}
        projectName={project.name}
        label={projectCopy.links.label}
        opensInNewTab={commonCopy.opensInNewTab}
        className={styles.links}
      />
    </header>
  );
}
