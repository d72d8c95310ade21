/**
 * An address with a slash at its end (`/portofolio/3/`, as some sites and chat apps write links)
 * names the same page as the one without it, which the export writes as `portofolio/3.html`.
 * Hosts that look for `portofolio/3/index.html` instead (GitHub Pages, a plain bucket) answer it
 * with the 404 page: there, a script takes the visitor on to the address without the slash, and if
 * that is no page either, the host answers it with the 404 page again, which then stays. A host
 * that sent the address without the slash back to the one with it (a folder's redirect) would
 * make that a loop: the script goes on at most once per address in a few seconds.
 */

/** Where the script notes the address it went on to, and when (the tab's session storage). */
export const TRAILING_SLASH_KEY = 'trailing-slash-left';
/** How long an address it went on to is not gone on to again. */
export const TRAILING_SLASH_GUARD_MS = 10_000;

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
 * history that Back would return to. Without session storage (blocked), it stays: no guard, no
 * going on.
 */
export function leaveTrailingSlash(
  withoutSlash: typeof pathWithoutTrailingSlash,
  place: PageLocation,
  tab: { sessionStorage: Pick<Storage, 'getItem' | 'setItem'> },
  key: string,
  guardMs: number,
  now: number,
): void {
  const target = withoutSlash(place.pathname);
  if (!target) return;
  try {
    // Read here: where storage is blocked, even reading `sessionStorage` throws.
    const storage = tab.sessionStorage;
    const last = (storage.getItem(key) || '').split(' ');
    if (last[0] === target && now - Number(last[1]) < guardMs) return;
    storage.setItem(key, target + ' ' + now);
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- `catch {}` is ES2019
  } catch (error) {
    return;
  }
  place.replace(target + place.search + place.hash);
}

/** The 404 page's inline script, run on the page's own `location` and its tab's session storage. */
export function trailingSlashScript(): string {
  const settings = [JSON.stringify(TRAILING_SLASH_KEY), TRAILING_SLASH_GUARD_MS].join(',');
  return `(${leaveTrailingSlash.toString()})(${pathWithoutTrailingSlash.toString()},location,window,${settings},Date.now());`;
}
