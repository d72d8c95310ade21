import Link from 'next/link';
import { homeCopy } from '@/content';
import type { Project } from '@/content';
import { fillTemplate } from '@/lib/copy';
import { SiteImage } from '@/components/media/SiteImage';
import { QuickViewButton } from '@/components/quick-view/QuickViewButton';
import styles from './WorkCard.module.scss';

export interface WorkCardProps {
  project: Project;
}

/** One card of the mobile two-column grid: cover, name and a description cut to a few lines. */
export function WorkCard({ project }: WorkCardProps) {
  const nameId = `card-name-${project.id}`;
  return (
    <li className={styles.card}>
      <Link href={`/portofolio/${project.id}`} className={styles.link} aria-labelledby={nameId}>
        <span className={styles.frame}>
          <SiteImage
            publicId={project.image}
            alt={project.alt}
            width={project.imageWidth}
            height={project.imageHeight}
            sizes="(max-width: 767px) 50vw, 33vw"
            className={styles.image}
          />
        </span>
        <span className={styles.body}>
          <h3 id={nameId} className={styles.name}>
            {project.name}
          </h3>
          <span className={styles.description}>{project.description}</span>
        </span>
      </Link>
      <QuickViewButton
        projectId={project.id}
        label={fillTemplate(homeCopy.work.quickView, { name: project.name })}
        className={styles.quickView}
      />
    </li>
  );
}
