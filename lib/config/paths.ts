/**
 * Site URL and base path, from the environment at build time.
 * NEXT_PUBLIC_SITE_URL: absolute origin (default http://localhost:3000).
 * NEXT_PUBLIC_BASE_PATH: optional sub-path such as /portfolio (GitHub Pages project sites).
 */

/** The base path with a leading slash and no trailing slash, or '' at the domain root. */
export const basePath = (process.env.NEXT_PUBLIC_BASE_PATH ?? '').replace(/\/+$/, '');

/** The site's origin without a trailing slash. */
export const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(
  /\/+$/,
  '',
);

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
