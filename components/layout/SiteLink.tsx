'use client';

import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { withBasePath } from '@/lib/config/base-path.mjs';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A page of this site, root-relative and without the base path: '/portofolio/3', '/#skills'. */
  href: string;
  /** `false`: never asked for ahead of the press (a link to the page it is on, a long list). */
  prefetch?: boolean;
}

/** Whether a click is one the browser should handle itself: a new tab or window, a download. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (anchor.target !== '' && anchor.target !== '_self') ||
    anchor.hasAttribute('download')
  );
}

/**
 * A link to another page of the site. In the HTML it is a plain `<a>` (with the base path), so it
 * works before the scripts have run and without them; once hydrated, a plain click moves by the
 * App Router (a client-side route change: no reload, the page transition), and the visitor's
 * intent to follow it (the pointer over it, a touch on it, focus on it) asks the router for the
 * page ahead of the press.
 *
 * Not `next/link`: its own helpers (URL formatting and validation, merged refs, the local-URL test)
 * came to 2.7 KB gzip of first-load JavaScript on every page, the top bar and footer having links
 * on all of them. The router does the navigating and prefetching here as it does for `next/link`;
 * what differs is when a route is prefetched: on intent, not as soon as its link scrolls into view,
 * so a phone on a slow connection is not sent every project of a list it only scrolls past.
 */
export function SiteLink({ href, prefetch = true, onClick, ...anchor }: SiteLinkProps) {
  const router = useRouter();
  const prefetchRoute = prefetch ? () => router.prefetch(href) : undefined;
  return (
    <a
      {...anchor}
      href={withBasePath(href)}
      onPointerEnter={prefetchRoute}
      onFocus={prefetchRoute}
      onClick={(event) => {
        onClick?.(event);
        // A section link pressed from the keyboard (a click with no pointer behind it) is the
        // browser's own jump: it moves the keyboard's place to the section, where the router
        // would scroll there and leave the focus on the link, so the next Tab went on through
        // the bar. From another page that is a load of the page, cached.
        if (leftToBrowser(event) || (event.detail === 0 && href.includes('#'))) return;
        event.preventDefault();
        router.push(href);
      }}
    />
  );
}
