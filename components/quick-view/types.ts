import type { CommonCopy, Project, ProjectCopy, QuickViewCopy } from '@/content';
import type { SectionLink } from '@/components/layout/SectionLinks';
import type { ResponsiveImage } from '@/lib/media/responsive-image';
import type { CardWords } from '@/components/quick-view/card-words';

/**
 * What the page sends the overlay of each project: no words (they are read from the project's card
 * when the quick view opens, card-words.ts) and nothing the overlay can work out itself.
 */
export type QuickViewProjectData = Pick<Project, 'id' | 'stack' | 'site' | 'source'> & {
  /**
   * Cover URLs, resolved on the server so no image-URL code (Cloudinary's) reaches the browser.
   * The same object as the card's own image: the payload refers to the card's instead of
   * repeating it.
   */
  cover: ResponsiveImage;
  /** The cover's focal point as `--cover-focus` (lib/media/focus.ts), if the owner set one. */
  focus?: Record<string, string>;
  /** Whether the project has a demo video, i.e. its page has a #demo section. */
  hasDemo: boolean;
};

/** The fields of a project the overlay shows: its data, and its words as its card has them. */
export type QuickViewProject = QuickViewProjectData &
  CardWords & {
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
