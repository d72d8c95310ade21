'use client';

import { useEffect, useRef } from 'react';
import { chunkFailureMessage, describeError, parseChunkLoadError } from '@/lib/errors';
import { withBasePath } from '@/lib/paths';
import styles from './ErrorScreen.module.scss';

export interface ErrorScreenProps {
  /** The thrown value; not always an Error. */
  error: unknown;
  /** Re-fetches and re-renders the failed part of the page. */
  retry: () => void;
}

/**
 * The router error screen (spec §8): "Unexpected Application Error!" with the status or message,
 * Try again and a way home. A script chunk that failed to load gets its own message naming the
 * chunk and the failure type, with Reload: retrying in place would ask for the same missing file.
 */
export function ErrorScreen({ error, retry }: ErrorScreenProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const chunk = parseChunkLoadError(error);

  useEffect(() => {
    console.error(error);
    headingRef.current?.focus();
  }, [error]);

  // A plain link, not next/link: after a failure a full page load is the safest way home.
  const homeLink = (
    <a href={withBasePath('/')} className={styles.secondary}>
      Back to the home page
    </a>
  );

  if (chunk) {
    return (
      <main id="main" className={styles.screen}>
        <div className={styles.card} role="alert">
          <p className={styles.eyebrow}>Connection problem</p>
          <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
            {chunkFailureMessage(chunk)}
          </h1>
          <p className={styles.detail}>
            Failure type: <code className={styles.code}>{chunk.type}</code>
          </p>
          <p className={styles.text}>
            Part of this page could not be downloaded. Check your connection, then reload; a new
            version of the site may also have been published since you opened it.
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              onClick={() => window.location.reload()}
            >
              Reload
            </button>
            {homeLink}
          </div>
        </div>
      </main>
    );
  }

  return (
    <main id="main" className={styles.screen}>
      <div className={styles.card} role="alert">
        <p className={styles.eyebrow}>Something broke</p>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          Unexpected Application Error!
        </h1>
        <p className={styles.detail}>
          <code className={styles.code}>{describeError(error)}</code>
        </p>
        <p className={styles.text}>
          Sorry about that. Try again, or head back to the home page; nothing you did caused this.
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => retry()}>
            Try again
          </button>
          {homeLink}
        </div>
      </div>
    </main>
  );
}
