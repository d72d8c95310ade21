'use client';

import { useEffect } from 'react';

/** The path the last mounted page was shown at; module state survives client-side navigations. */
let lastPathname: string | null = null;

/**
 * Scrolls to the top when a page mounts after a route change. A URL with a hash, such
 * as `/#my-work` or `/portofolio/6#demo`, is left to the browser so it lands on its section.
 * The first page of a visit is left alone: a visitor who scrolled before the scripts arrived
 * must not be thrown back to the top. Instant, not smooth: smooth scrolling is for in-page links.
 */
export function ScrollToTop() {
  useEffect(() => {
    const { pathname, hash } = window.location;
    const isRouteChange = lastPathname !== null && lastPathname !== pathname;
    lastPathname = pathname;
    if (!isRouteChange || hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);
  return null;
}
