import { PageTransition } from '@/components/transition/PageTransition';
import { ScrollToTop } from '@/components/transition/ScrollToTop';

/**
 * Every language's route template: a template re-mounts on every route change, so the new page
 * starts at the top and eases in (PageTransition).
 */
export function RouteTemplate({ children }: { children: React.ReactNode }) {
  return (
    <PageTransition>
      <ScrollToTop />
      {children}
    </PageTransition>
  );
}
