/**
 * What each language's words must hold beyond being there (./missing-words.ts checks that): only
 * placeholders the site fills in, and skill descriptions the length the default language's may
 * be. `fillTemplate` (lib/content/copy.ts) leaves a placeholder it has no value for as written,
 * so a mistyped one ('{Jumlah}', '{firstname}') would reach the page with its braces. Pure: the
 * words are passed in, so the unit test can feed it broken ones.
 */
import type {
  CopyWords,
  CvContent,
  ExperienceEntry,
  LanguageWords,
  Project,
  Site,
  SkillGroup,
} from '@/content';
import { skillSchema } from '@/content/schema';
import { describeIssues } from '@/lib/content/schema';
import { documentedPlaceholders, isCopyField, type CopyFields } from '@/lib/i18n/copy-fields';
import { COPY_FILES } from '@/lib/i18n/missing-words';

/**
 * The placeholders `contentFor` (lib/i18n/content.ts) fills in every word of `site.ts`, `cv.ts`
 * and the interface words, in every language: the owner's names and role, typed once in
 * `content/site.ts`, and the numbers of projects and experience entries.
 */
export const OWNER_PLACEHOLDERS = [
  'firstName',
  'fullName',
  'role',
  'projectCount',
  'experienceCount',
] as const;

/** What `countedText` fills in a count's words besides their own: digits and the number word. */
const COUNT_PLACEHOLDERS = ['n', 'count', 'Count'];

/** A placeholder as `fillTemplate` reads it: a word in braces. */
const PLACEHOLDER = /\{(\w+)\}/g;

/** The names of the placeholders in `text`, each once, in order: '{name} ({n})' → name, n. */
export function placeholdersOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1]!))];
}

/** '{a}', '{a} or {b}', '{a}, {b} or {c}' ('and' for `joiner` 'and'). */
function listOf(names: readonly string[], joiner: 'or' | 'and'): string {
  const braced = names.map((name) => `{${name}}`);
  return braced.length > 1
    ? `${braced.slice(0, -1).join(', ')} ${joiner} ${braced.at(-1)}`
    : braced.join('');
}

/** 'has {a}, which is not filled in', 'has {a} and {b}, which are not filled in'. */
const notFilledIn = (names: readonly string[]) =>
  `has ${listOf(names, 'and')}, which ${names.length > 1 ? 'are' : 'is'} not filled in`;

