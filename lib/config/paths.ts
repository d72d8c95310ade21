/**
 * URLs of the site: its origin comes from lib/config/env.mjs, which reads the environment for the
 * whole project, its base path from lib/config/base-path.mjs (the part browser code needs).
 */
import { basePath, withBasePath } from './base-path.mjs';
import { siteUrl } from './env.mjs';

export { basePath, siteUrl, withBasePath };

/** The absolute URL of a route or file, e.g. for canonical links, Open Graph and the sitemap. */
export function absoluteUrl(routePath = '/'): string {
  const withSlash = routePath.startsWith('/') ? routePath : `/${routePath}`;
  // The home page keeps its trailing slash under a base path too (`…/portfolio/`): hosts redirect
  // the bare folder URL, and a canonical URL must not be a redirect.
  return `${siteUrl}${basePath}${withSlash}`;
}

/** The file types an owner's image may have (scripts/images/pipeline.mjs reads each). */
export const LOCAL_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif'];

/**
 * The `public/` files a local image public id may be (a cover, the photo, a figure):
 * `/images/<id>.jpg`, `.png`, … in the order they are looked for.
 */
export function localImageCandidates(publicId: string): string[] {
  return LOCAL_IMAGE_EXTENSIONS.map((ext) => `/images/${publicId}${ext}`);
}

/**
 * The image id a field meant, when it was written with its folder or extension
 * (`/images/notes/chart.png`, `public/images/notes/chart`, `notes/chart.WEBP` are `notes/chart`);
 * an id written as one comes back unchanged.
 */
export function bareImageId(written: string): string {
  const path = written.replace(/^\/*(?:public\/)?(?:images\/)?/, '');
  const extension = LOCAL_IMAGE_EXTENSIONS.find((ext) => path.toLowerCase().endsWith(ext));
  return extension ? path.slice(0, -extension.length) : path;
}

/**
 * What a field that names a local image is told when its name would break the picture's address
 * (a space, `#`, `%`, `?`), or when it holds a folder or an extension (the fields name the image
 * under public/images/ without either: the image step looks for `public/images/<id>.<type>`, and
 * would look for `notes/x.webp.jpg`); undefined for an id.
 */
export function imageIdFormProblem(publicId: string): string | undefined {
  const bare = bareImageId(publicId);
  // Whitespace ends a `srcset` candidate (the browser then drops every `<source>`), and in an
  // address `#`, `?` and `%` start a fragment, a query and an escape: the files are renamed.
  const safe = bare.replace(IMAGE_ID_BREAKERS, '-');
  if (safe !== bare) {
    return `has a space or one of # % ? in its name, which breaks the picture's address: rename the file and write '${safe}' (got '${publicId}')`;
  }
  return bare === publicId
    ? undefined
    : `names the image under public/images/ without its folder or extension: write '${bare}' (got '${publicId}')`;
}

/** What an image's file name must not hold, in runs: each becomes one dash in the name suggested. */
const IMAGE_ID_BREAKERS = /[\s#%?]+/g;

/**
 * What a field that names a local image is told when two or more files are that image
 * (`tokoku.jpg` beside `tokoku.webp`): the image step stops on them, not knowing which to use.
 */
export function oneImageFilesProblem(files: readonly string[]): string {
  const names = files.map((file) => `public${file}`);
  return `names ${names.slice(0, -1).join(', ')} and ${names.at(-1)}, which are one image: keep one of them`;
}

/** How a missing image is named to the owner: `public/images/<id>.jpg (or .png, .webp, .avif)`. */
export function describeLocalImage(publicId: string): string {
  return `public/images/${publicId}.jpg (or .jpeg, .png, .webp, .avif)`;
}

/**
 * What to tell an owner whose image file is there in a type the image step does not read, to
 * follow the line that names the missing image; empty when there is no such file.
 */
export function unreadableImageHint(unreadable: string[]): string {
  if (unreadable.length === 0) return '';
  const files = unreadable.map((file) => `public${file}`).join(' and ');
  const types = LOCAL_IMAGE_EXTENSIONS.join(', ').replace(/, ([^,]+)$/, ' or $1');
  const are = unreadable.length === 1 ? 'is' : 'are';
  return ` (${files} ${are} there, in a type the site does not read: save the picture as ${types})`;
}
