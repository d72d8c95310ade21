'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { countPageview, startAnalytics } from '@/lib/analytics/session';

/**
 * Counts page views and carries the site's events to the analytics provider the owner turned on
 * (lib/analytics/). Renders nothing. With analytics off the build inlines '' for the provider and
 * both effects are empty.
 */
export function Analytics() {
  const pathname = usePathname();
  useEffect(() => {
    if (process.env.ANALYTICS_PROVIDER) startAnalytics();
  }, []);
  useEffect(() => {
    // The App Router has updated the address by the time effects run.
    if (process.env.ANALYTICS_PROVIDER) countPageview();
  }, [pathname]);
  return null;
}
