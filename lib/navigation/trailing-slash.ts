/**
 * An address with a slash at its end (`/portofolio/3/`, as some sites and chat apps write links)
 * names the same page as the one without it, which the export writes as `portofolio/3.html`.
 * Hosts that look for `portofolio/3/index.html` instead (GitHub Pages, a plain bucket) answer it
 * with the 404 page: there, a script takes the visitor on to the address without the slash, and if
 * that is no page either, the host answers it with the 404 page again, which then stays.
 */

/** The path without its trailing slashes, or '' when it has none to drop (or is only slashes). */
export function pathWithoutTrailingSlash(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed !== pathname ? trimmed : '';
}

/** What of the page's `location` the script reads and calls. */
export type PageLocation = Pick<Location, 'pathname' | 'search' | 'hash' | 'replace'>;

/**
 * Run inline by the 404 page, serialised with its source text: it may use only its arguments, in
 * syntax old phones parse (ES2017). `replace`: the address with the slash leaves no step in the
 * history that Back would return to.
 */
export function leaveTrailingSlash(
  withoutSlash: typeof pathWithoutTrailingSlash,
  place: PageLocation,
): void {
  const target = withoutSlash(place.pathname);
  if (target) place.replace(target + place.search + place.hash);
}

/** The 404 page's inline script, run on the page's own `location`. */
export function trailingSlashScript(): string {
  return `(${leaveTrailingSlash.toString()})(${pathWithoutTrailingSlash.toString()},location);`;
}
