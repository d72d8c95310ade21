/**
 * The writing's part of the content check: every note and case-study file read, its front matter
 * and its body checked, each mistake returned (never thrown) so one run lists them all beside the
 * typed content's. Reads the files only; renders nothing.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { caseStudyFrontMatterSchema, noteFrontMatterSchema } from '@/lib/content/schema';
import { isUnchangedSampleFile } from '@/lib/content/sample-files';
import { orphanCaseStudyProblems } from '@/lib/writing/case-studies';
import { WritingError } from '@/lib/writing/errors';
import { localImageProblem } from '@/lib/writing/figure';
import { findMdxProblems } from '@/lib/writing/mdx';
import { NOTE_SLUG } from '@/lib/writing/notes';
import { sitePages } from '@/lib/writing/site-pages';
import { repeatedTags, tagAddressProblem, tagSlug } from '@/lib/writing/tags';
import {
  contentDir,
  listMisnamedWritingFiles,
  listWritingFolders,
  parseWritingFile,
  WRITING_FILE_NAME,
} from '@/lib/writing/source';

/** How each kind's files are named, as the owner writes them. */
const FILE_PATTERN = {
  notes: 'content/notes/<slug>/<code>.mdx',
  'case-studies': 'content/case-studies/<id>/<code>.mdx',
} as const;

/**
 * A file the site never reads, and what to name it: the pattern, the site's language codes and the
 * name it most likely meant (`my-note.mdx` → `content/notes/my-note/en.mdx`).
 */
function misnamedFileProblem(
  kind: 'notes' | 'case-studies',
  { file, name, folder }: { file: string; name: string; folder: string | undefined },
  languageCodes: readonly string[],
): string {
  const stem = name.replace(/\..*$/, '');
  const code = languageCodes.includes(stem.toLowerCase()) ? stem.toLowerCase() : languageCodes[0];
  return `${file}: never published, as the site reads only ${FILE_PATTERN[kind]} files, <code> a language of content/languages.ts (${languageCodes.join(', ')}): rename it, e.g. to content/${kind}/${folder ?? stem}/${code}.mdx`;
}

/**
 * The files of a note or case study with no file in any language the site publishes, when they
 * are the owner's: the whole piece would vanish in silence (an Indonesian-only site whose note is
 * still named en.mdx). The sample's files left unchanged in another language are not named: a
 * one-language site keeps them harmlessly, and the sample-values warning lists them.
 */
function unpublishedOwnFiles(
  kind: 'notes' | 'case-studies',
  folder: { name: string; languages: readonly string[] },
  languageCodes: readonly string[],
): string[] {
  if (folder.languages.some((lang) => languageCodes.includes(lang))) return [];
  // A file misnamed (index.mdx, ID.mdx) is named on its own line, with the name to give it.
  const languageFiles = folder.languages.filter((lang) => WRITING_FILE_NAME.test(`${lang}.mdx`));
  return languageFiles.filter((lang) => {
    const inContent = `${kind}/${folder.name}/${lang}.mdx`;
    const bytes = fs.readFileSync(path.join(contentDir(), inContent));
    return !isUnchangedSampleFile(inContent, bytes);
  });
}

/** A project as the writing's check needs it: its page and its tags. */
export interface CheckedProject {
  id: number;
  stack: readonly string[];
}

/** Every mistake in `content/notes/` and `content/case-studies/`, one line each. */
export function findWritingProblems(
  projects: readonly CheckedProject[],
  languageCodes: readonly string[],
): string[] {
  const projectIds = projects.map((project) => project.id);
  const problems: string[] = [...orphanCaseStudyProblems(projectIds)];
  /** The files read, each body checked once the site's pages are known (a note links another). */
  const bodies: { file: string; body: string; draft: boolean }[] = [];
  const notes: { lang: string; slug: string; tags: readonly string[] }[] = [];
  for (const kind of ['notes', 'case-studies'] as const) {
    const schema = kind === 'notes' ? noteFrontMatterSchema : caseStudyFrontMatterSchema;
    for (const misnamed of listMisnamedWritingFiles(kind)) {
      problems.push(misnamedFileProblem(kind, misnamed, languageCodes));
    }
    for (const folder of listWritingFolders(kind)) {
      if (kind === 'notes' && !NOTE_SLUG.test(folder.name)) {
        problems.push(
          `content/notes/${folder.name}: the folder name is the URL; use lower-case letters, digits and '-'`,
        );
      }
      const unpublished = unpublishedOwnFiles(kind, folder, languageCodes);
      if (unpublished.length > 0) {
        problems.push(
          `content/${kind}/${folder.name}: never published, as it has no file in a language of content/languages.ts (${languageCodes.join(', ')}), only ${unpublished.map((lang) => `${lang}.mdx`).join(' and ')}: write it as content/${kind}/${folder.name}/${languageCodes[0]}.mdx, or list its language in content/languages.ts`,
        );
      }
      for (const lang of folder.languages) {
        const absolute = path.join(contentDir(), kind, folder.name, `${lang}.mdx`);
        const file = path.relative(process.cwd(), absolute);
        // A file in a language the site does not publish is left out, as the site leaves it out
        // (a one-language site keeps the sample's other files harmlessly).
        if (!languageCodes.includes(lang)) continue;
        try {
          const parsed = parseWritingFile(fs.readFileSync(absolute, 'utf8'), file, schema);
          const cover = 'cover' in parsed.data ? parsed.data.cover : undefined;
          const tags = 'tags' in parsed.data ? parsed.data.tags : [];
          tags.forEach((tag, index) => {
            const problem = tagAddressProblem(tag);
            if (problem) problems.push(`${file}: field "tags[${index}]" "${tag}" ${problem}`);
          });
          for (const { index, first } of repeatedTags(tags)) {
            problems.push(
              `${file}: field "tags[${index}]" "${tags[index]}" repeats "${tags[first]}" (tags[${first}]), which has the same tag page: remove one`,
            );
          }
          const coverProblem = cover && localImageProblem(cover.src);
          if (coverProblem) problems.push(`${file}: field "cover.src" ${coverProblem}`);
          // A draft has no page on the published site: a link to it would be a 404 there.
          const draft = 'draft' in parsed.data && parsed.data.draft;
          if (kind === 'notes' && !draft) notes.push({ lang, slug: folder.name, tags });
          bodies.push({ file, body: parsed.body, draft });
        } catch (error) {
          if (!(error instanceof WritingError)) throw error;
          problems.push(...error.problems);
        }
      }
    }
  }
  const pages = sitePages({
    languageCodes,
    projectIds,
    notes,
    tags: languageCodes.flatMap((lang) =>
      [
        // Projects are not yet validated here: a stack left out or holding a non-word is named
        // by the projects' own check, not a crash of this one.
        ...projects.flatMap((project) =>
          Array.isArray(project.stack)
            ? project.stack.filter((tool): tool is string => typeof tool === 'string')
            : [],
        ),
        ...notes.filter((note) => note.lang === lang).flatMap((note) => note.tags),
      ].map((tag) => ({ lang, slug: tagSlug(tag) })),
    ),
  });
  for (const { file, body, draft } of bodies) {
    problems.push(...findMdxProblems(body, file, draft ? undefined : pages));
  }
  return problems;
}
