/**
 * Structured data (schema.org JSON-LD) built from content/. No React; image URLs come from
 * `lib/images` (Cloudinary or local), so this runs on the server only.
 */
import type { Project } from '@/content';
import type { LocalizedContent } from '@/lib/i18n/content';
import { absoluteImageUrl } from '@/lib/media/images';
import { getVideoId, videoEmbedUrl } from '@/lib/media/video';
import { shareImageUrl } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/config/paths';

/** What the structured data reads of a page's content: its language, owner and paths. */
type JsonLdContent = Pick<LocalizedContent, 'site' | 'language' | 'path'>;

export type JsonLd = Record<string, unknown>;

/** The owner as a schema.org Person, for the home page. */
export function personJsonLd({ site, path }: JsonLdContent): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: site.fullName,
    givenName: site.firstName,
    jobTitle: site.role,
    description: site.intro,
    url: absoluteUrl(path('/')),
    '@id': `${absoluteUrl(path('/'))}#person`,
    email: `mailto:${site.email}`,
    image: absoluteImageUrl(site.photo),
    homeLocation: { '@type': 'Place', name: site.location },
    // The owner's profiles elsewhere; left out, rather than empty, when she lists none.
    ...(site.socials.length > 0 ? { sameAs: site.socials.map((social) => social.href) } : {}),
  };
}

/**
 * The page that is about the owner (the home page, the CV), in its language: a ProfilePage whose
 * main entity is the page's Person, so search engines read the page's language (`inLanguage`),
 * which a Person cannot carry.
 */
export function profilePageJsonLd({ language, path }: JsonLdContent, routePath: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: absoluteUrl(path(routePath)),
    inLanguage: language.code,
    mainEntity: { '@id': `${absoluteUrl(path('/'))}#person` },
  };
}

/**
 * The owner as a Person for the CV page: the home page's Person plus what the CV knows — the
 * occupation, schools (alumniOf), skills (knowsAbout), languages and certificates.
 */
export function cvPersonJsonLd(content: JsonLdContent & Pick<LocalizedContent, 'cvModel'>): JsonLd {
  const { site, cvModel: cv, path } = content;
  const skills = cv.skillGroups.flatMap((group) => group.skills);
  return {
    ...personJsonLd(content),
    description: cv.summary,
    mainEntityOfPage: absoluteUrl(path('/cv')),
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

/**
 * A project as a schema.org CreativeWork by the owner, for its detail page. Its `url` is the
 * running product when there is one (the work itself), else this page, which stays its `@id`.
 * CreativeWork has no `codeRepository`: the code is the SoftwareSourceCode the work is based on.
 */
export function projectJsonLd(project: Project, content: JsonLdContent): JsonLd {
  const { site, language, path } = content;
  const pageUrl = absoluteUrl(path(`/portofolio/${project.id}`));
  const videoId = project.url ? getVideoId(project.url) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    '@id': pageUrl,
    name: project.name,
    headline: `${project.name}: ${project.kind}`,
    genre: project.kind,
    description: project.description,
    url: project.site ?? pageUrl,
    ...(project.site ? { mainEntityOfPage: pageUrl } : {}),
    ...(project.source
      ? {
          isBasedOn: {
            '@type': 'SoftwareSourceCode',
            name: project.name,
            codeRepository: project.source,
            url: project.source,
          },
        }
      : {}),
    image: shareImageUrl(project.id, language.code),
    keywords: project.stack.join(', '),
    inLanguage: language.code,
    author: { '@type': 'Person', name: site.fullName, url: absoluteUrl(path('/')) },
    // Google shows a video result only with a name, a description, a thumbnail and the upload
    // date; embedUrl is the player itself, not the watch page.
    ...(videoId && project.videoUploadDate
      ? {
          video: {
            '@type': 'VideoObject',
            name: `${project.name} demo`,
            description: project.description,
            thumbnailUrl: absoluteImageUrl(project.image),
            uploadDate: project.videoUploadDate,
            embedUrl: videoEmbedUrl(videoId),
          },
        }
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
  /** Route path, language prefix included. */
  path: string;
  /** Absolute URL of its image (cover or share image). */
  image: string;
}

/** A note as a schema.org BlogPosting by the owner. */
export function noteJsonLd(note: NoteForJsonLd, { site, language, path }: JsonLdContent): JsonLd {
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
    inLanguage: language.code,
    keywords: note.tags.join(', '),
    image: note.image,
    author: { '@type': 'Person', name: site.fullName, url: absoluteUrl(path('/')) },
  };
}
