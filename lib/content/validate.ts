/**
 * Content validation, run by the build (root layout) and by unit tests.
 * Every problem names the entry and the field, so the owner knows exactly what to fix.
 */
import type { CvContent, ExperienceEntry, Project, Site, SkillGroup } from '@/content';
import { generatedCvPath, parseCvDate, timeZoneOffset } from '@/lib/cv/build';
import { localImageFile } from '@/lib/config/paths';
import { getVideoId } from '@/lib/media/video';

/** Ten projects, ids 1-10, two slider panels of five. */
export const PROJECT_COUNT = 10;
export const PANEL_COUNT = 2;
export const PROJECTS_PER_PANEL = 5;
/** Parallax factors lie between 0.1 and 0.5. */
export const PARALLAX_FACTOR_MIN = 0.1;
export const PARALLAX_FACTOR_MAX = 0.5;
/** A skill's description is shown in a two-line caption, so it stays short. */
export const SKILL_DESCRIPTION_MAX = 90;
/** A monogram fits its 40 px tile with up to three letters. */
export const MONOGRAM_MAX = 3;

export interface ContentToValidate {
  projects: Project[];
  sliderPanels: number[][];
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
   * Whether covers and the photo are served from `public/images/` (true, the default) or by
   * Cloudinary (false): only local images need a local file.
   */
  localImages?: boolean;
  /** Tells whether simple-icons has a mark with this slug. Omit to skip the check. */
  brandIconExists?: (slug: string) => boolean;
}

