import Link from 'next/link';
import { homeCopy } from '@/content';
import type { Project } from '@/content';
import { fillTemplate } from '@/lib/copy';
import { SiteImage } from '@/components/media/SiteImage';
import { QuickViewButton } from '@/components/quick-view/QuickViewButton';
import styles from './SliderCard.module.scss';

export interface SliderCardProps {
  project: Project;
}

/**
 * One image of the desktop slider. `project.width` sizes it, `project.class` picks its shape and
 * its place in the row; the outer layer carries the parallax factors for WorkSlider.
 * Hover or keyboard focus shows the project's name. The cover is lazy even in the first panel: the
 * slider sits below the hero, and on a phone (where CSS hides it) a lazy image is never fetched.
 */
export function SliderCard({ project }: SliderCardProps) {
  const nameId = `slide-name-${project.id}`;
  return (
    <li
      className={styles.card}
      data-layout={project.class}
      style={{ '--card-width': project.width } as React.CSSProperties}
    >
      <div
        className={styles.layer}
        data-parallax-x={project.factoryX}
        data-parallax-y={project.factoryY}
      >
        <Link href={`/portofolio/${project.id}`} className={styles.link} aria-labelledby={nameId}>
          <span className={styles.frame}>
            <SiteImage
              publicId={project.image}
              alt={project.alt}
              width={project.imageWidth}
              height={project.imageHeight}
              sizes={`min(${project.width}, 30vw)`}
              className={styles.image}
            />
          </span>
          <span className={styles.label}>
            <span id={nameId} className={styles.name}>
              {project.name}
            </span>
            <span className={styles.kind}>{project.kind}</span>
          </span>
        </Link>
        <QuickViewButton
          projectId={project.id}
          label={fillTemplate(homeCopy.work.quickView, { name: project.name })}
          className={styles.quickView}
        />
      </div>
    </li>
  );
}
