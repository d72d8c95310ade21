import { SiteLink } from '@/components/layout/SiteLink';
import { projectLinks } from '@/lib/content/project-links';
import { QUICK_VIEW_SLOT, quickViewFit, sizesFor } from '@/lib/media/slots';
import { Picture } from '@/components/media/Picture';
import { ProjectLinks } from '@/components/project/ProjectLinks';
import type { QuickViewProject, QuickViewLabels } from '@/components/quick-view/types';
import styles from './QuickView.module.scss';

export interface QuickViewPanelProps {
  project: QuickViewProject;
  labels: QuickViewLabels;
  /** The X button, which takes the focus when the dialog opens. */
  closeRef: React.Ref<HTMLButtonElement>;
  onClose: () => void;
}

/** The quick view's card: the X, the cover, the project's name, description and stack, its links. */
export function QuickViewPanel({ project, labels, closeRef, onClose }: QuickViewPanelProps) {
  // How the cover sits in the frame, on a phone (4:3) and beside the text on a desktop (about
  // square): cropped at its focal point, or whole when cropping would cut too much. Worked out
  // here, in the overlay's own chunk, rather than sent in the page's payload for every project.
  const aspect = project.cover.width / project.cover.height;
  return (
    <article className={styles.panel}>
      <div className={styles.closeBar}>
        <button
          ref={closeRef}
          type="button"
          className={styles.close}
          aria-label={labels.close}
          onClick={onClose}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2.25"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      <div
        className={styles.media}
        data-fit={quickViewFit(aspect).phone}
        data-fit-wide={quickViewFit(aspect).desktop}
        style={project.focus as React.CSSProperties | undefined}
      >
        {/* URLs resolved on the server; the `sizes` here, in the overlay's own chunk, not in the
            page's payload ten times. */}
        <Picture
          image={project.cover}
          sizes={sizesFor(project.cover, QUICK_VIEW_SLOT)}
          alt={project.alt}
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        <p className={styles.kind}>{project.kind}</p>
        <h2 id={`quick-view-title-${project.id}`} className={styles.title}>
          {project.name}
        </h2>
        <p className={styles.description}>{project.description}</p>
        <ul className={styles.stack} aria-label={labels.stackLabel}>
          {project.stack.map((tool) => (
            <li key={tool} className={styles.tag}>
              {tool}
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <SiteLink href={project.href} className={styles.primary}>
            {labels.pageLink}
          </SiteLink>
          {project.hasDemo ? (
            <SiteLink href={`${project.href}#demo`} className={styles.secondary}>
              {labels.demoLink}
            </SiteLink>
          ) : null}
        </div>
        <ProjectLinks
          links={projectLinks(project, labels.links)}
          projectName={project.name}
          label={labels.links.label}
          opensInNewTab={labels.opensInNewTab}
          className={styles.links}
        />
      </div>
    </article>
  );
}
