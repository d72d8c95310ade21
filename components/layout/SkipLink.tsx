import { layoutCopy } from '@/content';
import styles from './SkipLink.module.scss';

/** The first stop for keyboard users: jumps past the top bar to the page's <main id="main">. */
export function SkipLink() {
  return (
    <a href="#main" className={styles.skip}>
      {layoutCopy.skipLink}
    </a>
  );
}
