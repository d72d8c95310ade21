import type { Project, Site } from '@/content';
import type { LocalizedContent } from '@/lib/i18n/content';
import { pageContent } from '@/lib/i18n/page-language';
import { responsiveImage } from '@/lib/media/images';
import { coverFit, focusStyle } from '@/lib/media/focus';
import { QUICK_VIEW_SHAPE, QUICK_VIEW_SLOT } from '@/lib/media/slots';
import { QuickViewOverlay, QuickViewState } from '@/components/quick-view/QuickViewContext';
import type { QuickViewNavItem, QuickViewProject } from '@/components/quick-view/QuickView';

export { useQuickView, type QuickViewContextValue } from '@/components/quick-view/QuickViewContext';

export interface QuickViewProviderProps {
  children: React.ReactNode;
}

/** Only the fields the overlay shows, so the browser gets no more content than it needs. */
function quickViewProjects(
  projects: Project[],
  path: LocalizedContent['path'],
): QuickViewProject[] {
  return projects.map((project) => {
    const cover = responsiveImage(project.image, QUICK_VIEW_SLOT);
    const aspect = cover.width / cover.height;
    const focus = focusStyle(project.focus);
    return {
      id: project.id,
      name: project.name,
      kind: project.kind,
      description: project.description,
      stack: project.stack,
      cover,
      fit: {
        phone: coverFit(aspect, QUICK_VIEW_SHAPE.phone),
        desktop: coverFit(aspect, QUICK_VIEW_SHAPE.desktop),
      },
      ...(focus && { focus }),
      alt: project.alt,
      hasDemo: Boolean(project.url),
      href: path(`/portofolio/${project.id}`),
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
 * The overlay's data comes after the gallery, not as props of the state around it: React writes
 * a page's payload in the order it meets the parts, so the projects' names, descriptions and alts
 * then sit beside the cards' copies of them, within reach of gzip's 32 KB window: 0.9 KB less
 * payload on the home page (e2e/static/budgets.test.ts).
 */
export function QuickViewProvider({ children }: QuickViewProviderProps) {
  const { quickViewCopy, projectCopy, commonCopy, site, projects, path } = pageContent();
  return (
    <QuickViewState>
      {children}
      <QuickViewOverlay
        projects={quickViewProjects(projects, path)}
        nav={quickViewNav(site, path)}
        labels={{
          ...quickViewCopy,
          links: projectCopy.links,
          opensInNewTab: commonCopy.opensInNewTab,
        }}
      />
    </QuickViewState>
  );
}