/** The file check for local images, or undefined when images come from Cloudinary. */
function imageFileCheck(options: ValidationOptions) {
  return options.localImages === false ? undefined : options.publicFileExists;
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

function projectLabel(project: Project, index: number): string {
  const name = typeof project.name === 'string' && project.name.trim() ? ` "${project.name}"` : '';
  return `project ${project.id ?? `#${index + 1}`}${name}`;
}

/** Every problem with the projects and their slider panels; empty when all is well. */
export function findProjectProblems(
  projects: Project[],
  sliderPanels: number[][],
  options: ValidationOptions = {},
): string[] {
  const problems: string[] = [];
  if (projects.length !== PROJECT_COUNT) {
    problems.push(`projects: expected exactly ${PROJECT_COUNT} projects, found ${projects.length}`);
  }
  const seenIds = new Set<number>();
  projects.forEach((project, index) => {
    const label = projectLabel(project, index);
    if (!Number.isInteger(project.id) || project.id < 1 || project.id > PROJECT_COUNT) {
      problems.push(`${label}: field "id" must be a whole number from 1 to ${PROJECT_COUNT}`);
    } else if (seenIds.has(project.id)) {
      problems.push(`${label}: field "id" repeats id ${project.id}; ids must be unique`);
    }
    seenIds.add(project.id);
    for (const field of ['name', 'image', 'alt', 'description', 'width', 'kind'] as const) {
      if (isBlank(project[field])) problems.push(`${label}: field "${field}" must not be empty`);
    }
    for (const field of ['factoryX', 'factoryY'] as const) {
      const value = project[field];
      if (
        typeof value !== 'number' ||
        Number.isNaN(value) ||
        value < PARALLAX_FACTOR_MIN ||
        value > PARALLAX_FACTOR_MAX
      ) {
        problems.push(
          `${label}: field "${field}" must be between ${PARALLAX_FACTOR_MIN} and ${PARALLAX_FACTOR_MAX}, got ${String(value)}`,
        );
      }
    }
    for (const field of ['imageWidth', 'imageHeight'] as const) {
      if (!Number.isInteger(project[field]) || project[field] <= 0) {
        problems.push(`${label}: field "${field}" must be a positive whole number of pixels`);
      }
    }
    if (!['portrait', 'landscape', 'square'].includes(project.class)) {
      problems.push(`${label}: field "class" must be 'portrait', 'landscape' or 'square'`);
    }
    if (!Array.isArray(project.stack) || project.stack.length === 0) {
      problems.push(`${label}: field "stack" must list at least one tool`);
    }
    if (project.url !== undefined && !getVideoId(project.url)) {
      problems.push(
        `${label}: field "url" is not a video link with an id after "v=" (got "${project.url}")`,
      );
    }
    if (project.url !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(project.videoUploadDate ?? '')) {
      problems.push(
        `${label}: field "videoUploadDate" must be the video's upload date as YYYY-MM-DD (got "${project.videoUploadDate ?? ''}")`,
      );
    }
    const imageExists = imageFileCheck(options);
    if (imageExists && !isBlank(project.image)) {
      const file = localImageFile(project.image);
      if (!imageExists(file)) {
        problems.push(`${label}: field "image" names a missing file public${file}`);
      }
    }
  });

  if (sliderPanels.length !== PANEL_COUNT) {
    problems.push(`sliderPanels: expected ${PANEL_COUNT} panels, found ${sliderPanels.length}`);
  }
  const placed = new Set<number>();
  sliderPanels.forEach((panel, panelIndex) => {
    const label = `sliderPanels[${panelIndex}] (section${panelIndex + 1})`;
    if (panel.length !== PROJECTS_PER_PANEL) {
      problems.push(`${label}: expected ${PROJECTS_PER_PANEL} projects, found ${panel.length}`);
    }
    for (const id of panel) {
      if (!seenIds.has(id)) problems.push(`${label}: names project ${id}, which does not exist`);
      if (placed.has(id)) problems.push(`${label}: project ${id} is already in a panel`);
      placed.add(id);
    }
  });
  return problems;
}

/** Every problem with experience entries and skill groups. */
export function findOtherProblems(
  experience: ExperienceEntry[],
  skillGroups: SkillGroup[],
  options: ValidationOptions = {},
): string[] {
  const problems: string[] = [];
  experience.forEach((entry, index) => {
    const label = `experience entry ${entry.id ? `"${entry.id}"` : `#${index + 1}`}`;
    for (const field of ['id', 'start', 'end', 'role', 'company', 'description'] as const) {
      if (isBlank(entry[field])) problems.push(`${label}: field "${field}" must not be empty`);
    }
  });
  const seenSkillIds = new Set<string>();
  skillGroups.forEach((group) => {
    group.items.forEach((item, index) => {
      const label = `skill ${item.id ? `"${item.id}"` : `#${index + 1}`} in group "${group.title}"`;
      for (const field of ['id', 'name', 'description'] as const) {
        if (isBlank(item[field])) problems.push(`${label}: field "${field}" must not be empty`);
      }
      if (seenSkillIds.has(item.id)) problems.push(`${label}: field "id" repeats "${item.id}"`);
      seenSkillIds.add(item.id);
      if (typeof item.description === 'string' && item.description.length > SKILL_DESCRIPTION_MAX) {
        problems.push(
          `${label}: field "description" is ${item.description.length} characters; keep it to ${SKILL_DESCRIPTION_MAX}`,
        );
      }
      if (
        item.icon !== undefined &&
        options.brandIconExists &&
        !options.brandIconExists(item.icon)
      ) {
        problems.push(
          `${label}: field "icon" names "${item.icon}", which simple-icons does not have (see https://simpleicons.org; omit it for a monogram)`,
        );
      }
      if (
        item.monogram !== undefined &&
        (item.monogram.trim().length === 0 || item.monogram.trim().length > MONOGRAM_MAX)
      ) {
        problems.push(`${label}: field "monogram" must have 1 to ${MONOGRAM_MAX} characters`);
      }
    });
  });
  return problems;
}

/** Throws a ContentError listing every problem, or returns quietly when the content is valid. */
export function assertValidContent(content: ContentToValidate, options: ValidationOptions = {}) {
  const problems = [
    ...findProjectProblems(content.projects, content.sliderPanels, options),
    ...findOtherProblems(content.experience, content.skillGroups, options),
    ...findSiteProblems(content.site, options),
    ...(content.cv ? findCvProblems(content.cv, content, options) : []),
  ];
  if (problems.length > 0) throw new ContentError(problems);
}

/** Problems with the owner's identity: names, links and the files it points at. */
export function findSiteProblems(site: Site, options: ValidationOptions = {}): string[] {
  const problems: string[] = [];
  for (const field of ['firstName', 'fullName', 'role', 'email', 'photo', 'chatUrl'] as const) {
    if (isBlank(site[field])) problems.push(`site: field "${field}" must not be empty`);
  }
  site.socials.forEach((social) => {
    if (!/^https?:\/\//.test(social.href)) {
      problems.push(`site social "${social.network}": field "href" must be an absolute URL`);
    }
  });
  if (site.nav.length !== 4) problems.push(`site: field "nav" must list the four sections`);
  const imageExists = imageFileCheck(options);
  if (imageExists) {
    const photo = localImageFile(site.photo);
    if (!isBlank(site.photo) && !imageExists(photo)) {
      problems.push(`site: field "photo" names a missing file public${photo}`);
    }
  }
  return problems;
}

/** The folder of the generated CV PDF's address, e.g. '/cv'. */
const CV_FOLDER = generatedCvPath('x.pdf').replace(/\/x\.pdf$/, '');
const ABSOLUTE_URL = /^https?:\/\/[^\s/]+\.[^\s]+$/;
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
  const checkUrl = (label: string, field: string, value: string | undefined) => {
    if (value !== undefined && !ABSOLUTE_URL.test(value)) {
      problems.push(`${label}: field "${field}" must be an absolute http(s) URL (got "${value}")`);
    }
  };
  const checkIds = (label: string, ids: string[]) => {
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) problems.push(`${label} "${id}": field "id" repeats "${id}"`);
      seen.add(id);
    }
  };

  if (isBlank(cv.summary)) problems.push('cv: field "summary" must not be empty');
  // The file name is the last segment of the generated PDF's address: keep it URL-safe.
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*\.pdf$/.test(sources.site.cvFileName)) {
    problems.push(
      `site: field "cvFileName" must be a file name of letters, digits, '.', '-' or '_' ending in .pdf (got "${sources.site.cvFileName}")`,
    );
  }
  if (!['A4', 'LETTER'].includes(cv.paperSize)) {
    problems.push(`cv: field "paperSize" must be 'A4' or 'LETTER' (got "${String(cv.paperSize)}")`);
  }

  // resume.json needs machine dates, so the experience dates must be readable too.
  sources.experience.forEach((entry, index) => {
    const label = `experience entry ${entry.id ? `"${entry.id}"` : `#${index + 1}`}`;
    checkDate(label, 'start', entry.start);
    checkDate(label, 'end', entry.end, true);
  });

  if (cv.projectIds.length === 0) problems.push('cv: field "projectIds" must name a project');
  const projectIds = new Set(sources.projects.map((project) => project.id));
  cv.projectIds.forEach((id, index) => {
    if (!projectIds.has(id)) {
      problems.push(`cv: field "projectIds" names project ${id}, which does not exist`);
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
    for (const field of ['id', 'institution', 'studyType', 'area', 'start', 'end'] as const) {
      if (isBlank(entry[field])) problems.push(`${label}: field "${field}" must not be empty`);
    }
    checkDate(label, 'start', entry.start);
    checkDate(label, 'end', entry.end, true);
    checkUrl(label, 'url', entry.url);
  });
  checkIds(
    'cv education',
    cv.education.map((entry) => entry.id),
  );

  cv.languages.forEach((entry, index) => {
    const label = `cv language ${isBlank(entry.language) ? `#${index + 1}` : `"${entry.language}"`}`;
    for (const field of ['language', 'fluency'] as const) {
      if (isBlank(entry[field])) problems.push(`${label}: field "${field}" must not be empty`);
    }
  });

  cv.certificates.forEach((entry, index) => {
    const label = `cv certificate ${entry.id ? `"${entry.id}"` : `#${index + 1}`}`;
    for (const field of ['id', 'name', 'issuer', 'date'] as const) {
      if (isBlank(entry[field])) problems.push(`${label}: field "${field}" must not be empty`);
    }
    checkDate(label, 'date', entry.date);
    checkUrl(label, 'url', entry.url);
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
    facts.rolesWanted?.forEach((role, index) => {
      if (isBlank(role)) problems.push(`${label}: field "rolesWanted[${index}]" must not be empty`);
    });
    if (facts.workAuthorisation !== undefined && isBlank(facts.workAuthorisation)) {
      problems.push(`${label}: field "workAuthorisation" must not be empty; leave it out instead`);
    }
    checkUrl(label, 'calendarUrl', facts.calendarUrl);
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
    } else if (options.publicFileExists && !options.publicFileExists(own)) {
      problems.push(`cv: field "ownPdfPath" names a missing file public${own}`);
    }
  }
  return problems;
}
