import { ScrollToTop } from '@/components/transition/ScrollToTop';
import styles from './template.module.scss';

/**
 * A template re-mounts on every route change: each page eases in over about 0.6 s (none under
 * reduced motion) and starts at the top.
 */
export default function Template({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.page}>
      <ScrollToTop />
      {children}
    </div>
  );
}
