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

/** The projects of slider panel 1 and panel 2, in order, from a list (one language's). */
export function projectSections<T extends Pick<Project, 'id'> = Project>(
  list: readonly T[] = projects as unknown as T[],
): T[][] {
  return sliderPanels.map((ids) =>
    ids.map((id) => findProject(list, id)).filter((project): project is T => Boolean(project)),
  );
}

/** The projects before and after this one in a list, wrapping around, for previous/next links. */
export function adjacentProjects<T extends Pick<Project, 'id'>>(
  list: readonly T[],
  id: number,
): { previous: T; next: T } {
  const index = list.findIndex((project) => project.id === id);
  const count = list.length;
  return {
    previous: list[(index - 1 + count) % count]!,
    next: list[(index + 1) % count]!,
  };
}
