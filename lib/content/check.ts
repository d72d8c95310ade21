/**
 * The content check: every mistake in `content/` (the typed modules, the rules across entries,
 * the files they name in `public/`, the translations, the notes' and case studies' front matter
 * and text) gathered into one list, each line naming the file, the entry and the field. The root
 * layout runs it so a mistake stops `next build`; `npm run check` (scripts/check/index.mjs)
 * prints the same list in a second or two, and `npm run build` runs it first. Server only.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import * as content from '@/content';
import type { CopyWords, CvContent, LanguageWords } from '@/content';
import { hasBrandIcon } from '@/lib/skills/brand-icons';
import { usesCloudinary } from '@/lib/media/images';
import { imageFilesNamed } from '@/lib/media/local-image-files';
import type { CopyFields } from '@/lib/i18n/copy-fields';
import { findLeftoverWords } from '@/lib/i18n/leftover-words';
import { findEmptyDefaultCopy, findMissingWords } from '@/lib/i18n/missing-words';
import {
  findDefaultCopyPlaceholderProblems,
  findDefaultPlaceholderProblems,
  findTranslatedWordProblems,
} from '@/lib/i18n/word-rules';
import {
  ContentError,
  findContentProblems,
  type ContentToValidate,
  type ValidationOptions,
} from '@/lib/content/validate';
import { findWritingProblems } from '@/lib/writing/check';
import { hashSampleFolders, sampleManifest } from '@/lib/content/sample-files';
import { findSampleValues, NAMES_SHOWN_SHORT } from '@/lib/content/samples';

/** Everything the check reads; the unit test passes broken copies. */
export interface ContentSources extends ContentToValidate {
  cv: CvContent;
  languages: readonly { code: string }[];
  translations: Readonly<Record<string, LanguageWords | undefined>>;
  /** The default language's interface words (`content/translations/<default>/copy/`). */
  defaultCopy: CopyWords;
  /**
   * The fields of the copy types, as the compiler reads them (`npm run check` passes them): the
   * words a language is checked against. Without them, the default language's words as they are.
   */
  copyFields?: CopyFields;
}

/** The content as it is in `content/`. */
export function currentSources(): ContentSources {
  return {
    projects: content.projects,
    experience: content.experience,
    skillGroups: content.skillGroups,
    site: content.site,
    cv: content.cv,
    languages: content.languages,
    translations: content.translations,
    defaultCopy: content.defaultCopy,
  };
}

/** Checks of files in `public/` and of the simple-icons marks, as the build sees them. */
export function currentOptions(): ValidationOptions {
  const publicDir = path.join(process.cwd(), 'public');
  return {
    publicFileExists: (publicPath) => fs.existsSync(path.join(publicDir, publicPath)),
    localImageFiles: (publicId) => imageFilesNamed(publicDir, publicId).readable,
    unreadableImageFiles: (publicId) => imageFilesNamed(publicDir, publicId).unreadable,
    localImages: !usesCloudinary(),
    brandIconExists: hasBrandIcon,
  };
}

/** The file a typed module's problem is in, from the label it starts with. */
const MODULE_FILES: [RegExp, string][] = [
  [/^projects?\b/, 'content/projects.ts'],
  [/^experience\b/, 'content/experience.ts'],
  [/^skill/, 'content/skills.ts'],
  [/^site\b/, 'content/site.ts'],
  [/^cv\b/, 'content/cv.ts'],
];

/** Prefixes a typed module's problem with its file, so every line says where to look. */
export function withFile(problem: string): string {
  const file = MODULE_FILES.find(([label]) => label.test(problem))?.[1];
  return file ? `${file}: ${problem}` : problem;
}

/** Every content problem, one line each; empty when the content is ready to build. */
export function findAllContentProblems(
  sources: ContentSources = currentSources(),
  options: ValidationOptions = currentOptions(),
): string[] {
  // Each code once: a repeat is named by lib/i18n/check.ts, and a second default ('en' listed
  // again) is not a language without words.
  const codes = [...new Set(sources.languages.map((language) => language.code))];
  const [defaultCode] = codes;
  const { copyFields, defaultCopy } = sources;
  return [
    ...findContentProblems(sources, options).map(withFile),
    ...findDefaultPlaceholderProblems(sources),
    ...(defaultCode === undefined
      ? []
      : [
          ...findEmptyDefaultCopy(defaultCode, defaultCopy, copyFields),
          ...findDefaultCopyPlaceholderProblems(defaultCode, defaultCopy, copyFields),
        ]),
    ...codes.slice(1).flatMap((code) => {
      const words = sources.translations[code];
      return [
        ...findMissingWords(code, words, copyFields),
        ...findTranslatedWordProblems(code, words, defaultCopy, copyFields),
      ];
    }),
    ...codes
      .slice(1)
      .flatMap((code) => findLeftoverWords(code, sources.translations[code], sources)),
    ...findWritingProblems(sources.projects, codes),
  ];
}

let checked = false;

/** Throws one ContentError listing every problem; runs once per process. */
export function checkContent(): void {
  if (checked) return;
  const problems = findAllContentProblems();
  if (problems.length > 0) throw new ContentError(problems);
  checked = true;
}

/**
 * The sample's values still in the content and files, for the warning block; `short` names only
 * the first few files of a folder (the build's output stays short).
 */
export function findCurrentSampleValues(short = false): string[] {
  return findSampleValues(
    currentSources(),
    sampleManifest,
    hashSampleFolders(),
    short ? NAMES_SHOWN_SHORT : Infinity,
  );
}
