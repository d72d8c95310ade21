import type { Project, Site } from '@/content';
import type { LocalizedContent } from '@/lib/i18n/content';
import { pageContent } from '@/lib/i18n/page-language';
import { responsiveImage } from '@/lib/media/images';
import { focusStyle } from '@/lib/media/focus';
import { QUICK_VIEW_SLOT } from '@/lib/media/slots';
import { QuickViewOverlay, QuickViewState } from '@/components/quick-view/QuickViewContext';
import type { QuickViewNavItem } from '@/components/quick-view/QuickView';
import type { QuickViewProjectData } from '@/components/quick-view/types';

export { useQuickView, type QuickViewContextValue } from '@/components/quick-view/QuickViewContext';

export interface QuickViewProviderProps {
  children: React.ReactNode;
}

/**
 * Only what the overlay shows and cannot find on the page: the words are read from each card
 * when its quick view opens (card-words.ts), so the payload does not carry them twice.
 */
function quickViewProjects(projects: Project[]): QuickViewProjectData[] {
  return projects.map((project) => {
    const focus = focusStyle(project.focus);
    return {
      id: project.id,
      stack: project.stack,
      // The same object as the card's image (responsiveImage keeps one per image): the payload
      // writes a reference to the card's.
      cover: responsiveImage(project.image, QUICK_VIEW_SLOT),
      ...(focus && { focus }),
      hasDemo: Boolean(project.url),
      // Only the addresses: the overlay words the links from `labels.links`, sent once.
      ...(project.site ? { site: project.site } : {}),
      ...(project.source ? { source: project.source } : {}),
    };
  });
}

function quickViewNav(site: Site, path: LocalizedContent['path']): QuickViewNavItem[] {
  return site.nav.map(({ sectionId, overlayLabel }) => ({
    sectionId,
    label: overlayLabel,
    href: path(`/#${sectionId}`),
  }));
}

/**
 * The quick view of every gallery card (slider and grid): wrap the My Work section in it and put
 * a QuickViewButton on each card. Renders on the server and hands plain data to the client state.
 *
 * The overlay's data comes before the gallery: React writes a page's payload in the order it meets
 * the parts and writes an object it meets again as a reference to where it first wrote it, so each
 * cover (the card's and the overlay's are one object) is written once, in the overlay's data, and
 * each card's image refers to it by a short path (`$3b:props:projects:2:cover`) rather than the
 * overlay to the card's by a long one through the gallery's tree: 0.6 KB less payload. The
 * projects' words are not in the data at all: the overlay reads them from the cards
 * (card-words.ts), and e2e/static/payload.test.ts checks that each description is in the home
 * page's payload and markup once.
 */
export function QuickViewProvider({ children }: QuickViewProviderProps) {
  const { quickViewCopy, projectCopy, commonCopy, site, projects, path } = pageContent();
  return (
    <QuickViewState>
      <QuickViewOverlay
        projects={quickViewProjects(projects)}
        projectPath={path('/portofolio/')}
        nav={quickViewNav(site, path)}
        labels={{
          ...quickViewCopy,
          links: projectCopy.links,
          opensInNewTab: commonCopy.opensInNewTab,
        }}
      />
      {children}
    </QuickViewState>
  );
}
