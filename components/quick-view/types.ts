import type { CommonCopy, Project, QuickViewCopy } from '@/content';
import type { ProjectLink } from '@/lib/content/project-links';
import type { SectionLink } from '@/components/layout/SectionLinks';
import type { ResponsiveImage } from '@/lib/media/responsive-image';

/** The fields of a project the overlay shows. */
export type QuickViewProject = Pick<
  Project,
  'id' | 'name' | 'kind' | 'description' | 'stack' | 'alt'
> & {
  /** Cover URLs, resolved on the server so no image-URL code (Cloudinary's) reaches the browser. */
  cover: ResponsiveImage;
  /**
   * How the cover sits in the overlay's frame, on a phone (4:3) and beside the text on a desktop
   * (about square): cropped at its focal point, or whole when cropping would cut too much.
   */
  fit: { phone: 'cover' | 'contain'; desktop: 'cover' | 'contain' };
  /** The cover's focal point as `--cover-focus` (lib/media/focus.ts), if the owner set one. */
  focus?: Record<string, string>;
  /** Whether the project has a demo video, i.e. its page has a #demo section. */
  hasDemo: boolean;
  /** The project page in the page's language ('/portofolio/3', '/id/portofolio/3'). */
  href: string;
  /** Its live site and code, words filled in on the server; empty when it has neither. */
  links: ProjectLink[];
};

/** The overlay's words, and the two it shares with the project page's links. */
export type QuickViewLabels = QuickViewCopy &
  Pick<CommonCopy, 'opensInNewTab'> & {
    /** Name of the group of the project's links. */
    linksLabel: string;
  };

/** One link of the earlier navigation bar variant (SUMMARY, MY WORK, EXPERIENCE, SKILLS). */
export type QuickViewNavItem = SectionLink;
