/**
 * URLs of the site: its origin and base path come from lib/config/env.mjs, which reads the
 * environment for the whole project.
 */
import { basePath, siteUrl } from './env.mjs';

export { basePath, siteUrl };

/**
 * Prefixes a root-relative public path with the base path, for plain `<img>`, `<a download>` and
 * anything else Next.js does not prefix by itself. `next/link` hrefs must NOT go through this.
 */
export function withBasePath(publicPath: string): string {
  if (!publicPath.startsWith('/')) return publicPath;
  return `${basePath}${publicPath}`;
}

/** The absolute URL of a route or file, e.g. for canonical links, Open Graph and the sitemap. */
export function absoluteUrl(routePath = '/'): string {
  const withSlash = routePath.startsWith('/') ? routePath : `/${routePath}`;
  // The home page keeps its trailing slash under a base path too (`…/portfolio/`): hosts redirect
  // the bare folder URL, and a canonical URL must not be a redirect.
  return `${siteUrl}${basePath}${withSlash}`;
}

/** The `public/` file of a local image public id (a cover or the photo): `/images/<id>.webp`. */
export function localImageFile(publicId: string): string {
  return `/images/${publicId}.webp`;
}
