'use client';

import { useEffect, useRef } from 'react';
import { commonCopy } from '@/content/copy/common';
import { errorCopy } from '@/content/copy/errors';
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
 * A client component outside any server parent, so it imports its copy modules directly rather
 * than all of `@/content`.
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
      {commonCopy.backHome}
    </a>
  );

  if (chunk) {
    return (
      <main id="main" className={styles.screen}>
        <div className={styles.card} role="alert">
          <p className={styles.eyebrow}>{errorCopy.chunk.eyebrow}</p>
          <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
            {chunkFailureMessage(chunk)}
          </h1>
          <p className={styles.detail}>
            {errorCopy.chunk.typeLabel} <code className={styles.code}>{chunk.type}</code>
          </p>
          <p className={styles.text}>{errorCopy.chunk.text}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              onClick={() => window.location.reload()}
            >
              {errorCopy.chunk.reload}
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
        <p className={styles.eyebrow}>{errorCopy.app.eyebrow}</p>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          {errorCopy.app.title}
        </h1>
        <p className={styles.detail}>
          <code className={styles.code}>{describeError(error)}</code>
        </p>
        <p className={styles.text}>{errorCopy.app.text}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => retry()}>
            {errorCopy.app.retry}
          </button>
          {homeLink}
        </div>
      </div>
    </main>
  );
}
