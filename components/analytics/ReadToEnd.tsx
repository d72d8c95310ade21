'use client';

import { useEffect, useRef } from 'react';
import { trackOnce } from '@/lib/analytics/events';

export interface ReadToEndProps {
  /** The note's slug, the event's one property. */
  slug: string;
}

/**
 * An empty marker after a note's last line: when it scrolls into view the note was read to its
 * end, sent once per visit of the page. The note page renders it only with analytics on.
 */
export function ReadToEnd({ slug }: ReadToEndProps) {
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = marker.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      trackOnce(element, 'Note Read', { slug });
      observer.disconnect();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [slug]);
  return <div ref={marker} aria-hidden="true" />;
}
