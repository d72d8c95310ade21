/**
 * Which words a language still lacks, compared with the default language's content. Pure (the
 * default content is passed in), so the unit test can feed it a broken language.
 */
import { cv, defaultCopy, experience, projects, site, skillGroups } from '@/content';

import type { CopyWords, LanguageWords } from '@/content';

/** The file of `content/copy/` (and of each translation's `copy/`) each copy module lives in. */
const COPY_FILES: Record<keyof CopyWords, string> = {
  commonCopy: 'common.ts',
  contactCopy: 'contact.ts',
  cvCopy: 'cv.ts',
  errorCopy: 'errors.ts',
  homeCopy: 'home.ts',
  layoutCopy: 'layout.ts',
  notFoundCopy: 'errors.ts',
  projectCopy: 'project.ts',
  quickViewCopy: 'project.ts',
  shareCopy: 'share.ts',
  themeCopy: 'theme.ts',
  writingCopy: 'writing.ts',
};

// Facts (role unless translated, location, names, links) are typed once in site.ts; the chat
// link's label only where there is a chat link.
const SITE_FIELDS = [
  'greeting',
  'intro',
  'photoAlt',
  ...(site.chatUrl ? (['chatLabel'] as const) : []),
  'contactLabel',
] as const;

const isWord = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

/** Every string field of the default copy missing (or empty) in another language's copy. */
function missingCopy(reference: unknown, words: unknown, path: string): string[] {
  if (typeof reference === 'string') return isWord(words) ? [] : [path];
  if (Array.isArray(reference)) {
    return Array.isArray(words) && words.length > 0 ? [] : [path];
  }
  if (reference && typeof reference === 'object') {
    return Object.entries(reference).flatMap(([key, value]) =>
      missingCopy(value, (words as Record<string, unknown> | undefined)?.[key], `${path}.${key}`),
    );
  }
  return [];
}

/**
 * The missing words of `code` as messages naming the language, the file, the entry and the
 * field; empty when the language is complete.
 */
export function findMissingWords(code: string, words: LanguageWords | undefined): string[] {
  const file = (name: string) => `language "${code}", content/translations/${code}/${name}`;
  if (!words) return [`language "${code}": no words at all: add content/translations/${code}/`];
  const problems: string[] = [];
  const missing = (name: string, entry: string, field: string) =>
    problems.push(`${file(name)}: ${entry}: field "${field}" is not translated`);

  for (const field of SITE_FIELDS) {
    if (!isWord(words.site?.[field])) missing('site.ts', 'site', field);
  }
  for (const item of site.nav) {
    const nav = words.site?.nav?.[item.sectionId];
    if (!isWord(nav?.label)) missing('site.ts', `nav "${item.sectionId}"`, 'label');
    if (!isWord(nav?.overlayLabel)) missing('site.ts', `nav "${item.sectionId}"`, 'overlayLabel');
  }
  for (const project of projects) {
    const entry = words.projects?.[project.id];
    for (const field of ['alt', 'kind', 'description'] as const) {
      if (!isWord(entry?.[field]))
        missing('projects.ts', `project ${project.id} "${project.name}"`, field);
    }
  }
  for (const job of experience) {
    const entry = words.experience?.[job.id];
    for (const field of ['role', 'description'] as const) {
      if (!isWord(entry?.[field])) missing('experience.ts', `experience "${job.id}"`, field);
    }
  }
  for (const group of skillGroups) {
    if (!isWord(words.skills?.groups?.[group.id]?.title)) {
      missing('skills.ts', `skill group "${group.id}"`, 'title');
    }
    for (const skill of group.items) {
      if (!isWord(words.skills?.items?.[skill.id]?.description)) {
        missing('skills.ts', `skill "${skill.id}"`, 'description');
      }
    }
  }
  if (!isWord(words.cv?.summary)) missing('cv.ts', 'cv', 'summary');
  for (const entry of cv.education) {
    const local = words.cv?.education?.[entry.id];
    for (const field of ['studyType', 'area'] as const) {
      if (!isWord(local?.[field])) missing('cv.ts', `education "${entry.id}"`, field);
    }
  }
  cv.languages.forEach((entry, index) => {
    const local = words.cv?.languages?.[index];
    for (const field of ['language', 'fluency'] as const) {
      if (!isWord(local?.[field]))
        missing('cv.ts', `language ${index + 1} "${entry.language}"`, field);
    }
  });
  for (const entry of cv.certificates) {
    if (!words.cv?.certificates?.[entry.id]) missing('cv.ts', `certificate "${entry.id}"`, 'name');
  }
  if (cv.quickFacts?.rolesWanted?.length && !words.cv?.quickFacts?.rolesWanted?.length) {
    missing('cv.ts', 'quick facts', 'rolesWanted');
  }
  if (cv.quickFacts?.workAuthorisation && !isWord(words.cv?.quickFacts?.workAuthorisation)) {
    missing('cv.ts', 'quick facts', 'workAuthorisation');
  }
  for (const [module, reference] of Object.entries(defaultCopy) as [keyof CopyWords, unknown][]) {
    for (const path of missingCopy(reference, words.copy?.[module], module)) {
      const [entry, ...field] = path.split('.');
      problems.push(
        `${file(`copy/${COPY_FILES[module]}`)}: ${entry}: field "${field.join('.')}" is not translated`,
      );
    }
  }
  return problems;
}
