/**
 * Lookups over the owner's projects (the Next.js blog starter keeps these in `lib/api.ts`).
 * Pure and side-effect free, so unit and browser tests can use them too; app code imports them
 * through `lib/content/index.ts`, which keeps them out of client bundles.
 */
import { projects as rawProjects, sliderPanels } from '@/content';
import type { Project } from '@/content';
import { normaliseVideoUrl } from '@/lib/media/video';

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
