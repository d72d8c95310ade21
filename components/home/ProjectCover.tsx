import Link from 'next/link';
import type { Project } from '@/content';
import { pageContent } from '@/lib/i18n/page-language';
import { fillTemplate } from '@/lib/content/copy';
import { focusStyle } from '@/lib/media/focus';
import type { ImageSlot } from '@/lib/media/slots';
import { SiteImage } from '@/components/media/SiteImage';
import { QuickViewButton } from '@/components/quick-view/QuickViewButton';

export interface ProjectCoverProps {
  project: Project;
  /** Id of the element holding the project's name: it names the link. */
  nameId: string;
  /** Where the cover sits (its `sizes`): the slider and the grid lay it out differently. */
  slot: ImageSlot;
  /** The card's CSS module: its `link`, `frame`, `image` and `quickView` classes are used. */
  classes: Partial<Record<'link' | 'frame' | 'image' | 'quickView', string>>;
  /**
   * How the cover sits in its frame: cropped to fill it ('cover', default) or, when its shape is
   * too far from the frame's (lib/media/focus.ts, `coverFit`), whole over its blurred preview.
   */
  fit?: 'cover' | 'contain';
  /** The text under or over the cover (name, kind or description). */
  children: React.ReactNode;
}

/**
 * The part the slider card and the grid card share: a link to the project page holding the cover
 * and the card's text, and the quick-view button beside it (a button cannot sit inside a link).
 * The cover keeps SiteImage's lazy loading, so the layout CSS hides is never fetched.
 */
export function ProjectCover({
  project,
  nameId,
  slot,
  classes,
  fit = 'cover',
  children,
}: ProjectCoverProps) {
  const { homeCopy, path } = pageContent();
  return (
    <>
      <Link
        href={path(`/portofolio/${project.id}`)}
        className={classes.link}
        aria-labelledby={nameId}
      >
        <span className={classes.frame} data-fit={fit} style={focusStyle(project.focus)}>
          <SiteImage
            publicId={project.image}
            alt={project.alt}
            slot={slot}
            focus={project.focus}
            className={classes.image}
          />
        </span>
        {children}
      </Link>
      <QuickViewButton
        projectId={project.id}
        label={fillTemplate(homeCopy.work.quickView, { name: project.name })}
        className={classes.quickView}
      />
    </>
  );
}
