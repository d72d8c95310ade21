import type { Metadata } from 'next';
import Link from 'next/link';
import { commonCopy, notFoundCopy } from '@/content';
import { buildMetadata } from '@/lib/seo/metadata';
import styles from './not-found.module.scss';

export const metadata: Metadata = buildMetadata({
  title: notFoundCopy.title,
  description: notFoundCopy.description,
  path: '/404',
  noIndex: true,
});

export default function NotFound() {
  return (
    <main id="main" className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        {notFoundCopy.code}
      </p>
      <h1 className={styles.title}>{notFoundCopy.heading}</h1>
      <p className={styles.text}>{notFoundCopy.text}</p>
      <div className={styles.actions}>
        <Link href="/" className={styles.primary}>
          {commonCopy.backHome}
        </Link>
        <Link href="/#my-work" className={styles.secondary}>
          {notFoundCopy.workLink}
        </Link>
      </div>
    </main>
  );
}
