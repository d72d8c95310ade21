import { quickViewCopy, site } from '@/content';
import { projects } from '@/lib/content/index';
import { imageSources } from '@/lib/media/images';
import { QuickViewState } from '@/components/quick-view/QuickViewContext';
import type { QuickViewNavItem, QuickViewProject } from '@/components/quick-view/QuickView';

export { useQuickView, type QuickViewContextValue } from '@/components/quick-view/QuickViewContext';

export interface QuickViewProviderProps {
  children: React.ReactNode;
}

/** Only the fields the overlay shows, so the browser gets no more content than it needs. */
const quickViewProjects: QuickViewProject[] = projects.map((project) => ({
  id: project.id,
  name: project.name,
  kind: project.kind,
  description: project.description,
  stack: project.stack,
  cover: imageSources(project.image, project.imageWidth),
  imageWidth: project.imageWidth,
  imageHeight: project.imageHeight,
  alt: project.alt,
  hasDemo: Boolean(project.url),
}));

const quickViewNav: QuickViewNavItem[] = site.nav.map(({ sectionId, overlayLabel }) => ({
  sectionId,
  label: overlayLabel,
}));

/**
 * The quick view of every gallery card (slider and grid): wrap the My Work section in it and put
 * a QuickViewButton on each card. Renders on the server and hands plain data to the client state.
 */
export function QuickViewProvider({ children }: QuickViewProviderProps) {
  return (
    <QuickViewState projects={quickViewProjects} nav={quickViewNav} labels={quickViewCopy}>
      {children}
    </QuickViewState>
  );
}
