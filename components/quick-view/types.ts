import type { Project } from '@/content';
import type { SectionLink } from '@/components/layout/SectionLinks';
import type { ResponsiveImage } from '@/lib/media/responsive-image';

/** The fields of a project the overlay shows. */
export type QuickViewProject = Pick<
  Project,
  'id' | 'name' | 'kind' | 'description' | 'stack' | 'alt'
> & {
  /** Cover URLs, resolved on the server so no image-URL code (Cloudinary's) reaches the browser. */
  cover: ResponsiveImage;
  /** Whether the project has a demo video, i.e. its page has a #demo section. */
  hasDemo: boolean;
  /** The project page in the page's language ('/portofolio/3', '/id/portofolio/3'). */
  href: string;
};

/** One link of the earlier navigation bar variant (SUMMARY, MY WORK, EXPERIENCE, SKILLS). */
export type QuickViewNavItem = SectionLink;
