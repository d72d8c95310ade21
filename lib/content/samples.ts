/**
 * Which of the sample's values are still in place: every fact the sample owner's content states
 * (identity, links, location, projects, experience, skills, CV) and the sample's files (photo,
 * covers, icons, notes, case studies, translations), the facts recorded field by field and the
 * files by their hashes in `sample-manifest.json`, which `node scripts/check/sample-manifest.mjs`
 * writes from the sample itself. The check and the build print them as a warning block, so a
 * site is never published with the sample's identity by mistake. Pure: the files' hashes are
 * passed in (`lib/content/sample-files.ts` reads them).
 */
import type { CvContent, ExperienceEntry, Project, Site, SkillGroup } from '@/content';

/** What the sample ships, written by `node scripts/check/sample-manifest.mjs`. */
export interface SampleManifest {
  /** The sample's facts: `<file>` → `<field path>` → the sample's value. */
  values: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The sample's files: sha256 (hex) → path from the project root. */
  files: Readonly<Record<string, string>>;
  /**
   * The fingerprint of the sample's whole content (`contentFingerprint` in
   * `lib/content/sample-files.ts`): every file of `content/` and of the sample folders.
   */
  content: string;
}

/**
 * Whether `content/` is still the shipped sample, to the byte: its fingerprint is the manifest's.
 * Figures measured on the sample (the byte budgets' list of today's excess, the CV's font) and the
 * manifest's own completeness hold exactly only then. An owner who has changed anything (her name,
 * a language, one project's words, a note deleted, a cover replaced), even with many of the
 * sample's facts still in place, has content of her own.
 */
export function isSampleContent(manifest: SampleManifest, fingerprint: string): boolean {
  return manifest.content === fingerprint;
}

/** One file of the project: its path from the root and the sha256 of its bytes. */
export interface HashedFile {
  path: string;
  sha256: string;
}

export interface SampleSources {
  site: Site;
  projects: readonly Project[];
  experience: readonly ExperienceEntry[];
  skillGroups: readonly SkillGroup[];
  cv: CvContent;
}

