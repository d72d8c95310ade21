'use client';

import { useEffect } from 'react';

/**
 * Scrolls to the top when a page mounts after a route change (spec §2). A URL with a hash, such
 * as `/#my-work` or `/portofolio/6#demo`, is left to the browser so it lands on its section.
 * Instant, not smooth: the root's smooth scrolling is for in-page links.
 */
export function ScrollToTop() {
  useEffect(() => {
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);
  return null;
}
