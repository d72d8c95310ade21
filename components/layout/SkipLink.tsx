import styles from './SkipLink.module.scss';

/** The first stop for keyboard users: jumps past the top bar to the page's <main id="main">. */
export function SkipLink() {
  return (
    <a href="#main" className={styles.skip}>
      Skip to content
    </a>
  );
}
