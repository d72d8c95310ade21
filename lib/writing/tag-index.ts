/**
 * The tag vocabulary: every tag of the projects' stacks and of a language's notes, by slug,
 * with the spelling first seen (projects first, so a note's 'nextjs' shows as 'Next.js').
 */
import 'server-only';
import type { Project } from '@/content';
import { contentFor } from '@/lib/i18n/content';
import type { Language } from '@/lib/i18n/languages';
import { getNotes, type Note } from '@/lib/writing/notes';
import { tagSlug } from '@/lib/writing/tags';

export interface TagEntryOf<P, N> {
  slug: string;
  /** The tag as first spelled. */
  name: string;
  projects: P[];
  notes: N[];
}

export type TagEntry = TagEntryOf<Project, Note>;

/**
 * The tags of some projects and notes, sorted by name; each lists a project or note once, even
 * when it carries the tag twice ('React' and 'react', which the content check names).
 */
export function buildTagIndex<
  P extends { stack: readonly string[] },
  N extends { data: { tags: readonly string[] } },
>(projects: readonly P[], notes: readonly N[]): TagEntryOf<P, N>[] {
  const tags = new Map<string, TagEntryOf<P, N>>();
  const entry = (name: string) => {
    const slug = tagSlug(name);
    let tag = tags.get(slug);
    if (!tag) {
      tag = { slug, name, projects: [], notes: [] };
      tags.set(slug, tag);
    }
    return tag;
  };
  const once = <T>(list: T[], item: T) => {
    if (!list.includes(item)) list.push(item);
  };
  for (const project of projects) {
    for (const name of project.stack) once(entry(name).projects, project);
  }
  for (const note of notes) {
    for (const name of note.data.tags) once(entry(name).notes, note);
  }
  return [...tags.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Every tag used in a language, sorted by name. */
export function getTags(lang: Language): TagEntry[] {
  return buildTagIndex(contentFor(lang).projects, getNotes(lang));
}

/** One tag by slug, or undefined. */
export function getTag(lang: Language, slug: string): TagEntry | undefined {
  return getTags(lang).find((tag) => tag.slug === slug);
}
