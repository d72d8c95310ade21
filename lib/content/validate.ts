/**
 * Content validation, run by the build (root layout) and by unit tests.
 * Every problem names the entry and the field, so the owner knows exactly what to fix.
 */
import type { CvContent, ExperienceEntry, Project, Site, SkillGroup } from '@/content';
import { generatedCvPath, parseCvDate, timeZoneOffset } from '@/lib/cv/build';
import {
  describeLocalImage,
  imageIdFormProblem,
  localImageCandidates,
  oneImageFilesProblem,
  unreadableImageHint,
} from '@/lib/config/paths';
import { PUBLISHED_IMAGES_FOLDER } from '@/lib/media/image-paths.mjs';
import { getVideoId, isYouTubeUrl } from '@/lib/media/video';
import { repeatedTags, tagAddressProblem } from '@/lib/writing/tags';
import {
  certificateSchema,
  cvContentSchema,
  educationEntrySchema,
  experienceEntrySchema,
  quickFactsSchema,
  spokenLanguageSchema,
  PROJECT_COUNT_MAX,
  PROJECT_COUNT_MIN,
  projectSchema,
  siteSchema,
  skillGroupSchema,
  skillSchema,
} from '@/content/schema';
import { describeIssues } from '@/lib/content/schema';
import type { z } from 'zod';

/** The schema's problems with one entry, labelled; empty when the entry fits its schema. */
function schemaProblems(schema: z.ZodType, value: unknown, label: string): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : describeIssues(label, result.error);
}

// The rules of one entry live with its schema (content/schema.ts); these are the ones across entries.
export {
  MONOGRAM_MAX,
  PARALLAX_FACTOR_MAX,
  PARALLAX_FACTOR_MIN,
  PROJECT_COUNT_MAX,
  PROJECT_COUNT_MIN,
  SKILL_DESCRIPTION_MAX,
} from '@/content/schema';

export interface ContentToValidate {
  projects: Project[];
  experience: ExperienceEntry[];
  skillGroups: SkillGroup[];
  site: Site;
  /** The CV content; checked when given (the build always gives it). */
  cv?: CvContent;
}

export interface ValidationOptions {
  /** Tells whether a file exists under `public/` (path starts with `/`). Omit to skip file checks. */
  publicFileExists?: (publicPath: string) => boolean;
  /**
   * The files under `public/` a local image's public id names (`/images/projects/tokoku.jpg`),
   * whatever the case of their extension, as the image step finds them; by default the first of
   * the candidates `publicFileExists` confirms.
   */
  localImageFiles?: (publicId: string) => string[];
  /**
   * Files of a local image's name in a type the image step does not read (`/images/x.heic`), named
   * when no readable file is found. Omit to name only the missing file.
   */
  unreadableImageFiles?: (publicId: string) => string[];
  /**
   * Whether covers and the photo are served from `public/images/` (true, the default) or by
   * Cloudinary (false): only local images need a local file.
   */
  localImages?: boolean;
  /** Tells whether simple-icons has a mark with this slug. Omit to skip the check. */
  brandIconExists?: (slug: string) => boolean;
}

/** The file lookup for local images, or undefined when images come from Cloudinary. */
function imageFileLookup(options: ValidationOptions) {
  if (options.localImages === false) return undefined;
  if (options.localImageFiles) return options.localImageFiles;
  const exists = options.publicFileExists;
  // A yes-or-no check finds the first file only: two files for one image need `localImageFiles`.
  return (
    exists && ((publicId: string) => localImageCandidates(publicId).filter(exists).slice(0, 1))
  );
}

/**
 * What is wrong with an image field's public id: a path or an extension written into it (the
 * field names the image under public/images/ without either), no file, or two files for it
 * (tokoku.jpg beside tokoku.webp: the image step would stop on them).
 */
