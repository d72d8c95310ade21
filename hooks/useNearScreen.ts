'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Calls `callback` once, as the element comes within `margin` of the screen: what a visitor
 * scrolls to they may press next, and by the time they do, the code that press needs is here.
 * Without IntersectionObserver, never (the press itself then asks for it).
 */
export function useNearScreen(
  ref: RefObject<HTMLElement | null>,
  callback: () => void,
  margin?: string,
) {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        callback();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, callback, margin]);
}
