import { PageTransition } from '@/components/transition/PageTransition';
import { ScrollToTop } from '@/components/transition/ScrollToTop';

/**
 * A template re-mounts on every route change: the new page starts at the top and eases in
 * (PageTransition).
 */
export default function Template({ children }: { children: React.ReactNode }) {
  return (
    <PageTransition>
      <ScrollToTop />
      {children}
    </PageTransition>
  );
}