function imageProblems(
  label: string,
  field: string,
  publicId: string,
  options: ValidationOptions,
): string[] {
  const lookup = imageFileLookup(options);
  // Empty is reported by the schema; a Cloudinary public id may hold any folder.
  if (isBlank(publicId) || !lookup) return [];
  const form = imageIdFormProblem(publicId);
  if (form) return [`${label}: field "${field}" ${form}`];
  const files = lookup(publicId);
  if (files.length === 0) {
    const unreadable = options.unreadableImageFiles?.(publicId) ?? [];
    return [
      `${label}: field "${field}" names a missing file ${describeLocalImage(publicId)}${unreadableImageHint(unreadable)}`,
    ];
  }
  if (files.length > 1) return [`${label}: field "${field}" ${oneImageFilesProblem(files)}`];
  return [];
}

/** The part of two ISO dates ('2021', '2021-05') both have, so a year compares with a month. */
function endsBeforeStart(startIso: string, endIso: string): boolean {
  const length = Math.min(startIso.length, endIso.length);
  return endIso.slice(0, length) < startIso.slice(0, length);
}

/** Thrown when content is invalid; `problems` lists each broken entry and field. */
export class ContentError extends Error {
  constructor(public readonly problems: string[]) {
    super(
      `Invalid content in content/ (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
    this.name = 'ContentError';
  }
}

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/** The projects' ids as a short list for a message: "1, 2, 3" (the first ten, then "…"). */
/**
 * The ids to offer instead of a wrong one, each once (a repeated id has its own problem), the
 * first ten: '1, 2, 3', or quoted for keys written as strings: '"a", "b"'.
 */
export function listIds(ids: readonly (string | number)[], quoted = false): string {
  const unique = [...new Set(ids)].map((id) => (quoted ? `"${id}"` : String(id)));
  return unique.length > 10 ? `${unique.slice(0, 10).join(', ')}, …` : unique.join(', ');
}

function projectLabel(project: Project, index: number): string {
  const name = typeof project.name === 'string' && project.name.trim() ? ` "${project.name}"` : '';
  return `project ${project.id ?? `#${index + 1}`}${name}`;
}

/**
 * Every problem with the projects; empty when all is well. The slider's panels are not the
 * owner's to declare: they are the list's order cut into fives (lib/slider/rules.ts).
 */
export function findProjectProblems(
  projects: Project[],
  options: ValidationOptions = {},
): string[] {
  const problems: string[] = [];
  if (projects.length < PROJECT_COUNT_MIN || projects.length > PROJECT_COUNT_MAX) {
    problems.push(
      `content/projects.ts: lists ${projects.length} projects; the site shows ${PROJECT_COUNT_MIN} to ${PROJECT_COUNT_MAX}`,
    );
  }
  const seenIds = new Set<number>();
  projects.forEach((project, index) => {
    const label = projectLabel(project, index);
    // Each field on its own (content/schema.ts); across projects: the repeated id.
    problems.push(...schemaProblems(projectSchema, project, label));
    if (Number.isInteger(project.id) && seenIds.has(project.id)) {
      problems.push(`${label}: field "id" repeats id ${project.id}; ids must be unique`);
    }
    seenIds.add(project.id);
    (Array.isArray(project.stack) ? project.stack : []).forEach((tool, toolIndex) => {
      const problem = typeof tool === 'string' && tool.trim() !== '' && tagAddressProblem(tool);
      if (problem) problems.push(`${label}: field "stack[${toolIndex}]" "${tool}" ${problem}`);
    });
    if (Array.isArray(project.stack) && project.stack.every((tool) => typeof tool === 'string')) {
      for (const { index, first } of repeatedTags(project.stack)) {
        problems.push(
          `${label}: field "stack[${index}]" "${project.stack[index]}" repeats "${project.stack[first]}" (stack[${first}]), which has the same tag page: remove one`,
        );
      }
    }
    if (project.url !== undefined && !getVideoId(project.url)) {
      // The demo player plays YouTube only: a video hosted elsewhere is said to be so, with what
      // to do instead, rather than as a link that lacks an id.
      problems.push(
        isYouTubeUrl(project.url)
          ? `${label}: field "url" is not a video link with an id after "v=" (got "${project.url}")`
          : `${label}: field "url" is the demo's YouTube video, and "${project.url}" is not on YouTube (youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/…): upload the demo there, or link the page that shows it with "site"`,
      );
    }
    if (project.url !== undefined && project.videoUploadDate === undefined) {
      problems.push(
        `${label}: field "videoUploadDate" is missing: a project with a demo video ("url") needs the day it was uploaded, as YYYY-MM-DD`,
      );
    } else if (project.url !== undefined && !isCalendarDate(project.videoUploadDate ?? '')) {
      problems.push(
        `${label}: field "videoUploadDate" must be the video's upload date as YYYY-MM-DD (got "${project.videoUploadDate ?? ''}")`,
      );
    }
    problems.push(...imageProblems(label, 'image', project.image, options));
  });

  return problems;
}

