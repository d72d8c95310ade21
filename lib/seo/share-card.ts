/**
 * What a share image says, for both ways of making one: drawn locally by `lib/seo/share-image.ts`,
 * or composed by Cloudinary (`lib/media/images.ts`). Pure; the words come from `content/`.
 */
import type { CoverFocus, Project, ShareCopy, Site } from '@/content';
import { fillTemplate } from '@/lib/content/copy';
import { projectTools } from '@/lib/content/tools';
import type { TextDirection } from '@/lib/i18n/direction';
import { photoFocus } from '@/lib/media/focus';

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
  /** The cover's (or photo's) focal point, which the image's crop keeps (lib/media/focus.ts). */
  focus?: CoverFocus;
  /**
   * How the title is set. Allowed: 'name' (default: a short name, large, upper-case) |
   * 'headline' (a sentence such as a note's title: smaller, as written, up to three lines).
   */
  titleStyle?: 'name' | 'headline';
  /**
   * The direction its language is written in. Allowed: 'ltr' (default: the text on the left, the
   * image on the right) | 'rtl' (the mirror, for Arabic, Hebrew, Persian, Urdu).
   */
  direction?: TextDirection;
}

/**
 * The card of one project: its number (`position` in the list, as the project page's "06 / 10"
 * counter shows it; ids need not be contiguous), name, kind, stack and cover.
 */
export function projectShareCard(
  project: Project,
  position: number,
  site: Site,
  shareCopy: ShareCopy,
): ShareCard {
  return {
    eyebrow: fillTemplate(shareCopy.projectEyebrow, { nn: String(position).padStart(2, '0') }),
    title: project.name,
    subtitle: project.kind,
    tags: project.stack,
    footer: `${site.fullName} · ${site.role}`,
    image: project.image,
    ...(project.focus && { focus: project.focus }),
  };
}

/**
 * The all-projects page's card: its title and lead, the five most used tools, and the first
 * project's cover (the list's first card).
 */
export function projectListShareCard(
  projects: readonly Project[],
  site: Site,
  shareCopy: ShareCopy,
  words: { title: string; subtitle: string },
): ShareCard {
  return {
    eyebrow: shareCopy.projectsEyebrow,
    title: words.title,
    subtitle: words.subtitle,
    tags: projectTools(projects)
      .slice(0, 5)
      .map((tool) => tool.name),
    footer: `${site.fullName} · ${site.role}`,
    ...(projects[0]
      ? { image: projects[0].image, ...(projects[0].focus && { focus: projects[0].focus }) }
      : { image: site.photo, focus: photoFocus(site.photoFocus) }),
    titleStyle: 'headline',
  };
}

/**
 * The site's own card (home page and 404): the owner, their role and photo, and the tools their
 * projects use most. Facts from the content, not words of the interface: a fixed list there showed
 * the sample's React, Next.js, Vue and TypeScript on the card of an owner who lists none of them.
 */
export function siteShareCard(
  site: Site,
  shareCopy: ShareCopy,
  projects: readonly Pick<Project, 'stack'>[],
): ShareCard {
  return {
    eyebrow: shareCopy.siteEyebrow,
    title: site.fullName,
    subtitle: site.role,
    tags: projectTools(projects)
      .slice(0, 4)
      .map((tool) => tool.name),
    footer: site.location,
    image: site.photo,
    focus: photoFocus(site.photoFocus),
  };
}

/** What a note's card shows: its title, summary, tags and cover (or the owner's photo). */
export interface NoteCardSource {
  title: string;
  summary: string;
  tags: string[];
  cover?: { src: string };
}

/** The card of one note: its title, summary and tags, the cover if it has one. */
export function noteShareCard(note: NoteCardSource, site: Site, shareCopy: ShareCopy): ShareCard {
  return {
    eyebrow: shareCopy.noteEyebrow,
    title: note.title,
    subtitle: note.summary,
    // One row of tags: a headline takes the room a name leaves.
    tags: note.tags.slice(0, 3),
    footer: `${site.fullName} · ${site.role}`,
    ...(note.cover
      ? { image: note.cover.src }
      : { image: site.photo, focus: photoFocus(site.photoFocus) }),
    titleStyle: 'headline',
  };
}