/** Every word in `words` with its path ('nav.summary.label', 'languages[1].fluency'). */
function textsOf(words: unknown, path = ''): [path: string, text: string][] {
  if (typeof words === 'string') return [[path, words]];
  if (Array.isArray(words))
    return words.flatMap((item, index) => textsOf(item, `${path}[${index}]`));
  if (words && typeof words === 'object') {
    return Object.entries(words).flatMap(([key, value]) =>
      textsOf(value, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/**
 * Every placeholder in the words of `site.ts` or `cv.ts` (the default language's or another's)
 * that is not the owner's: `<where>: <entry>: field "greeting" has {firstname}, which is not
 * filled in: use {firstName}, …`.
 */
export function findOwnerPlaceholderProblems(
  where: string,
  entry: string,
  words: unknown,
): string[] {
  const owner: readonly string[] = OWNER_PLACEHOLDERS;
  return textsOf(words).flatMap(([path, text]) => {
    const unknown = placeholdersOf(text).filter((name) => !owner.includes(name));
    return unknown.length > 0
      ? [`${where}: ${entry}: field "${path}" ${notFilledIn(unknown)}: use ${listOf(owner, 'or')}`]
      : [];
  });
}

/**
 * Every placeholder in words nothing fills in (projects, experience, skills: `contentFor` shows
 * them as written), in any language.
 */
export function findUnfilledPlaceholderProblems(
  where: string,
  entry: string,
  words: unknown,
): string[] {
  return textsOf(words).flatMap(([path, text]) => {
    const found = placeholdersOf(text);
    return found.length > 0
      ? [
          `${where}: ${entry}: field "${path}" ${notFilledIn(found)}: write the words themselves (only site.ts, cv.ts and the interface words have placeholders)`,
        ]
      : [];
  });
}

/**
 * Whether the object at `path` of the default language's words is a count's words: so the
 * copy types say, or, without them, its fields are `one` and `other` (so a count's placeholders
 * are never named by mistake in the build's own run of the check).
 */
function isCounted(reference: object, path: string, fields: CopyFields | undefined): boolean {
  if (fields) return fields.counted.has(path);
  const keys = Object.keys(reference).sort();
  return keys.length === 2 && keys[0] === 'one' && keys[1] === 'other';
}

/**
 * The placeholders of another language's interface words that neither the default language's
 * same word has nor the owner's are, as [path, unknown names, names to use instead]. `forms`: in
 * a count's words, the placeholders of the default's forms (its `one` may say 'One project' where
 * another language says '{Count} proyek').
 */
function unfilledCopy(
  words: unknown,
  reference: unknown,
  path: string,
  fields: CopyFields | undefined,
  forms?: string[],
): [path: string, unknown: string[], meant: string[]][] {
  if (typeof words === 'string' && typeof reference === 'string') {
    const own = placeholdersOf(reference);
    // What the types' comments say is filled: a typo in the default's word ('{Name}') is named
    // there, not again in every language that has it right ('{name}').
    const documented = fields ? documentedPlaceholders(fields, path.replace(/\[\d+\]/g, '')) : [];
    const allowed = new Set([
      ...own,
      ...documented,
      ...(forms ? [...forms, ...COUNT_PLACEHOLDERS] : []),
      ...OWNER_PLACEHOLDERS,
    ]);
    const unknown = placeholdersOf(words).filter((name) => !allowed.has(name));
    if (unknown.length === 0) return [];
    // '{Role}' meant '{role}'; '{Jumlah}' one of the default's own.
    const lower = new Set(unknown.map((name) => name.toLowerCase()));
    const sameButCase = [...allowed].filter((name) => lower.has(name.toLowerCase()));
    const meant = [sameButCase, own, documented, forms ?? [], forms ? COUNT_PLACEHOLDERS : []].find(
      (names) => names.length > 0,
    );
    return [[path, unknown, meant ?? []]];
  }
  if (Array.isArray(words) && Array.isArray(reference)) {
    // A list's words need not match one for one (the share image's tags): any of the default's.
    const inList = reference.filter((item): item is string => typeof item === 'string').join(' ');
    return words.flatMap((item, index) => unfilledCopy(item, inList, `${path}[${index}]`, fields));
  }
  if (words && typeof words === 'object' && reference && typeof reference === 'object') {
    const countForms = isCounted(reference, path, fields)
      ? placeholdersOf(
          textsOf(reference)
            .map(([, text]) => text)
            .join(' '),
        )
      : undefined;
    return Object.entries(words).flatMap(([key, value]) => {
      const fieldPath = `${path}.${key}`;
      // A field the default language lacks, or the types do not have, is the compiler's to name.
      if (!Object.hasOwn(reference, key) || (fields && !isCopyField(fields, fieldPath))) return [];
      const referenceValue = (reference as Record<string, unknown>)[key];
      return unfilledCopy(value, referenceValue, fieldPath, fields, countForms);
    });
  }
  return [];
}

/**
 * Every placeholder of `code`'s interface words that the default language's same word does not
 * have (the sentence's own, filled by the page: {count}, {name}, {tool}, …), that the types'
 * comments do not name for it, and that is not the owner's: `language "id", content/translations/id/copy/home.ts: homeCopy: field
 * "work.lead.other" has {Jumlah}, which is not filled in: use {Count}`.
 */
export function findCopyPlaceholderProblems(
  code: string,
  copy: CopyWords | undefined,
  reference: CopyWords,
  fields?: CopyFields,
): string[] {
  if (!copy) return [];
  return (Object.keys(copy) as (keyof CopyWords)[]).flatMap((module) => {
    if (!Object.hasOwn(reference, module)) return [];
    return unfilledCopy(copy[module], reference[module], module, fields).map(
      ([path, unknown, meant]) => {
        const [entry, ...field] = path.split('.');
        const instead =
          meant.length > 0
            ? `use ${listOf(meant, 'or')}`
            : "write the words themselves: the default language's have no placeholder here";
        return `language "${code}", content/translations/${code}/copy/${COPY_FILES[module]}: ${entry}: field "${field.join('.')}" ${notFilledIn(unknown)}: ${instead}`;
      },
    );
  });
}

/**
 * Every placeholder of the default language's interface words that the code filling them does
 * not fill: neither the owner's nor one the copy types' comments name for that word, or for a
 * field above it (content/copy/*.ts: '{name} is the project's name'; a count's words: {n},
 * {count}, {Count}). No other language's words can be the reference here (the default may be any
 * language, and its words are the ones the others are checked against), so a typo there
 * ('{Cuont}') reached the page with its braces. Only with the types read (`npm run check`).
 */
export function findDefaultCopyPlaceholderProblems(
  code: string,
  copy: CopyWords,
  fields: CopyFields | undefined,
): string[] {
  if (!fields) return [];
  const owner: readonly string[] = OWNER_PLACEHOLDERS;
  return (Object.keys(copy) as (keyof CopyWords)[]).flatMap((module) =>
    textsOf(copy[module], module).flatMap(([path, text]) => {
      // A list's words are filled as the list's field is: 'commonCopy.numberWords[1]'.
      const fieldPath = path.replace(/\[\d+\]/g, '');
      // A field the types do not have is the compiler's to name.
      if (!isCopyField(fields, fieldPath)) return [];
      const documented = documentedPlaceholders(fields, fieldPath);
      const allowed = new Set([...documented, ...owner]);
      const unknown = placeholdersOf(text).filter((name) => !allowed.has(name));
      if (unknown.length === 0) return [];
      // '{Role}' meant '{role}'; '{Cuont}' one of the word's own.
      const lower = new Set(unknown.map((name) => name.toLowerCase()));
      const sameButCase = [...allowed].filter((name) => lower.has(name.toLowerCase()));
      const meant = sameButCase.length > 0 ? sameButCase : documented;
      const instead =
        meant.length > 0
          ? `use ${listOf(meant, 'or')}`
          : `write the words themselves: content/copy/${COPY_FILES[module]} names no placeholder for it (the owner's: ${listOf(owner, 'or')})`;
      const [entry, ...field] = path.split('.');
      return [
        `content/translations/${code}/copy/${COPY_FILES[module]}: ${entry}: field "${field.join('.')}" ${notFilledIn(unknown)}: ${instead}`,
      ];
    }),
  );
}

/**
 * Every skill description of `code` longer than the default language's may be (the schema's
 * rule, `SKILL_DESCRIPTION_MAX`): the hint under the skill has room for one short line.
 */
export function findSkillDescriptionProblems(
  code: string,
  skills: LanguageWords['skills'] | undefined,
): string[] {
  const descriptionOnly = skillSchema.pick({ description: true });
  return Object.entries(skills?.items ?? {}).flatMap(([id, words]) => {
    // An empty or missing one is named as not translated (./missing-words.ts).
    if (typeof words?.description !== 'string' || words.description.trim() === '') return [];
    const result = descriptionOnly.safeParse({ description: words.description });
    return result.success
      ? []
      : describeIssues(
          `language "${code}", content/translations/${code}/skills.ts: skill "${id}"`,
          result.error,
        );
  });
}

/**
 * The placeholders of the default language's data words (`content/*.ts`) that nothing fills in:
 * one not the owner's in `site.ts` or `cv.ts`, any in the projects, experience and skills.
 */
export function findDefaultPlaceholderProblems(content: {
  site: Site;
  cv: CvContent;
  projects: readonly Project[];
  experience: readonly ExperienceEntry[];
  skillGroups: readonly SkillGroup[];
}): string[] {
  return [
    ...findOwnerPlaceholderProblems('content/site.ts', 'site', content.site),
    ...findOwnerPlaceholderProblems('content/cv.ts', 'cv', content.cv),
    ...content.projects.flatMap((project) =>
      findUnfilledPlaceholderProblems(
        'content/projects.ts',
        `project ${project.id} "${project.name}"`,
        project,
      ),
    ),
    ...content.experience.flatMap((entry) =>
      findUnfilledPlaceholderProblems('content/experience.ts', `experience "${entry.id}"`, entry),
    ),
    ...content.skillGroups.flatMap(({ items, ...group }) => [
      ...findUnfilledPlaceholderProblems('content/skills.ts', `skill group "${group.id}"`, group),
      // A group whose items are not a list is named by the schema's rule.
      ...(Array.isArray(items) ? items : []).flatMap((skill) =>
        findUnfilledPlaceholderProblems('content/skills.ts', `skill "${skill.id}"`, skill),
      ),
    ]),
  ];
}

/**
 * Everything wrong in what `code`'s words say (not what they lack): placeholders nothing fills
 * in, in its interface words and its data words, and skill descriptions too long.
 */
export function findTranslatedWordProblems(
  code: string,
  words: LanguageWords | undefined,
  reference: CopyWords,
  fields?: CopyFields,
): string[] {
  if (!words) return [];
  const file = (name: string) => `language "${code}", content/translations/${code}/${name}`;
  const entries = (name: string, label: (id: string) => string, byId: object | undefined) =>
    Object.entries(byId ?? {}).flatMap(([id, entry]) =>
      findUnfilledPlaceholderProblems(file(name), label(id), entry),
    );
  return [
    ...findOwnerPlaceholderProblems(file('site.ts'), 'site', words.site),
    ...findOwnerPlaceholderProblems(file('cv.ts'), 'cv', words.cv),
    ...entries('projects.ts', (id) => `project ${id}`, words.projects),
    ...entries('experience.ts', (id) => `experience "${id}"`, words.experience),
    ...entries('skills.ts', (id) => `skill group "${id}"`, words.skills?.groups),
    ...entries('skills.ts', (id) => `skill "${id}"`, words.skills?.items),
    ...findSkillDescriptionProblems(code, words.skills),
    ...findCopyPlaceholderProblems(code, words.copy, reference, fields),
  ];
}
