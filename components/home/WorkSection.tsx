import { SiteLink } from '@/components/layout/SiteLink';
import { pageContent } from '@/lib/i18n/page-language';
import { projectSections } from '@/lib/content/index';
import { panelName, PROJECTS_PER_PANEL } from '@/lib/slider/rules';
import { sliderCard } from '@/lib/slider/card';
import { imageAspect } from '@/lib/media/images';
import { GRID_CARD_SLOT } from '@/lib/media/slots';
import { QuickViewProvider } from '@/components/quick-view/QuickViewProvider';
import { QUICK_VIEW_NAME_PART_IDS, quickViewNameParts } from '@/components/quick-view/card-words';
import { SectionHeading } from '@/components/home/SectionHeading';
import { WorkCard } from '@/components/home/WorkCard';
import { WorkSlider } from '@/components/home/WorkSlider';
import { belowFirstScreen } from '@/lib/head-script/deferred-styles.mjs';
import styles from './WorkSection.module.scss';

/**
 * My Work: one list of cards, in the order of `content/projects.ts`, cut into panels of five.
 * CSS lays it out as the desktop slider (each panel one step wide, its cards in a row) or, on a
 * phone (narrower than 768 px, or a mobile user agent: the root's data-device), as the
 * two-column grid, the panels then dissolved (`display: contents`). Each project is in the page
 * once, so nothing flashes and nothing is sent twice.
 */
export function WorkSection() {
  const { homeCopy, projects, counted, path } = pageContent();
  // "All projects" only when the slider cannot show them all at once: with one panel, every
  // project is already in view and the link would offer nothing new (the page still exists).
  const showAllLink = projects.length > PROJECTS_PER_PANEL;
  const panels = projectSections(projects);
  const nameParts = quickViewNameParts(homeCopy.work.quickView);
  return (
    <QuickViewProvider>
      <section
        id="my-work"
        aria-labelledby="my-work-title"
        className={styles.section}
        {...belowFirstScreen}
      >
        <div className={styles.head}>
          <SectionHeading
            id="my-work-title"
            eyebrow={homeCopy.work.eyebrow}
            title={homeCopy.work.title}
            lead={counted(homeCopy.work.lead, projects.length)}
          />
          {showAllLink ? (
            <SiteLink href={path('/portofolio')} className={styles.allLink}>
              {homeCopy.work.allProjects}
              {/* A no-break space: the link's flex layout drops a plain one at an item's start. */}
              <span aria-hidden="true">
                {'\u00a0'}
                <span data-inline-arrow="">→</span>
              </span>
            </SiteLink>
          ) : null}
        </div>
        {/* The words around each card's name in its quick-view button's name (WorkCard), once. */}
        {(['before', 'after'] as const).map((part) =>
          nameParts[part] ? (
            <span key={part} id={QUICK_VIEW_NAME_PART_IDS[part]} hidden>
              {nameParts[part]}
            </span>
          ) : null,
        )}
        <WorkSlider
          projectCount={projects.length}
          labels={{
            panel: homeCopy.work.panelIndicator,
            region: homeCopy.work.sliderLabel,
            previous: homeCopy.work.previousPanel,
            next: homeCopy.work.nextPanel,
          }}
        >
          <ol className={styles.panels}>
            {panels.map((panel, index) => {
              // What the owner set for each card, else what suits its cover (lib/slider/card.ts).
              const cards = panel.map((project, place) =>
                sliderCard(project, place, imageAspect(project.image, GRID_CARD_SLOT)),
              );
              return (
                <li
                  key={index}
                  className={styles.panel}
                  aria-label={panelName(homeCopy.work.panelLabel, index, panel.length)}
                >
                  <ul className={styles.row}>
                    {panel.map((project, place) => (
                      <WorkCard
                        key={project.id}
                        project={project}
                        card={cards[place]!}
                        rowWidths={cards.map((card) => card.width)}
                      />
                    ))}
                  </ul>
                </li>
              );
            })}
          </ol>
        </WorkSlider>
      </section>
    </QuickViewProvider>
  );
}
