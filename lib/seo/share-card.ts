/**
 * What a share image says, for both ways of making one: drawn locally by `lib/seo/share-image.ts`,
 * or composed by Cloudinary (`lib/media/images.ts`). Pure; the words come from `content/`.
 */
import type { Project, ShareCopy, Site } from '@/content';
import { fillTemplate } from '@/lib/content/copy';

/** The text of one share card, and the image it shows. */
export interface ShareCard {
  /** Small upper-case label at the top. */
  eyebrow: string;
  /** The large name. */
  title: string;
  /** One line under the name. */
  subtitle: string;
  /** Up to five tags. */
  tags: string[];
  /** The line at the bottom. */
  footer: string;
  /** Image public id: the project's cover, or the owner's photo. */
  image: string;
}

/** The card of one project: its number, name, kind, stack and cover. */
export function projectShareCard(project: Project, site: Site, shareCopy: ShareCopy): ShareCard {
  return {
    eyebrow: fillTemplate(shareCopy.projectEyebrow, { nn: String(project.id).padStart(2, '0') }),
    title: project.name,
    subtitle: project.kind,
    tags: project.stack,
    footer: `${site.fullName} · ${site.role}`,
    image: project.image,
  };
}

/** The site's own card (home page and 404): the owner, their role and photo. */
export function siteShareCard(site: Site, shareCopy: ShareCopy): ShareCard {
  return {
    eyebrow: shareCopy.siteEyebrow,
    title: site.fullName,
    subtitle: site.role,
    tags: shareCopy.siteTags,
    footer: site.location,
    image: site.photo,
  };
}
