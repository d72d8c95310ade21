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
