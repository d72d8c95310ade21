/**
 * The CV model: everything the /cv page, the PDF and resume.json show, derived from content/.
 * Pure and side-effect free (the date of "today" is passed in), so it is unit-tested directly;
 * `lib/i18n/content.ts` builds the model of each language.
 */
import { groupsWithSkills } from '@/lib/content/home-sections';
import type {
  Certificate,
  CvContent,
  CvCopy,
  CvPaperSize,
  EducationEntry,
  ExperienceEntry,
  Project,
  QuickFacts,
  Site,
  SkillGroup,
  SocialLink,
  SpokenLanguage,
} from '@/content';
import { fillTemplate } from '@/lib/content/copy';
import { cvDownloadName, cvFileName } from '@/lib/cv/file-name';
import { formatMonthYear } from '@/lib/i18n/format';

/**
 * Route of the generated CV PDF (`app/cv/[file]/route.ts`): the owner's file name is the last
 * segment of the address, so the browser saves it under that name even on a host that sends its
 * own Content-Disposition (which outranks the link's `download` attribute).
 */
export function generatedCvPath(fileName: string): string {
  return `${CV_PAGE_PATH}/${fileName}`;
}
/** Route of the JSON Resume file (`app/resume.json/route.ts`). */
export const RESUME_JSON_PATH = '/resume.json';
/** Route of the CV page. */
export const CV_PAGE_PATH = '/cv';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const PRESENT_WORDS = ['present', 'now', 'today', 'current'];

/** A content date read for machines: an ISO 8601 date ('2022-10' or '2022'), or 'present'. */
export type CvDate = { iso: string } | 'present';

/**
 * Reads a content date: 'Oct 2022', 'October 2022', '2022-10', '2022-10-05', '2022', or 'Present'
 * (also 'Now', 'Current') when `allowPresent`. Returns undefined when the text is none of these.
 */
export function parseCvDate(text: string, allowPresent = false): CvDate | undefined {
  const value = text.trim().toLowerCase();
  if (allowPresent && PRESENT_WORDS.includes(value)) return 'present';
  const iso = /^([12]\d{3})(?:-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?)?$/.exec(value);
  if (iso) return { iso: value };
  const named = /^([a-z]+)\.?\s+([12]\d{3})$/.exec(value);
  if (named) {
    // A month's full name or any abbreviation of three letters or more: 'Sep', 'Sept', 'September'.
    const word = named[1]!;
    const month = word.length >= 3 ? MONTHS.findIndex((name) => name.startsWith(word)) : -1;
    if (month >= 0) {
      return { iso: `${named[2]}-${String(month + 1).padStart(2, '0')}` };
    }
  }
  return undefined;
}

/** The ISO date of a content date, or undefined for 'present' and unreadable text. */
export function isoDate(text: string): string | undefined {
  const date = parseCvDate(text, true);
  return date && date !== 'present' ? date.iso : undefined;
}

/**
 * A content date as the locale writes it ('Okt 2022' in id-ID), 'Present' in the copy's wording;
 * text that cannot be read is shown as written.
 */
export function formatCvDate(text: string, copy: Pick<CvCopy, 'present'>, locale: string): string {
  const date = parseCvDate(text, true);
  if (date === 'present') return copy.present;
  return date ? formatMonthYear(date.iso, locale) : text;
}

/** A period as shown: 'Oct 2022 – Jan 2023' in the locale's month names. */
export function formatPeriod(
  start: string,
  end: string,
  copy: Pick<CvCopy, 'present'>,
  locale = 'en-US',
): string {
  return `${formatCvDate(start, copy, locale)} – ${formatCvDate(end, copy, locale)}`;
}

/** One fact of the recruiter strip: a label and its value, with a link for the booking fact. */
export interface QuickFact {
  /** Stable key, also used by tests. */
  id: 'availability' | 'roles' | 'location' | 'authorisation' | 'calendar';
  label: string;
  value: string;
  /** Absolute URL when the value is a link. */
  href?: string;
  /** Marks good news (open to work), drawn with a small green dot. */
  positive?: boolean;
}

/**
 * The offset from UTC of an IANA time zone on `date`, as digits: '+7', '-3:30', '+0'. Undefined for
 * a zone the runtime does not know.
 */
