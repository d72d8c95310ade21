import { pageContent } from '@/lib/i18n/page-language';
import styles from './SkipLink.module.scss';

/** The first stop for keyboard users: jumps past the top bar to the page's <main id="main">. */
export function SkipLink() {
  const { layoutCopy } = pageContent();
  return (
    <a href="#main" className={styles.skip}>
      {layoutCopy.skipLink}
    </a>
  );
}
