/**
 * Reads the writing files in `content/`: notes (`content/notes/<slug>/<lang>.mdx`) and case
 * studies (`content/case-studies/<projectId>/<lang>.mdx`). Front matter is YAML between `---`
 * lines, validated by the schemas in lib/content/schema.ts; a mistake throws naming the file and
 * the field. Sync and cheap (no MDX compile), so lists, sitemaps and metadata can call it freely.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { describeIssues } from '@/lib/content/schema';
import { WritingError } from '@/lib/writing/errors';
import { WORDS_PER_MINUTE } from '@/lib/writing/reading';

/** The content folder; tests point it elsewhere with WRITING_CONTENT_DIR. */
export function contentDir(): string {
  return process.env.WRITING_CONTENT_DIR ?? path.join(process.cwd(), 'content');
}

export interface WritingFile<T> {
  /** Path from the project root, for error messages, e.g. 'content/notes/x/en.mdx'. */
  file: string;
  /** The validated front matter. */
  data: T;
  /** The MDX body, front matter replaced by blank lines so line numbers stay the file's. */
  body: string;
  /** Minutes to read, at least 1, counted from the body's words. */
  readingMinutes: number;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits and validates one file's front matter. */
export function parseWritingFile<S extends z.ZodType>(
  source: string,
  file: string,
  schema: S,
): WritingFile<z.infer<S>> {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new WritingError([`${file}: front matter missing (YAML between --- lines)`]);
  let raw: unknown;
  try {
    raw = parseYaml(match[1]!);
  } catch (error) {
    throw new WritingError([
      `${file}: front matter is not valid YAML (${(error as Error).message})`,
    ]);
  }
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) throw new WritingError(describeIssues(file, parsed.error));
  const body = '\n'.repeat(match[0].split('\n').length - 1) + source.slice(match[0].length);
  return { file, data: parsed.data, body, readingMinutes: readingMinutes(body) };
}

/** Reading time from the body's words; markup and code count as words too, roughly. */
export function readingMinutes(body: string): number {
  const words = body
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** The sub-folders of a writing folder and the languages each is written in. */
export function listWritingFolders(
  kind: 'notes' | 'case-studies',
): { name: string; languages: string[] }[] {
  const dir = path.join(contentDir(), kind);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      name: entry.name,
      languages: fs
        .readdirSync(path.join(dir, entry.name))
        .filter((name) => name.endsWith('.mdx'))
        .map((name) => name.slice(0, -'.mdx'.length))
        .sort(),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * A writing file's name: its language's code (two or three lower-case letters, as in
 * `content/languages.ts`) and `.mdx`. One in a language the site does not publish is left out
 * (a one-language site keeps the sample's other files harmlessly), unless the piece has no file
 * the site publishes (lib/writing/check.ts names that).
 */
export const WRITING_FILE_NAME = /^[a-z]{2,3}\.mdx$/;

/**
 * The files of a writing folder the site never reads, which would leave a piece unpublished
 * without a word: one directly in it (`content/notes/my-note.mdx`) and one in a piece's folder not
 * named `<code>.mdx` (`index.mdx`, `en.md`). Each with its path from the project root and its
 * piece's folder, if any; the system's dotfiles (`.DS_Store`) are not the owner's and are skipped.
 */
export function listMisnamedWritingFiles(
  kind: 'notes' | 'case-studies',
): { file: string; name: string; folder: string | undefined }[] {
  const dir = path.join(contentDir(), kind);
  if (!fs.existsSync(dir)) return [];
  const visible = (folder: string) =>
    fs.readdirSync(folder, { withFileTypes: true }).filter((entry) => !entry.name.startsWith('.'));
  const found = (folder: string, name: string, piece?: string) => ({
    file: path.relative(process.cwd(), path.join(folder, name)),
    name,
    folder: piece,
  });
  return visible(dir)
    .flatMap((entry) => {
      if (!entry.isDirectory()) return [found(dir, entry.name)];
      const folder = path.join(dir, entry.name);
      return visible(folder)
        .filter((file) => !file.isDirectory() && !WRITING_FILE_NAME.test(file.name))
        .map((file) => found(folder, file.name, entry.name));
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** Reads and validates one writing file, or undefined when it does not exist. */
export function readWritingFile<S extends z.ZodType>(
  kind: 'notes' | 'case-studies',
  name: string,
  lang: string,
  schema: S,
): WritingFile<z.infer<S>> | undefined {
  const absolute = path.join(contentDir(), kind, name, `${lang}.mdx`);
  if (!fs.existsSync(absolute)) return undefined;
  const file = path.relative(process.cwd(), absolute);
  return parseWritingFile(fs.readFileSync(absolute, 'utf8'), file, schema);
}
