import type { Metadata } from 'next';
import { fillTemplate } from '@/lib/content/copy';
import { absoluteUrl } from '@/lib/config/paths';
import { getProjectIds } from '@/lib/content/projects';
import { contentFor } from '@/lib/i18n/content';
import { joinPhrases } from '@/lib/i18n/punctuation';
import {
  defaultLanguage,
  languageAlternates,
  languageCodes,
  languageDirection,
  languageInfo,
  languagePath,
  type Language,
} from '@/lib/i18n/languages';
import { cloudinaryShareImageUrl, usesCloudinary } from '@/lib/media/images';
import {
  noteShareCard,
  projectListShareCard,
  projectShareCard,
  siteShareCard,
  type ShareCard,
} from '@/lib/seo/share-card';
import { getNote, getNotes } from '@/lib/writing/notes';
import { feedPaths } from '@/lib/writing/feed-paths';
import { hasNotes } from '@/lib/writing/notes';

export interface PageMetadataInput {
  /** The page's language: its canonical URL, Open Graph locale and the template's name. */
  language: Language;
  /** Page title; the root layout's template appends the owner's name. Omit for the home page. */
  title?: string;
  /** Meta and social description. */
  description: string;
  /** Route path of the page in the default language, e.g. '/portofolio/3'. */
  path: string;
  /** The languages the page exists in (all by default), for its `hreflang` alternates. */
  languages?: readonly Language[];
  /** Share image (1200x630), an absolute URL from `shareImageUrl`; defaults to the site's own. */
  image?: { url: string; alt: string };
  /** Open Graph type. Allowed: 'website' | 'article' | 'profile'. */
  type?: 'website' | 'article' | 'profile';
  /** Asks search engines not to index the page (the 404 page). */
  noIndex?: boolean;
}

/** Share image size required by Open Graph and Twitter large cards. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * Which share image: a project id, 'home' for the site's own (home page, 404), 'projects' for the
 * all-projects page, or a note's.
 */
export type ShareImageKey = number | 'home' | 'projects' | `note-${string}`;

/**
 * Route path of a locally drawn share image, written at build time by `app/og/[file]/route.ts`:
 * `/og/3.png` in the default language, `/og/id-3.png` in another (its words are the language's).
 */
export function shareImagePath(key: ShareImageKey, language: Language = defaultLanguage): string {
  return language === defaultLanguage ? `/og/${key}.png` : `/og/${language}-${key}.png`;
}

/** Every share image of a language: the home page, the projects page, each project and note. */
export function shareImageKeys(language: Language): ShareImageKey[] {
  return [
    'home',
    'projects',
    ...getProjectIds(),
    ...getNotes(language).map((note) => `note-${note.slug}` as const),
  ];
}

/**
 * The share card of a key in a language, laid out in the language's direction, or undefined for an
 * unknown project.
 */
export function shareCardFor(key: ShareImageKey, language: Language): ShareCard | undefined {
  const card = shareCardWords(key, language);
  return card && { ...card, direction: languageDirection(language) };
}

/** What the card of a key says in a language. */
function shareCardWords(key: ShareImageKey, language: Language): ShareCard | undefined {
  const { projects, site, shareCopy, projectCopy, counted } = contentFor(language);
  if (key === 'home') return siteShareCard(site, shareCopy, projects);
  if (key === 'projects') {
    return projectListShareCard(projects, site, shareCopy, {
      title: projectCopy.list.title,
      subtitle: counted(projectCopy.list.lead, projects.length),
    });
  }
  if (typeof key === 'string') {
    const note = getNote(language, key.slice('note-'.length));
    return note && noteShareCard(note.data, site, shareCopy);
  }
  const index = projects.findIndex((entry) => entry.id === key);
  return index < 0 ? undefined : projectShareCard(projects[index]!, index + 1, site, shareCopy);
}

/**
 * The absolute URL of a share image: composed by Cloudinary when a cloud name is set (no local
 * drawing, no local file needed), else the PNG the build draws.
 */
export function shareImageUrl(key: ShareImageKey, language: Language = defaultLanguage): string {
  if (!usesCloudinary()) return absoluteUrl(shareImagePath(key, language));
  const card = shareCardFor(key, language) ?? shareCardFor('home', language)!;
  return cloudinaryShareImageUrl(card, SHARE_IMAGE_SIZE);
}

/** The site name shown by link previews and the web manifest, in a language. */
export function siteName(language: Language = defaultLanguage): string {
  const { shareCopy, site } = contentFor(language);
  return fillTemplate(shareCopy.siteName, { name: site.fullName });
}

/** The one metadata builder for every page: canonical URL, alternates, Open Graph and Twitter. */
export function buildMetadata({
  language,
  title,
  description,
  path,
  languages = languageCodes,
  image,
  type = 'website',
  noIndex = false,
}: PageMetadataInput): Metadata {
  const { site } = contentFor(language);
  const shareImage = image ?? {
    url: shareImageUrl('home', language),
    alt: joinPhrases(language, site.fullName, site.role),
  };
  const url = absoluteUrl(languagePath(language, path));
  const fullTitle = title ? `${title} · ${site.fullName}` : `${site.fullName} · ${site.role}`;
  const imageType = usesCloudinary() ? 'image/jpeg' : 'image/png';
  const images = [
    { url: shareImage.url, alt: shareImage.alt, ...SHARE_IMAGE_SIZE, type: imageType },
  ];
  const alternates = noIndex ? [] : languageAlternates(path, languages);
  return {
    title: title ?? { absolute: fullTitle },
    description,
    alternates: {
      canonical: url,
      types: feedAlternates(language),
      // Each language's page lists every language's, itself included, and the default as the
      // choice for everyone else (x-default): search engines need the set to be reciprocal.
      ...(alternates.length > 0 && {
        languages: Object.fromEntries([
          ...alternates.map((alternate) => [alternate.language, absoluteUrl(alternate.path)]),
          ['x-default', absoluteUrl(alternates[0]!.path)],
        ]),
      }),
    },
    openGraph: {
      title: fullTitle,
      description,
      url,
      type,
      siteName: siteName(language),
      locale: languageInfo(language).ogLocale,
      ...(alternates.length > 0 && {
        alternateLocale: alternates
          .filter((alternate) => alternate.language !== language)
          .map((alternate) => languageInfo(alternate.language).ogLocale),
      }),
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: images.map(({ url: imageUrl, alt }) => ({ url: imageUrl, alt })),
    },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The feeds every page announces (`<link rel="alternate">`), when the language has notes. */
export function feedAlternates(lang: string): Record<string, string> | undefined {
  if (!hasNotes(lang)) return undefined;
  const paths = feedPaths(lang);
  return {
    'application/rss+xml': absoluteUrl(paths.rss),
    'application/feed+json': absoluteUrl(paths.json),
  };
}
