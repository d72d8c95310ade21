/**
 * Words of a language for an entry the default language's content no longer has: left behind when
 * an entry is removed or its id changed. Nothing shows them (words are laid over the entries by
 * id), so they would sit there unread while the owner believes the entry translated. The
 * projects' rule is lib/content/validate.ts's, used here as it is. Pure: the content is passed in.
 */
import type { CvContent, DataWords, ExperienceEntry, Project, Site, SkillGroup } from '@/content';
import { findTranslatedProjectProblems, listIds } from '@/lib/content/validate';

/**
 * `<file>: <label> "<id>" is not in <source>: remove its entry, or give it the <key> of one of …`
 * for every key of `byId` that `known` lacks, as the projects' rule says it.
 */
function leftovers(
  file: string,
  label: string,
  byId: object | undefined,
  known: readonly string[],
  source: string,
  key = 'id',
): string[] {
  const ids = new Set(known);
  const instead =
    known.length > 0
      ? `remove its entry, or give it the ${key} of one of ${listIds(known, true)}`
      : `remove its entry (${source} lists none)`;
  return Object.keys(byId ?? {})
    .filter((id) => !ids.has(id))
    .map((id) => `${file}: ${label} "${id}" is not in ${source}: ${instead}`);
}

/** The default language's entries the words of every other language are keyed by. */
export interface TranslatedEntries {
  site: Pick<Site, 'nav'>;
  projects: readonly Pick<Project, 'id'>[];
  experience: readonly Pick<ExperienceEntry, 'id'>[];
  skillGroups: readonly Pick<SkillGroup, 'id' | 'items'>[];
  cv: Pick<CvContent, 'education' | 'certificates'>;
}

/**
 * Every entry of `code`'s words (`content/translations/<code>/`) that the default language's
 * content does not have: projects, experience, skill groups and skills, the CV's education and
 * certificates, and the nav's links; one line each naming the file, the entry and the ids to use.
 */
export function findLeftoverWords(
  code: string,
  words: DataWords | undefined,
  content: TranslatedEntries,
): string[] {
  if (!words) return [];
  const file = (name: string) => `content/translations/${code}/${name}`;
  const ids = (entries: readonly { id: string }[] | undefined) =>
    (Array.isArray(entries) ? entries : []).map((entry) => entry.id);
  // A group whose items are not a list is named by the schema's rule.
  const skills = content.skillGroups.flatMap((group) =>
    ids(Array.isArray(group.items) ? group.items : []),
  );
  return [
    ...leftovers(
      file('site.ts'),
      'nav',
      words.site?.nav,
      (content.site.nav ?? []).map((item) => item.sectionId),
      'content/site.ts',
      'sectionId',
    ),
    ...findTranslatedProjectProblems(content.projects, {
      [code]: Object.keys(words.projects ?? {}),
    }),
    ...leftovers(
      file('experience.ts'),
      'experience',
      words.experience,
      ids(content.experience),
      'content/experience.ts',
    ),
    ...leftovers(
      file('skills.ts'),
      'skill group',
      words.skills?.groups,
      ids(content.skillGroups),
      'content/skills.ts',
    ),
    ...leftovers(file('skills.ts'), 'skill', words.skills?.items, skills, 'content/skills.ts'),
    ...leftovers(
      file('cv.ts'),
      'education',
      words.cv?.education,
      ids(content.cv.education),
      'content/cv.ts',
    ),
    ...leftovers(
      file('cv.ts'),
      'certificate',
      words.cv?.certificates,
      ids(content.cv.certificates),
      'content/cv.ts',
    ),
  ];
}