export function timeZoneOffset(timeZone: string, date: Date): string | undefined {
  let name: string | undefined;
  try {
    name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return undefined;
  }
  // 'GMT+07:00', 'GMT-03:30', or plain 'GMT' at UTC itself.
  const match = /([+-])(\d{2}):(\d{2})$/.exec(name ?? '');
  if (!match) return name === undefined ? undefined : '+0';
  const [, sign, hours, minutes] = match;
  return `${sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
}

/**
 * The facts of the recruiter strip, in display order; empty when none is set, and then the strip
 * is not shown. A start date on or before `today` reads as "open to work now".
 */
export function buildQuickFacts(
  facts: QuickFacts | undefined,
  site: Pick<Site, 'location'>,
  copy: CvCopy,
  today: Date,
  locale = 'en-US',
): QuickFact[] {
  if (!facts) return [];
  const items: QuickFact[] = [];
  const { availability, rolesWanted, timeZone, workAuthorisation, calendarUrl } = facts;
  if (availability) {
    let value = copy.notLooking;
    if (availability.openToWork) {
      const from = availability.from?.trim();
      const date = from ? parseCvDate(from) : undefined;
      // A date that cannot be read (the build rejects it) is shown as written, never as "now".
      const started =
        !from ||
        (date !== undefined &&
          date !== 'present' &&
          date.iso <= today.toISOString().slice(0, date.iso.length));
      value = started
        ? copy.openNow
        : fillTemplate(copy.openFrom, { date: formatCvDate(from, copy, locale) });
    }
    items.push({
      id: 'availability',
      label: copy.availabilityLabel,
      value,
      positive: availability.openToWork,
    });
  }
  const roles = (rolesWanted ?? []).filter((role) => role.trim());
  if (roles.length > 0) {
    items.push({ id: 'roles', label: copy.rolesLabel, value: roles.join(' · ') });
  }
  if (timeZone) {
    const offset = timeZoneOffset(timeZone, today);
    const value = offset
      ? `${site.location} (${fillTemplate(copy.utcOffset, { offset })})`
      : site.location;
    items.push({ id: 'location', label: copy.locationLabel, value });
  }
  if (workAuthorisation?.trim()) {
    items.push({ id: 'authorisation', label: copy.authorisationLabel, value: workAuthorisation });
  }
  if (calendarUrl?.trim()) {
    items.push({
      id: 'calendar',
      label: copy.calendarLabel,
      value: copy.calendarLink,
      href: calendarUrl,
    });
  }
  return items;
}

/** A link in the CV's contact line: the text printed is the address itself, without https://. */
export interface CvLink {
  /** What the link is, e.g. 'GitHub' or 'E-mail'. */
  label: string;
  /** Absolute URL (or mailto:). */
  href: string;
  /** The address as printed, e.g. 'github.com/your-handle'. */
  text: string;
}

/** An address without its scheme, 'www.' and trailing slash, for printing. */
export function displayUrl(url: string): string {
  return url
    .replace(/^mailto:/, '')
    .replace(/^https?:\/\/(www\.)?/, '')
    .replace(/\/$/, '');
}

export interface CvPeriodEntry {
  /** The owner's dates as shown, e.g. 'Oct 2022 – Jan 2023'. */
  period: string;
  /** ISO start date for machines (resume.json). */
  startDate?: string;
  /** ISO end date, undefined while ongoing. */
  endDate?: string;
}

export type CvExperience = ExperienceEntry & CvPeriodEntry;
export type CvEducation = EducationEntry & CvPeriodEntry;
export type CvCertificate = Certificate & { isoDate?: string };

export interface CvProject {
  id: number;
  name: string;
  kind: string;
  description: string;
  stack: string[];
  /** Route of the project's page, e.g. '/portofolio/3'. */
  path: string;
  /** The running product, when the project names one. */
  site?: string;
  /** The code, when the project names it. */
  source?: string;
}

/** Where the CV PDF download points and under which name it is saved. */
export interface CvPdf {
  /** Root-relative path of the PDF (prefix it with the base path for plain links). */
  path: string;
  /** File name in its address (Latin letters, digits and '-'). */
  fileName: string;
  /** The name the browser saves it under: the owner's name in its own letters (cvDownloadName). */
  downloadName: string;
  /** False when the owner serves their own PDF (`cv.ownPdfPath`). */
  generated: boolean;
  paperSize: CvPaperSize;
}

/** Everything the CV shows, in display order. */
export interface CvModel {
  name: string;
  givenName: string;
  role: string;
  summary: string;
  location: string;
  email: string;
  /** E-mail, then the chosen social profiles. The portfolio's own URL is added by each output. */
  links: CvLink[];
  profiles: SocialLink[];
  experience: CvExperience[];
  skillGroups: { id: string; title: string; skills: string[] }[];
  projects: CvProject[];
  education: CvEducation[];
  languages: SpokenLanguage[];
  certificates: CvCertificate[];
  quickFacts: QuickFact[];
  pdf: CvPdf;
}

export interface CvSources {
  site: Site;
  cv: CvContent;
  experience: ExperienceEntry[];
  skillGroups: SkillGroup[];
  projects: Project[];
  copy: CvCopy;
  /** The locale dates are written in ('en-US', 'id-ID'). */
  locale?: string;
  /** The route path of a project page in the CV's language. */
  projectPath?: (id: number) => string;
  /** The PDF's file name in the CV's language (default: the default language's, from the name). */
  pdfFileName?: string;
  /** The name the PDF is saved under in the CV's language (default: the default language's). */
  pdfDownloadName?: string;
}

function withPeriod<T extends { start: string; end: string }>(
  entry: T,
  copy: CvCopy,
  locale: string,
): T & CvPeriodEntry {
  return {
    ...entry,
    period: formatPeriod(entry.start, entry.end, copy, locale),
    startDate: isoDate(entry.start),
    endDate: isoDate(entry.end),
  };
}

/** Derives the CV from content/; `today` decides whether a future availability date has come. */
export function buildCv(sources: CvSources, today: Date): CvModel {
  const { site, cv, experience, skillGroups, projects, copy } = sources;
  const locale = sources.locale ?? 'en-US';
  const projectPath = sources.projectPath ?? ((id: number) => `/portofolio/${id}`);
  const pdfFileName = sources.pdfFileName ?? cvFileName(site.fullName);
  const pdfDownloadName = sources.pdfDownloadName ?? cvDownloadName(site.fullName);
  const profiles = cv.profileNetworks
    .map((network) => site.socials.find((social) => social.network === network))
    .filter((social): social is SocialLink => Boolean(social));
  return {
    name: site.fullName,
    givenName: site.firstName,
    role: site.role,
    summary: cv.summary,
    location: site.location,
    email: site.email,
    links: [
      { label: copy.emailLabel, href: `mailto:${site.email}`, text: site.email },
      ...profiles.map((social) => ({
        label: social.label,
        href: social.href,
        text: displayUrl(social.href),
      })),
    ],
    profiles,
    experience: experience.map((entry) => withPeriod(entry, copy, locale)),
    skillGroups: groupsWithSkills(skillGroups).map((group) => ({
      id: group.id,
      title: group.title,
      skills: group.items.map((item) => item.name),
    })),
    projects: cv.projectIds
      .map((id) => projects.find((project) => project.id === id))
      .filter((project): project is Project => Boolean(project))
      .map(({ id, name, kind, description, stack, site, source }) => ({
        id,
        name,
        kind,
        description,
        stack,
        path: projectPath(id),
        ...(site ? { site } : {}),
        ...(source ? { source } : {}),
      })),
    education: cv.education.map((entry) => withPeriod(entry, copy, locale)),
    languages: cv.languages,
    certificates: cv.certificates.map((entry) => ({
      ...entry,
      date: formatCvDate(entry.date, copy, locale),
      isoDate: isoDate(entry.date),
    })),
    quickFacts: buildQuickFacts(cv.quickFacts, site, copy, today, locale),
    pdf: {
      path: cv.ownPdfPath ?? generatedCvPath(pdfFileName),
      fileName: pdfFileName,
      downloadName: pdfDownloadName,
      generated: !cv.ownPdfPath,
      paperSize: cv.paperSize,
    },
  };
}
