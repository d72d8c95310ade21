/**
 * Structured data (schema.org JSON-LD) built from content/. No React; image URLs come from
 * `lib/images` (Cloudinary or local), so this runs on the server only.
 */
import type { Project, Site } from '@/content';
import type { CvModel } from '@/lib/cv/build';
import { absoluteImageUrl } from '@/lib/media/images';
import { shareImageUrl } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/config/paths';

export type JsonLd = Record<string, unknown>;

/** The owner as a schema.org Person, for the home page. */
export function personJsonLd(site: Site): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: site.fullName,
    givenName: site.firstName,
    jobTitle: site.role,
    description: site.intro,
    url: absoluteUrl('/'),
    email: `mailto:${site.email}`,
    image: absoluteImageUrl(site.photo, site.photoWidth),
    homeLocation: { '@type': 'Place', name: site.location },
    sameAs: site.socials.map((social) => social.href),
  };
}

/**
 * The owner as a Person for the CV page: the home page's Person plus what the CV knows — the
 * occupation, schools (alumniOf), skills (knowsAbout), languages and certificates.
 */
export function cvPersonJsonLd(site: Site, cv: CvModel): JsonLd {
  const skills = cv.skillGroups.flatMap((group) => group.skills);
  return {
    ...personJsonLd(site),
    description: cv.summary,
    mainEntityOfPage: absoluteUrl('/cv'),
    hasOccupation: {
      '@type': 'Occupation',
      name: site.role,
      skills: skills.join(', '),
    },
    ...(cv.education.length > 0
      ? {
          alumniOf: cv.education.map((entry) => ({
            '@type': 'EducationalOrganization',
            name: entry.institution,
            ...(entry.url ? { url: entry.url } : {}),
          })),
        }
      : {}),
    knowsAbout: skills,
    ...(cv.languages.length > 0
      ? { knowsLanguage: cv.languages.map((entry) => entry.language) }
      : {}),
    ...(cv.certificates.length > 0
      ? {
          hasCredential: cv.certificates.map((entry) => ({
            '@type': 'EducationalOccupationalCredential',
            name: entry.name,
            recognizedBy: { '@type': 'Organization', name: entry.issuer },
            ...(entry.isoDate ? { dateCreated: entry.isoDate } : {}),
            ...(entry.url ? { url: entry.url } : {}),
          })),
        }
      : {}),
  };
}

/** A project as a schema.org CreativeWork by the owner, for its detail page. */
export function projectJsonLd(project: Project, site: Site): JsonLd {
  const url = absoluteUrl(`/portofolio/${project.id}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    '@id': url,
    name: project.name,
    headline: `${project.name}: ${project.kind}`,
    genre: project.kind,
    description: project.description,
    url,
    image: shareImageUrl(project.id),
    keywords: project.stack.join(', '),
    inLanguage: 'en',
    author: { '@type': 'Person', name: site.fullName, url: absoluteUrl('/') },
    ...(project.url
      ? { video: { '@type': 'VideoObject', name: `${project.name} demo`, embedUrl: project.url } }
      : {}),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and the two JavaScript line
 * separators are written as \u escapes, so no content can close the script element early.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** What a note's structured data needs; kept apart from the note loader so this stays pure. */
export interface NoteForJsonLd {
  title: string;
  summary: string;
  date: string;
  updated?: string;
  tags: string[];
  lang: string;
  /** Route path, language prefix included. */
  path: string;
  /** Absolute URL of its image (cover or share image). */
  image: string;
}

/** A note as a schema.org BlogPosting by the owner. */
export function noteJsonLd(note: NoteForJsonLd, site: Site): JsonLd {
  const url = absoluteUrl(note.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: note.title,
    description: note.summary,
    datePublished: note.date,
    dateModified: note.updated ?? note.date,
    inLanguage: note.lang,
    keywords: note.tags.join(', '),
    image: note.image,
    author: { '@type': 'Person', name: site.fullName, url: absoluteUrl('/') },
  };
}
