/**
 * Which of the sample's values are still in place: the sample owner's name and facts, example
 * addresses, placeholder handles, and the sample's files (photo, covers, icons, notes), known by
 * their hashes in `sample-manifest.json`. The production build prints them as a short warning
 * block, so a site is never published with the sample's identity by mistake. Pure: the files'
 * hashes are passed in (`lib/content/sample-files.ts` reads them).
 */
import type { CvContent, ExperienceEntry, Site } from '@/content';

/** What the sample ships, written by `node scripts/check/sample-manifest.mjs`. */
export interface SampleManifest {
  /** The sample's facts: `<file>` → `<field path>` → the sample's value. */
  values: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The sample's files: sha256 (hex) → path from the project root. */
  files: Readonly<Record<string, string>>;
}

/** One file of the project: its path from the root and the sha256 of its bytes. */
export interface HashedFile {
  path: string;
  sha256: string;
}

export interface SampleSources {
  site: Site;
  experience: ExperienceEntry[];
  cv: CvContent;
}

/** Addresses reserved for examples (RFC 2606), and handles that are placeholders. */
const EXAMPLE_EMAIL = /@(?:[\w-]+\.)*example(?:\.(?:com|org|net))?$/i;
const PLACEHOLDER = /your[-_]?(?:handle|name|username)|\/username\b|0{8,}/i;
/** How many file names a folder's line shows before "and N more", in the build's short block. */
export const NAMES_SHOWN_SHORT = 4;

/** The fields the sample fills in, read from the current content by the same paths. */
export function sampleFields(sources: SampleSources): Record<string, Record<string, string>> {
  const { site, experience, cv } = sources;
  return {
    'content/site.ts': {
      firstName: site.firstName,
      fullName: site.fullName,
      email: site.email,
      chatUrl: site.chatUrl,
      ...Object.fromEntries(
        site.socials.map((social) => [`socials.${social.network}`, social.href]),
      ),
    },
    'content/experience.ts': Object.fromEntries(
      experience.map((entry) => [`${entry.id}.company`, entry.company]),
    ),
    'content/cv.ts': Object.fromEntries(
      cv.education.map((entry) => [`education.${entry.id}.institution`, entry.institution]),
    ),
  };
}

/**
 * Every sample value still in place: one line per content file naming its fields, and one per
 * folder of sample files naming them (the first few, then how many more), so the block stays
 * short. A field counts when it is the sample's value, an example address or a placeholder
 * handle. Empty when the site is all the owner's.
 */
export function findSampleValues(
  sources: SampleSources,
  manifest: SampleManifest,
  files: readonly HashedFile[],
  /** How many file names a folder's line shows (all by default; the build shows a few). */
  namesShown = Infinity,
): string[] {
  const warnings: string[] = [];
  for (const [file, fields] of Object.entries(sampleFields(sources))) {
    const left = Object.entries(fields)
      .filter(
        ([field, value]) =>
          manifest.values[file]?.[field] === value ||
          (field === 'email' && EXAMPLE_EMAIL.test(value)) ||
          PLACEHOLDER.test(value),
      )
      .map(([field]) => field);
    if (left.length > 0) {
      warnings.push(`${file}: field${left.length === 1 ? '' : 's'} ${left.join(', ')}`);
    }
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
    const more = sorted.length > namesShown ? `, and ${sorted.length - namesShown} more` : '';
    warnings.push(
      `${folder}: ${sorted.length} sample file${sorted.length === 1 ? '' : 's'} (${sorted.slice(0, namesShown).join(', ')}${more})`,
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
