import { SiteLink } from '@/components/layout/SiteLink';
import type { Project } from '@/content';
import type { SliderCard } from '@/lib/slider/card';
import { pageContent } from '@/lib/i18n/page-language';
import { imageAspect } from '@/lib/media/images';
import { coverFit, focusStyle, GRID_FRAME_RATIO, sliderFrameRatio } from '@/lib/media/focus';
import { workCardSlot } from '@/lib/media/slots';
import { SiteImage } from '@/components/media/SiteImage';
import { QuickViewButton } from '@/components/quick-view/QuickViewButton';
import {
  CARD_WORD,
  cardNameId,
  quickViewLabelledBy,
  quickViewNameParts,
} from '@/components/quick-view/card-words';
import styles from './WorkCard.module.scss';

export interface WorkCardProps {
  project: Project;
  /** Its card in the desktop slider: shape, width and parallax factors (set or defaulted). */
  card: SliderCard;
  /** The widths of every card of its slider panel (its own included): its cover's share of the row. */
  rowWidths: string[];
}

/**
 * One project of My Work, rendered once for both layouts (WorkSection): a link to the project
 * page holding the cover, the name, the kind and the description, and the quick-view button
 * beside it (a button cannot sit inside a link).
 *
 * - Desktop slider: `card.width` sizes the card, `card.layout` picks its shape (or the
 *   cover's own, when it is far from that: `sliderFrameRatio`) and its place in the row; the
 *   layer carries the parallax factors for WorkSlider; the name and kind show over the cover on
 *   hover or keyboard focus.
 * - Phone grid: every frame is 4:3, so the cards of a row line up (a cover far from that shape is
 *   shown whole, `coverFit`); the name and a description cut to a few lines sit under it. The
 *   project's live site and code are one tap away in its quick view and on its page (drawn on
 *   every card they cost the home page 0.6 KB of its first-load budget).
 *
 * The cover is lazy even in the first panel: the work section sits below the hero.
 */
export function WorkCard({ project, card, rowWidths }: WorkCardProps) {
  const { homeCopy, path } = pageContent();
  const nameId = cardNameId(project.id);
  const slot = workCardSlot(card.width, rowWidths, card.layout);
  const aspect = imageAspect(project.image, slot);
  // The button is named by the copy's words around the card's heading, both written once
  // (WorkSection holds the words): "Quick view: {name}".
  const labelledBy = quickViewLabelledBy(project.id, quickViewNameParts(homeCopy.work.quickView));
  return (
    <li
      className={styles.card}
      data-layout={card.layout}
      style={
        {
          '--card-width': card.width,
          '--card-ratio': sliderFrameRatio(card.layout, aspect).toFixed(4),
        } as React.CSSProperties
      }
    >
      <div className={styles.layer} data-parallax-x={card.factorX} data-parallax-y={card.factorY}>
        <SiteLink
          href={path(`/portofolio/${project.id}`)}
          className={styles.link}
          aria-labelledby={nameId}
        >
          <span
            className={styles.frame}
            data-fit={coverFit(aspect, GRID_FRAME_RATIO)}
            style={focusStyle(project.focus)}
          >
            <SiteImage
              publicId={project.image}
              alt={project.alt}
              slot={slot}
              className={styles.image}
            />
          </span>
          {/* A <div>: a heading may not sit inside a <span> (the link around it may hold either). */}
          <div className={styles.body}>
            <h3 id={nameId} className={styles.name}>
              {project.name}
            </h3>
            {/* Marked for the quick view, which shows these words from here (card-words.ts). */}
            <span className={styles.kind} {...{ [CARD_WORD]: 'kind' }}>
              {project.kind}
            </span>
            <span className={styles.description} {...{ [CARD_WORD]: 'description' }}>
              {project.description}
            </span>
          </div>
        </SiteLink>
        <QuickViewButton
          projectId={project.id}
          labelledBy={labelledBy}
          className={styles.quickView}
        />
      </div>
    </li>
  );
}
