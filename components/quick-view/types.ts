import type { CommonCopy, Project, ProjectCopy, QuickViewCopy } from '@/content';
import type { SectionLink } from '@/components/layout/SectionLinks';
import type { ResponsiveImage } from '@/lib/media/responsive-image';

/** The fields of a project the overlay shows. */
export type QuickViewProject = Pick<
  Project,
  'id' | 'name' | 'kind' | 'description' | 'stack' | 'alt' | 'site' | 'source'
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
};

/**
 * The overlay's words, and those it shares with the project page's links (sent once, not with
 * every project: the overlay words each project's links itself).
 */
export type QuickViewLabels = QuickViewCopy &
  Pick<CommonCopy, 'opensInNewTab'> & {
    /** The words of a project's live site and code links. */
    links: ProjectCopy['links'];
  };

/** One link of the earlier navigation bar variant (SUMMARY, MY WORK, EXPERIENCE, SKILLS). */
export type QuickViewNavItem = SectionLink;