/** A date written YYYY-MM-DD that is on the calendar ('2023-02-30' is not). */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Every problem with experience entries and skill groups. */
export function findOtherProblems(
  experience: ExperienceEntry[],
  skillGroups: SkillGroup[],
  options: ValidationOptions = {},
): string[] {
  const problems: string[] = [];
  const seenEntryIds = new Set<string>();
  experience.forEach((entry, index) => {
    const label = `experience entry ${entry.id ? `"${entry.id}"` : `#${index + 1}`}`;
    problems.push(...schemaProblems(experienceEntrySchema, entry, label));
    // The id keys the entry's element and its words in every other language.
    if (seenEntryIds.has(entry.id)) problems.push(`${label}: field "id" repeats "${entry.id}"`);
    seenEntryIds.add(entry.id);
  });
  const seenSkillIds = new Set<string>();
  const seenGroupIds = new Set<string>();
  skillGroups.forEach((group, groupIndex) => {
    const { items, ...groupFields } = group;
    const groupLabel = `skill group ${group.id ? `"${group.id}"` : `#${groupIndex + 1}`}`;
    problems.push(
      ...schemaProblems(skillGroupSchema.omit({ items: true }), groupFields, groupLabel),
    );
    if (seenGroupIds.has(group.id))
      problems.push(`${groupLabel}: field "id" repeats "${group.id}"`);
    seenGroupIds.add(group.id);
    if (!Array.isArray(items)) {
      problems.push(`${groupLabel}: field "items" must be a list of skills`);
      return;
    }
    items.forEach((item, index) => {
      const label = `skill ${item.id ? `"${item.id}"` : `#${index + 1}`} in group "${group.title}"`;
      problems.push(...schemaProblems(skillSchema, item, label));
      if (seenSkillIds.has(item.id)) problems.push(`${label}: field "id" repeats "${item.id}"`);
      seenSkillIds.add(item.id);
      if (
        item.icon !== undefined &&
        options.brandIconExists &&
        !options.brandIconExists(item.icon)
      ) {
        problems.push(
          `${label}: field "icon" names "${item.icon}", which simple-icons does not have (see https://simpleicons.org; omit it for a monogram)`,
        );
      }
    });
  });
  return problems;
}

/**
 * Every problem of the typed content modules, each rule's list after the other's: every rule
 * returns its problems instead of throwing, so one run names them all.
 */
export function findContentProblems(
  content: ContentToValidate,
  options: ValidationOptions = {},
): string[] {
  return [
    ...findProjectProblems(content.projects, options),
    ...findOtherProblems(content.experience, content.skillGroups, options),
    ...findSiteProblems(content.site, options),
    ...(content.cv ? findCvProblems(content.cv, content, options) : []),
  ];
}

/** Throws a ContentError listing every problem, or returns quietly when the content is valid. */
export function assertValidContent(content: ContentToValidate, options: ValidationOptions = {}) {
  const problems = findContentProblems(content, options);
  if (problems.length > 0) throw new ContentError(problems);
}

