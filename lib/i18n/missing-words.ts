/**
 * Which words a language still lacks, compared with the default language's content, and which
 * of the words it may leave out it gives blank. Pure (the
 * default content is passed in), so the unit test can feed it a broken language.
 */
import { cv, defaultCopy, experience, projects, site, skillGroups } from '@/content';

import type { CopyWords, LanguageWords } from '@/content';
import { isCopyField, type CopyFields } from '@/lib/i18n/copy-fields';

/** The file of each language's `copy/` (`content/translations/<code>/copy/`) each module is in. */
export const COPY_FILES: Record<keyof CopyWords, string> = {
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

/**
 * Whether `fieldPath` of the default language's words is a field of the copy types: every one
 * when the types were not read (the build's own run of the check).
 */
const isKnownField = (fields: CopyFields | undefined, fieldPath: string) =>
  !fields || isCopyField(fields, fieldPath);

/**
 * Every string field of the default copy missing (or empty) in another language's copy. A field
 * the types do not have is left out: it is a typo in the default language's file, which the
 * compiler names there ('unknown field "eyebrw"'), not a word the other language lacks.
 */
function missingCopy(
  reference: unknown,
  words: unknown,
  path: string,
  fields: CopyFields | undefined,
): string[] {
  if (typeof reference === 'string') return isWord(words) ? [] : [path];
  if (Array.isArray(reference)) {
    return Array.isArray(words) && words.length > 0 ? [] : [path];
  }
  if (reference && typeof reference === 'object') {
    return Object.entries(reference).flatMap(([key, value]) =>
      isKnownField(fields, `${path}.${key}`)
        ? missingCopy(
            value,
            (words as Record<string, unknown> | undefined)?.[key],
            `${path}.${key}`,
            fields,
          )
        : [],
    );
  }
  return [];
}

/** The paths of the empty words in `words` (a list's words included: 'numberWords[2]'). */
function emptyCopy(words: unknown, path: string, fields: CopyFields | undefined): string[] {
  if (typeof words === 'string') return isWord(words) ? [] : [path];
  // A list may be empty (no number words: counts are written in digits); a word in it may not.
  if (Array.isArray(words)) {
    return words.flatMap((word, index) =>
      typeof word === 'string' && !isWord(word) ? [`${path}[${index}]`] : [],
    );
  }
  if (words && typeof words === 'object') {
    return Object.entries(words).flatMap(([key, value]) =>
      isKnownField(fields, `${path}.${key}`) ? emptyCopy(value, `${path}.${key}`, fields) : [],
    );
  }
  return [];
}

/**
 * The default language's interface words left empty, as messages naming the file, the module and
 * the field: no other language's words are compared with them, so this is what names an emptied
 * word there (`title: ''`), which the page would show as nothing. Every word of the copy types
 * is shown (none is optional or said to be left empty, in content/copy/*.ts), so none may be
 * empty; a field the types do not have is left to the compiler.
 */
export function findEmptyDefaultCopy(code: string, copy: CopyWords, fields?: CopyFields): string[] {
  const modules = (Object.entries(copy) as [keyof CopyWords, unknown][]).filter(([module]) =>
    isKnownField(fields, module),
  );
  return modules.flatMap(([module, words]) =>
    emptyCopy(words, module, fields).map((path) => {
      const [entry, ...field] = path.split('.');
      return `content/translations/${code}/copy/${COPY_FILES[module] ?? `${module}.ts`}: ${entry}: field "${field.join('.')}" must not be empty`;
    }),
  );
}

/**
 * The missing words of `code` as messages naming the language, the file, the entry and the
 * field; empty when the language is complete. `copyFields`: the fields of the copy types, when
 * the compiler has read them (`npm run check`).
 */
export function findMissingWords(
  code: string,
  words: LanguageWords | undefined,
  copyFields?: CopyFields,
): string[] {
  const file = (name: string) => `language "${code}", content/translations/${code}/${name}`;
  if (!words) return [`language "${code}": no words at all: add content/translations/${code}/`];
  const problems: string[] = [];
  const missing = (name: string, entry: string, field: string) =>
    problems.push(`${file(name)}: ${entry}: field "${field}" is not translated`);
  // A field that may be left out (the default language's words are shown then) but is given
  // blank would be shown blank: an empty <h1>, a certificate with no name, a fact gone.
  const blank = (name: string, entry: string, field: string, value: unknown, leaveOut: string) => {
    if (value !== undefined && !isWord(value)) {
      problems.push(`${file(name)}: ${entry}: field "${field}" is empty: write it, or ${leaveOut}`);
    }
  };

  for (const field of SITE_FIELDS) {
    if (!isWord(words.site?.[field])) missing('site.ts', 'site', field);
  }
  blank('site.ts', 'site', 'role', words.site?.role, "leave it out to show content/site.ts's");
  if (!site.chatUrl) {
    blank('site.ts', 'site', 'chatLabel', words.site?.chatLabel, 'leave it out');
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
    blank(
      'cv.ts',
      `education "${entry.id}"`,
      'score',
      local?.score,
      "leave it out to show content/cv.ts's",
    );
  }
  cv.languages.forEach((entry, index) => {
    const local = words.cv?.languages?.[index];
    for (const field of ['language', 'fluency'] as const) {
      if (!isWord(local?.[field]))
        missing('cv.ts', `language ${index + 1} "${entry.language}"`, field);
    }
  });
  for (const entry of cv.certificates) {
    const local = words.cv?.certificates?.[entry.id];
    if (!local) missing('cv.ts', `certificate "${entry.id}"`, 'name');
    blank(
      'cv.ts',
      `certificate "${entry.id}"`,
      'name',
      local?.name,
      'leave it out to show the name as issued',
    );
  }
  const rolesWanted = words.cv?.quickFacts?.rolesWanted;
  if (cv.quickFacts?.rolesWanted?.length && !rolesWanted?.length) {
    missing('cv.ts', 'quick facts', 'rolesWanted');
  }
  rolesWanted?.forEach((role, index) =>
    blank(
      'cv.ts',
      'quick facts',
      `rolesWanted[${index}]`,
      role,
      "leave the list out to show content/cv.ts's",
    ),
  );
  if (cv.quickFacts?.workAuthorisation && !isWord(words.cv?.quickFacts?.workAuthorisation)) {
    missing('cv.ts', 'quick facts', 'workAuthorisation');
  } else {
    const { workAuthorisation } = words.cv?.quickFacts ?? {};
    blank('cv.ts', 'quick facts', 'workAuthorisation', workAuthorisation, 'leave it out');
  }
  for (const [module, reference] of Object.entries(defaultCopy) as [keyof CopyWords, unknown][]) {
    if (!isKnownField(copyFields, module)) continue;
    for (const path of missingCopy(reference, words.copy?.[module], module, copyFields)) {
      const [entry, ...field] = path.split('.');
      problems.push(
        `${file(`copy/${COPY_FILES[module]}`)}: ${entry}: field "${field.join('.')}" is not translated`,
      );
    }
  }
  return problems;
}
