/**
 * Lookups over the owner's projects (the Next.js blog starter keeps these in `lib/api.ts`).
 * Pure and side-effect free, so unit and browser tests can use them too; app code imports them
 * through `lib/content/index.ts`, which keeps them out of client bundles.
 */
import { projects as rawProjects } from '@/content';
import type { Project } from '@/content';
import { normaliseVideoUrl } from '@/lib/media/video';
import { slicePanels } from '@/lib/slider/rules';

/** All projects in the owner's order, video URLs normalised (a missing protocol becomes https://). */
export const projects: Project[] = rawProjects.map((project) =>
  project.url ? { ...project, url: normaliseVideoUrl(project.url) } : project,
);

/** The project with this id in a list (one language's), or undefined. Pages call `notFound()`. */
export function findProject<T extends Pick<Project, 'id'>>(
  list: readonly T[],
  id: number | string,
) {
  const numericId = typeof id === 'number' ? id : Number(id);
  return list.find((project) => project.id === numericId);
}

/** The project with this id (default language), or undefined. Pages call `notFound()` themselves. */
export function getProject(id: number | string): Project | undefined {
  return findProject(projects, id);
}

/** Every project id, as route params for `generateStaticParams`. */
export function getProjectIds(): number[] {
  return projects.map((project) => project.id);
}

/** The desktop slider's panels from a list (one language's): fives in the list's order. */
export function projectSections<T extends Pick<Project, 'id'> = Project>(
  list: readonly T[] = projects as unknown as T[],
): T[][] {
  return slicePanels(list);
}

/** Where a project stands in a list, 1-based (the "06 / 10" counter); 0 when it is not there. */
export function projectPosition(list: readonly Pick<Project, 'id'>[], id: number): number {
  return list.findIndex((project) => project.id === id) + 1;
}

/**
 * The projects before and after this one in a list, for the previous/next links. Three or more
 * wrap around the list. Two have one link between them, never two to the same page: the first
 * project's "next" and the second's "previous". A single project has none.
 */
export function adjacentProjects<T extends Pick<Project, 'id'>>(
  list: readonly T[],
  id: number,
): { previous?: T; next?: T } {
  const index = list.findIndex((project) => project.id === id);
  const count = list.length;
  if (index < 0 || count < 2) return {};
  if (count === 2) return index === 0 ? { next: list[1] } : { previous: list[0] };
  return {
    previous: list[(index - 1 + count) % count],
    next: list[(index + 1) % count],
  };
}