/** Problems with the owner's identity: names, links and the files it points at. */
export function findSiteProblems(site: Site, options: ValidationOptions = {}): string[] {
  const problems: string[] = [];
  // Social links are labelled by their network, the rest as the site.
  const { socials, ...rest } = site;
  problems.push(...schemaProblems(siteSchema.omit({ socials: true }), rest, 'site'));
  socials.forEach((social) => {
    problems.push(
      ...schemaProblems(
        siteSchema.shape.socials.element,
        social,
        `site social "${social.network}"`,
      ),
    );
  });
  // The chat link is drawn with its label: one without the other is half a link.
  if (site.chatUrl && isBlank(site.chatLabel)) {
    problems.push('site: field "chatLabel" must name the chat link that "chatUrl" sets');
  }
  if (!site.chatUrl && !isBlank(site.chatLabel)) {
    problems.push('site: field "chatLabel" names a chat link, and "chatUrl" is not set');
  }
  problems.push(...imageProblems('site', 'photo', site.photo, options));
  return problems;
}

/** The folder of the generated CV PDF's address, e.g. '/cv'. */
const CV_FOLDER = generatedCvPath('x.pdf').replace(/\/x\.pdf$/, '');
const DATE_FORMS = "a month like 'Oct 2022', '2022-10' or a year";

