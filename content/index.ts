/**
 * The one door to the owner's content. Pages and components read content through these helpers,
 * never by importing the raw arrays, so lookups and normalisation live in one place.
 */
import { experience } from './experience';
import { projects as rawProjects, sliderPanels } from './projects';
import { site } from './site';
import { skillGroups } from './skills';
import type { Project } from './types';
import { normaliseVideoUrl } from '../lib/video';

export type * from './types';
export { experience, site, skillGroups };

/** Raw entries as the owner wrote them, for validation. */
export { rawProjects, sliderPanels };

/** All projects in id order, video URLs normalised (a missing protocol becomes https://). */
export const projects: Project[] = rawProjects.map((project) =>
  project.url ? { ...project, url: normaliseVideoUrl(project.url) } : project,
);

/** The project with this id, or undefined. Pages call `notFound()` themselves. */
export function getProject(id: number | string): Project | undefined {
  const numericId = typeof id === 'number' ? id : Number(id);
  return projects.find((project) => project.id === numericId);
}

/** Every project id, as route params for `generateStaticParams`. */
export function getProjectIds(): number[] {
  return projects.map((project) => project.id);
}

/** The projects of slider panel 1 and panel 2, in order. */
export function getProjectSections(): Project[][] {
  return sliderPanels.map((ids) =>
    ids.map((id) => getProject(id)).filter((project): project is Project => Boolean(project)),
  );
}

/** The projects before and after this one, wrapping around, for previous/next links. */
export function getAdjacentProjects(id: number): { previous: Project; next: Project } {
  const index = projects.findIndex((project) => project.id === id);
  const count = projects.length;
  return {
    previous: projects[(index - 1 + count) % count]!,
    next: projects[(index + 1) % count]!,
  };
}
