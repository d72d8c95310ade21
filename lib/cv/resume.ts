/**
 * resume.json: the CV in the JSON Resume schema (https://jsonresume.org/schema), for tools that
 * import it. Pure; served by `app/resume.json/route.ts` and validated against the schema in tests.
 */
import type { CvModel } from '@/lib/cv/build';
import { CV_PAGE_PATH, RESUME_JSON_PATH } from '@/lib/cv/build';

/** The JSON Resume schema version this file follows (@jsonresume/schema). */
export const JSON_RESUME_VERSION = 'v1.0.0';

type Json = Record<string, unknown>;

/** Leaves out keys whose value is undefined, so the JSON carries no empty fields. */
function defined(object: Json): Json {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

/** The last path segment of a profile URL, e.g. 'your-handle'. */
function username(url: string): string | undefined {
  try {
    return new URL(url).pathname.split('/').filter(Boolean).pop();
  } catch {
    return undefined;
  }
}

export interface JsonResumeOptions {
  /** Turns a route into the site's public URL. */
  absoluteUrl: (route: string) => string;
  /** Public URL of the owner's photo (local or Cloudinary). */
  photoUrl: string;
  /** When the file was built. */
  lastModified: Date;
}

/** The CV as a JSON Resume document; the URLs and the date are passed in, so this stays pure. */
export function toJsonResume(
  cv: CvModel,
  { absoluteUrl, photoUrl, lastModified }: JsonResumeOptions,
): Json {
  const [city, ...region] = cv.location.split(',').map((part) => part.trim());
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: defined({
      name: cv.name,
      label: cv.role,
      image: photoUrl,
      email: cv.email,
      url: absoluteUrl('/'),
      summary: cv.summary,
      location: defined({ city, region: region.length > 0 ? region.join(', ') : undefined }),
      profiles: cv.profiles.map((profile) =>
        defined({ network: profile.label, username: username(profile.href), url: profile.href }),
      ),
    }),
    work: cv.experience.map((entry) =>
      defined({
        name: entry.company,
        position: entry.role,
        startDate: entry.startDate,
        endDate: entry.endDate,
        summary: entry.description,
      }),
    ),
    education: cv.education.map((entry) =>
      defined({
        institution: entry.institution,
        url: entry.url,
        area: entry.area,
        studyType: entry.studyType,
        startDate: entry.startDate,
        endDate: entry.endDate,
        score: entry.score,
      }),
    ),
    certificates: cv.certificates.map((entry) =>
      defined({ name: entry.name, date: entry.isoDate, issuer: entry.issuer, url: entry.url }),
    ),
    skills: cv.skillGroups.map((group) => ({ name: group.title, keywords: group.skills })),
    languages: cv.languages.map((entry) => ({ language: entry.language, fluency: entry.fluency })),
    projects: cv.projects.map((project) => ({
      name: project.name,
      description: project.description,
      keywords: project.stack,
      // One address per project in the schema: what a reader most wants to open, the running
      // product, else the code, else the project's page here.
      url: project.site ?? project.source ?? absoluteUrl(project.path),
      type: project.kind,
    })),
    meta: {
      canonical: absoluteUrl(RESUME_JSON_PATH),
      version: JSON_RESUME_VERSION,
      lastModified: lastModified.toISOString().slice(0, 19),
      // Not part of the schema (extra keys are allowed): where the same CV reads as a page.
      cvPage: absoluteUrl(CV_PAGE_PATH),
    },
  };
}