/** Problems with the CV content (content/cv.ts) and with what the CV reads from the rest. */
export function findCvProblems(
  cv: CvContent,
  sources: { site: Site; experience: ExperienceEntry[]; projects: Project[] },
  options: ValidationOptions = {},
): string[] {
  const problems: string[] = [];
  const checkDate = (label: string, field: string, value: string, allowPresent = false) => {
    if (isBlank(value)) return; // reported as empty by the caller
    if (!parseCvDate(value, allowPresent)) {
      const forms = allowPresent ? `${DATE_FORMS}, or 'Present'` : DATE_FORMS;
      problems.push(`${label}: field "${field}" must be ${forms} (got "${value}")`);
    }
  };
  /** Both dates readable and the end before the start: a typo in one of them. */
  const checkOrder = (label: string, start: string, end: string) => {
    const from = isBlank(start) ? undefined : parseCvDate(start);
    const to = isBlank(end) ? undefined : parseCvDate(end, true);
    if (!from || !to || from === 'present' || to === 'present') return;
    if (endsBeforeStart(from.iso, to.iso)) {
      problems.push(`${label}: field "end" (${end}) is before "start" (${start})`);
    }
  };
  const checkIds = (label: string, ids: string[]) => {
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) problems.push(`${label} "${id}": field "id" repeats "${id}"`);
      seen.add(id);
    }
  };

  // The lists' entries are checked one by one below, each under its own label; the rest here.
  const listFields = {
    education: true,
    languages: true,
    certificates: true,
    quickFacts: true,
  } as const;
  problems.push(
    ...schemaProblems(
      cvContentSchema.omit(listFields),
      Object.fromEntries(Object.entries(cv).filter(([key]) => !(key in listFields))),
      'cv',
    ),
  );

  // resume.json needs machine dates, so the experience dates must be readable too.
  sources.experience.forEach((entry, index) => {
    const label = `experience entry ${entry.id ? `"${entry.id}"` : `#${index + 1}`}`;
    checkDate(label, 'start', entry.start);
    checkDate(label, 'end', entry.end, true);
    checkOrder(label, entry.start, entry.end);
  });

  const projectIds = new Set(sources.projects.map((project) => project.id));
  cv.projectIds.forEach((id, index) => {
    if (!projectIds.has(id)) {
      problems.push(
        `cv: field "projectIds" names project ${id}, which content/projects.ts does not have: remove it from content/cv.ts or use one of ${listIds(sources.projects.map((project) => project.id))}`,
      );
    }
    if (cv.projectIds.indexOf(id) !== index) {
      problems.push(`cv: field "projectIds" lists project ${id} twice`);
    }
  });
  for (const network of cv.profileNetworks) {
    if (!sources.site.socials.some((social) => social.network === network)) {
      problems.push(`cv: field "profileNetworks" names "${network}", which site.socials lacks`);
    }
  }

  cv.education.forEach((entry, index) => {
    const label = `cv education ${entry.id ? `"${entry.id}"` : `#${index + 1}`}`;
    problems.push(...schemaProblems(educationEntrySchema, entry, label));
    checkDate(label, 'start', entry.start);
    checkDate(label, 'end', entry.end, true);
    checkOrder(label, entry.start, entry.end);
  });
  checkIds(
    'cv education',
    cv.education.map((entry) => entry.id),
  );

  cv.languages.forEach((entry, index) => {
    const label = `cv language ${isBlank(entry.language) ? `#${index + 1}` : `"${entry.language}"`}`;
    problems.push(...schemaProblems(spokenLanguageSchema, entry, label));
  });

  cv.certificates.forEach((entry, index) => {
    const label = `cv certificate ${entry.id ? `"${entry.id}"` : `#${index + 1}`}`;
    problems.push(...schemaProblems(certificateSchema, entry, label));
    checkDate(label, 'date', entry.date);
  });
  checkIds(
    'cv certificate',
    cv.certificates.map((entry) => entry.id),
  );

  const facts = cv.quickFacts;
  if (facts) {
    const label = 'cv quickFacts';
    const from = facts.availability?.from;
    if (from !== undefined && !parseCvDate(from)) {
      problems.push(`${label}: field "availability.from" must be ${DATE_FORMS} (got "${from}")`);
    }
    if (facts.timeZone !== undefined && !timeZoneOffset(facts.timeZone, new Date(0))) {
      problems.push(
        `${label}: field "timeZone" must be an IANA time zone like 'Asia/Jakarta' (got "${facts.timeZone}")`,
      );
    }
    problems.push(...schemaProblems(quickFactsSchema, facts, label));
  }

  const own = cv.ownPdfPath;
  if (own !== undefined) {
    if (!/^\/.+\.pdf$/i.test(own)) {
      problems.push(
        `cv: field "ownPdfPath" must be a path under public/ ending in .pdf (got "${own}")`,
      );
    } else if (own.toLowerCase().startsWith(`${CV_FOLDER}/`)) {
      problems.push(
        `cv: field "ownPdfPath" must not be in public${CV_FOLDER}/, where the generated CV is served; move the file`,
      );
    } else if (own.toLowerCase().startsWith(`/${PUBLISHED_IMAGES_FOLDER}/`)) {
      problems.push(
        `cv: field "ownPdfPath" must not be in public/${PUBLISHED_IMAGES_FOLDER}/, where the build writes the pictures it makes and deletes every other file; move the file, e.g. to public/files/`,
      );
    } else if (options.publicFileExists && !options.publicFileExists(own)) {
      problems.push(`cv: field "ownPdfPath" names a missing file public${own}`);
    }
  }
  return problems;
}

/**
 * Words of a language (`content/translations/<code>/projects.ts`) for a project that
 * `content/projects.ts` does not have: left behind when a project is removed or its id changed.
 */
export function findTranslatedProjectProblems(
  projects: readonly Pick<Project, 'id'>[],
  translatedIds: Readonly<Record<string, readonly (number | string)[]>>,
): string[] {
  const known = new Set(projects.map((project) => project.id));
  return Object.entries(translatedIds).flatMap(([code, ids]) =>
    ids
      .filter((id) => !known.has(Number(id)))
      .map(
        (id) =>
          `content/translations/${code}/projects.ts: project ${id} is not in content/projects.ts: remove its entry, or give it the id of one of ${listIds(projects.map((project) => project.id))}`,
      ),
  );
}