/** Addresses and links on domains reserved for examples (RFC 2606), and placeholder handles. */
const EXAMPLE_EMAIL = /@(?:[\w-]+\.)*example(?:\.(?:com|org|net))?$/i;
const EXAMPLE_LINK = /^https?:\/\/(?:[\w-]+\.)*example(?:\.(?:com|org|net))?(?:[:/?#]|$)/i;
const PLACEHOLDER = /your[-_]?(?:handle|name|username)|\/username\b|0{8,}/i;
/** How many names a line shows before "and N more", in the build's short block. */
export const NAMES_SHOWN_SHORT = 4;

/** The content module each source is written in. */
const FILES: Record<keyof SampleSources, string> = {
  site: 'content/site.ts',
  projects: 'content/projects.ts',
  experience: 'content/experience.ts',
  skillGroups: 'content/skills.ts',
  cv: 'content/cv.ts',
};

/**
 * Fields that are not facts about the owner, by name: every other text field of the content is
 * one, so a field the schema gains is compared without being listed here. Allowed reasons:
 * - keys and references: ids, image ids (the images are compared as files), icon slugs, networks,
 *   section ids, the projects and networks the CV picks;
 * - layout and format settings an owner may keep: slider width, class, parallax factors, focal
 *   point, paper size, time zone;
 * - interface words (the site's, translated with the copy): the navigation, the greeting, the
 *   contact and chat button labels;
 * - names any owner may share with the sample: skill and tool names (a skill's `tool`, the
 *   projects' `stack`), skill group titles, job titles and the role, spoken languages, degrees
 *   and fields of study, issuers, social labels, the roles wanted, and dates (a month recurs by
 *   chance; its entry's other fields name it).
 */
const NOT_FACTS = new Set([
  'id',
  'image',
  'photo',
  'icon',
  'monogram',
  'network',
  'sectionId',
  'contactSectionId',
  'projectIds',
  'profileNetworks',
  'width',
  'class',
  'focus',
  'paperSize',
  'timeZone',
  'nav',
  'greeting',
  'contactLabel',
  'chatLabel',
  'name@skillGroups',
  'title',
  'stack',
  'tool',
  'role',
  'language',
  'fluency',
  'studyType',
  'area',
  'issuer',
  'label',
  'rolesWanted',
  'start',
  'end',
  'date',
  'from',
  'videoUploadDate',
]);

/**
 * One text field of the content: its file, its path as the file's code reads
 * (`projects[3].description`, `site.socials[github].href`: an entry of a list by its key in
 * brackets), its value.
 */
export interface ContentField {
  file: string;
  path: string;
  value: string;
  /** Replaces the value in the object it was read from (the tests change a copy). */
  set: (value: string) => void;
}

/**
 * The segment an array's element gets in a path: its id (projects, experience, education,
 * skills), network (socials), else its position. By key, not position, so a reordered list
 * still names the same entries.
 */
function elementKey(element: unknown, index: number): string {
  if (element && typeof element === 'object') {
    const { id, network } = element as { id?: unknown; network?: unknown };
    if (typeof id === 'string' || typeof id === 'number') return String(id);
    if (typeof network === 'string') return network;
  }
  return String(index);
}

/** Every text field of the owner's content that states a fact about them, with its path. */
export function contentFields(sources: SampleSources): ContentField[] {
  const fields: ContentField[] = [];
  const walk = (
    holder: Record<string, unknown> | unknown[],
    key: string | number,
    path: string,
    file: string,
    source: string,
  ) => {
    const value = (holder as Record<string, unknown>)[key];
    if (typeof value === 'string') {
      fields.push({
        file,
        path,
        value,
        set: (next) => {
          (holder as Record<string, unknown>)[key] = next;
        },
      });
    } else if (Array.isArray(value)) {
      value.forEach((_, index) =>
        walk(value, index, `${path}[${elementKey(value[index], index)}]`, file, source),
      );
    } else if (value && typeof value === 'object') {
      for (const child of Object.keys(value)) {
        if (NOT_FACTS.has(child) || NOT_FACTS.has(`${child}@${source}`)) continue;
        walk(value as Record<string, unknown>, child, `${path}.${child}`, file, source);
      }
    }
  };
  for (const source of Object.keys(FILES) as (keyof SampleSources)[]) {
    walk(sources as unknown as Record<string, unknown>, source, source, FILES[source], source);
  }
  return fields;
}

/** The fields the sample fills in, by file and path: what the manifest records. */
export function sampleFields(sources: SampleSources): Record<string, Record<string, string>> {
  const byFile: Record<string, Record<string, string>> = {};
  for (const field of contentFields(sources)) {
    (byFile[field.file] ??= {})[field.path] = field.value;
  }
  return byFile;
}

/**
 * What kind of field a path is, whatever entry it belongs to: `projects[3].description` and
 * `projects[7].description` are both `projects[].description`, so a sample project renumbered, or a sample
 * sentence moved to another entry, is still found.
 */
function kindOf(path: string): string {
  return path.replace(/\[[^\]]*\]/g, '[]');
}

/** How a line names many items: all of them, or the first few and how many more. */
function listed(names: readonly string[], shown: number): string {
  const more = names.length > shown ? `, and ${names.length - shown} more` : '';
  return `${names.slice(0, shown).join(', ')}${more}`;
}

/**
 * The content's fields that still hold a sample value: a value the sample gives a field of the
 * same kind, an example address, or a placeholder handle. In the content's order.
 */
export function sampleFieldsLeft(sources: SampleSources, manifest: SampleManifest): ContentField[] {
  /** `<file> <kind>` → the sample's values of that kind. */
  const sampleValues = new Map<string, Set<string>>();
  for (const [file, fields] of Object.entries(manifest.values)) {
    for (const [path, value] of Object.entries(fields)) {
      const kind = `${file} ${kindOf(path)}`;
      sampleValues.set(kind, (sampleValues.get(kind) ?? new Set()).add(value));
    }
  }
  return contentFields(sources).filter(
    ({ file, path, value }) =>
      sampleValues.get(`${file} ${kindOf(path)}`)?.has(value) ||
      (path === 'site.email' && EXAMPLE_EMAIL.test(value)) ||
      EXAMPLE_LINK.test(value) ||
      PLACEHOLDER.test(value),
  );
}

/**
 * Every sample value still in place: one line per content file naming its fields, and one per
 * folder of sample files naming them (the first few, then how many more, in the build's short
 * block). A field counts when it holds a value the sample gives a field of its kind, an example
 * address or a placeholder handle. Empty when the site is all the owner's.
 */
export function findSampleValues(
  sources: SampleSources,
  manifest: SampleManifest,
  files: readonly HashedFile[],
  /** How many names a line shows (all by default; the build shows a few). */
  namesShown = Infinity,
): string[] {
  const warnings: string[] = [];
  const left = new Map<string, string[]>();
  for (const { file, path } of sampleFieldsLeft(sources, manifest)) {
    left.set(file, [...(left.get(file) ?? []), path]);
  }
  for (const [file, paths] of left) {
    warnings.push(
      `${file}: ${paths.length} sample field${paths.length === 1 ? '' : 's'} (${listed(paths, namesShown)})`,
    );
  }
  const byFolder = new Map<string, string[]>();
  for (const file of files) {
    if (!manifest.files[file.sha256]) continue;
    // Grouped two folders deep: public/images/, content/notes/ (a note's files are its folder's).
    const parts = file.path.split('/');
    const depth = Math.min(2, parts.length - 1);
    const folder = `${parts.slice(0, depth).join('/')}/`;
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), parts.slice(depth).join('/')]);
  }
  for (const [folder, names] of [...byFolder].sort(([a], [b]) => a.localeCompare(b))) {
    // The folder's own files first (the photo before the covers), then by name.
    const sorted = names.sort(
      (a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b),
    );
    warnings.push(
      `${folder}: ${sorted.length} sample file${sorted.length === 1 ? '' : 's'} (${listed(sorted, namesShown)})`,
    );
  }
  return warnings;
}

/** The warning block the build prints, or '' when nothing of the sample is left. */
export function sampleWarningBlock(warnings: readonly string[]): string {
  if (warnings.length === 0) return '';
  return [
    "The sample's values are still in place (the sample's own, an example address or a placeholder); replace them with yours before publishing:",
    ...warnings.map((warning) => `  - ${warning}`),
  ].join('\n');
}
