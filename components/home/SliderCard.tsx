import type { Project } from '@/content';
import { imageAspect } from '@/lib/media/images';
import { sliderFrameRatio } from '@/lib/media/focus';
import { sliderCardSlot } from '@/lib/media/slots';
import { ProjectCover } from '@/components/home/ProjectCover';
import styles from './SliderCard.module.scss';

export interface SliderCardProps {
  project: Project;
  /** The widths of every card of its row (its own included): its cover's share of the row. */
  rowWidths: string[];
}

/**
 * One image of the desktop slider. `project.width` sizes it, `project.class` picks its shape (or
 * the cover's own, when it is far from that: `sliderFrameRatio`) and its place in the row; the
 * outer layer carries the parallax factors for WorkSlider.
 * Hover or keyboard focus shows the project's name. The cover is lazy even in the first panel: the
 * slider sits below the hero, and on a phone (where CSS hides it) a lazy image is never fetched.
 */
export function SliderCard({ project, rowWidths }: SliderCardProps) {
  const nameId = `slide-name-${project.id}`;
  const slot = sliderCardSlot(project.width, rowWidths, project.class);
  const ratio = sliderFrameRatio(project.class, imageAspect(project.image, slot));
  return (
    <li
      className={styles.card}
      data-layout={project.class}
      style={
        { '--card-width': project.width, '--card-ratio': ratio.toFixed(4) } as React.CSSProperties
      }
    >
      <div
        className={styles.layer}
        data-parallax-x={project.factoryX}
        data-parallax-y={project.factoryY}
      >
        <ProjectCover project={project} nameId={nameId} slot={slot} classes={styles}>
          <span className={styles.label}>
            <span id={nameId} className={styles.name}>
              {project.name}
            </span>
            <span className={styles.kind}>{project.kind}</span>
          </span>
        </ProjectCover>
      </div>
    </li>
  );
}
