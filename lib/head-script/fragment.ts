/**
 * A section link followed while the page starts keeps its #fragment in the address. Next's app
 * router reads the page's address when it begins hydrating and writes that address back into the
 * history entry at its first commit (a `replaceState`), which on a phone can come hundreds of
 * milliseconds later: a table of contents tapped in between lost its #fragment from the address
 * (the page stayed at the section, but a copied or bookmarked address did not lead there).
 */

/** The mark Next's app router puts in the history entries it writes. */
export const ROUTER_HISTORY_MARK = '__NA';

/**
 * Part of the inline head script (lib/head-script/index.ts), serialised with its source text: it
 * may use only its arguments and the browser's globals, in syntax old phones parse (ES2017).
 *
 * Remembers the last fragment the visitor followed, and puts it into the router's first write of
 * the same page's address. Every later write passes unchanged (the wrapper stays: the router wraps
 * `history` itself once it has mounted, and must find this wrapper where it left it).
 */
export function keepFragmentFollowedEarly(routerMark: string): void {
  let followed: string | null = null;
  let routerWrote = false;
  const onHashChange = () => {
    followed = window.location.hash;
  };
  window.addEventListener('hashchange', onHashChange);
  const replaceState = window.history.replaceState;
  window.history.replaceState = function (
    this: History,
    state: unknown,
    unused: string,
    url?: string | URL | null,
  ): void {
    const byRouter =
      typeof state === 'object' && state !== null && (state as Record<string, unknown>)[routerMark];
    if (byRouter && !routerWrote) {
      routerWrote = true;
      window.removeEventListener('hashchange', onHashChange);
      if (followed !== null && url !== undefined && url !== null) {
        const target = new URL(String(url), window.location.href);
        if (
          target.pathname === window.location.pathname &&
          target.search === window.location.search
        ) {
          target.hash = followed;
          url = target.href;
        }
      }
    }
    replaceState.call(this, state, unused, url);
  };
}
