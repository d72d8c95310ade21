/**
 * The content lookups for app code. Marked `server-only`: a client component that imports it
 * fails the build, so the project list never ships in a page's JavaScript by accident; client
 * leaves receive plain props from their server parents instead.
 */
import 'server-only';

export {
  adjacentProjects,
  findProject,
  getProject,
  getProjectIds,
  projectPosition,
  projectSections,
  projects,
} from '@/lib/content/projects';
