import type { Metadata } from 'next';
import Link from 'next/link';
import { buildMetadata } from '@/lib/metadata';
import styles from './not-found.module.scss';

export const metadata: Metadata = buildMetadata({
  title: 'Page not found',
  description: 'This page does not exist. Head back to the portfolio to see the projects.',
  path: '/404',
  noIndex: true,
});

export default function NotFound() {
  return (
    <main id="main" className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>This page wandered off</h1>
      <p className={styles.text}>
        The link may be old or mistyped. The projects are all still on the home page.
      </p>
      <div className={styles.actions}>
        <Link href="/" className={styles.primary}>
          Back to the home page
        </Link>
        <Link href="/#my-work" className={styles.secondary}>
          See my work
        </Link>
      </div>
    </main>
  );
}
