/**
 * The owner's notes, per language, newest first. A note exists in the languages it has a file
 * for; drafts are left out of production builds. Pages call `notFound()` themselves.
 */
import 'server-only';
import { noteFrontMatterSchema, type NoteFrontMatter } from '@/lib/content/schema';
import { languageCodes, languagePath, type Language } from '@/lib/i18n/languages';
import { listWritingFolders, readWritingFile, type WritingFile } from '@/lib/writing/source';
import { localImageProblem } from '@/lib/writing/figure';
import { tagSlug } from '@/lib/writing/tags';

/** A slug is the folder name: lower-case words joined by '-', as it appears in the URL. */
export const NOTE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface Note extends WritingFile<NoteFrontMatter> {
  slug: string;
  lang: Language;
  /** Route path in its language, e.g. '/notes/x' or '/id/notes/x'. */
  path: string;
}

/** Whether drafts are built: in development and tests, never in a production build. */
export function includesDrafts(): boolean {
  return process.env.NODE_ENV !== 'production';
}

/** The route path of a note, before the language prefix. */
export function notePath(slug: string): string {
  return `/notes/${slug}`;
}

const cache = new Map<string, Note[]>();

/** Every published note in a language, newest first (ties by title). */
export function getNotes(lang: Language): Note[] {
  const cached = cache.get(lang);
  if (cached) return cached;
  const notes = listWritingFolders('notes')
    .filter((folder) => folder.languages.includes(lang))
    .map((folder) => {
      if (!NOTE_SLUG.test(folder.name)) {
        throw new Error(
          `content/notes/${folder.name}: the folder name is the URL; use lower-case letters, digits and '-'`,
        );
      }
      const file = readWritingFile('notes', folder.name, lang, noteFrontMatterSchema)!;
      const problem = file.data.cover && localImageProblem(file.data.cover.src);
      if (problem) {
        throw new Error(`content/notes/${folder.name}/${lang}.mdx: field "cover.src" ${problem}`);
      }
      return { ...file, slug: folder.name, lang, path: languagePath(lang, notePath(folder.name)) };
    })
    .filter((note) => includesDrafts() || !note.data.draft)
    .sort(
      (a, b) => b.data.date.localeCompare(a.data.date) || a.data.title.localeCompare(b.data.title),
    );
  cache.set(lang, notes);
  return notes;
}

/** The note with this slug in a language, or undefined. */
export function getNote(lang: Language, slug: string): Note | undefined {
  return getNotes(lang).find((note) => note.slug === slug);
}

/** Whether a language has any note; with none, nothing about notes is shown. */
export function hasNotes(lang: Language): boolean {
  return getNotes(lang).length > 0;
}

/** The languages a note is published in, for alternate links. */
export function noteLanguages(slug: string): Language[] {
  return languageCodes.filter((lang) => getNote(lang, slug));
}

/** The languages with at least one note. */
export function languagesWithNotes(): Language[] {
  return languageCodes.filter(hasNotes);
}

/** The next newer and next older note, for the links under a note. */
export function getAdjacentNotes(lang: Language, slug: string): { newer?: Note; older?: Note } {
  const notes = getNotes(lang);
  const index = notes.findIndex((note) => note.slug === slug);
  if (index === -1) return {};
  return { newer: notes[index - 1], older: notes[index + 1] };
}

/** The notes carrying a tag (by slug). */
export function getNotesTagged(lang: Language, slug: string): Note[] {
  return getNotes(lang).filter((note) => note.data.tags.some((tag) => tagSlug(tag) === slug));
}
