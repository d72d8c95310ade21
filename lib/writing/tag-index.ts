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

export interface TagEntry {
  slug: string;
  /** The tag as first spelled. */
  name: string;
  projects: Project[];
  notes: Note[];
}

/** Every tag used in a language, sorted by name. */
export function getTags(lang: Language): TagEntry[] {
  const tags = new Map<string, TagEntry>();
  const entry = (name: string) => {
    const slug = tagSlug(name);
    let tag = tags.get(slug);
    if (!tag) {
      tag = { slug, name, projects: [], notes: [] };
      tags.set(slug, tag);
    }
    return tag;
  };
  for (const project of contentFor(lang).projects) {
    for (const name of project.stack) entry(name).projects.push(project);
  }
  for (const note of getNotes(lang)) {
    for (const name of note.data.tags) entry(name).notes.push(note);
  }
  return [...tags.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** One tag by slug, or undefined. */
export function getTag(lang: Language, slug: string): TagEntry | undefined {
  return getTags(lang).find((tag) => tag.slug === slug);
}
