'use client';

import { useEffect, useRef } from 'react';
import { commonCopy } from '@/content/copy/common';
import { errorCopy } from '@/content/copy/errors';
import { chunkFailureMessage, describeError, parseChunkLoadError } from '@/lib/errors/chunk-failure';
import { withBasePath } from '@/lib/config/paths';
import styles from './ErrorScreen.module.scss';

export interface ErrorScreenProps {
  /** The thrown value; not always an Error. */
  error: unknown;
  /** Re-fetches and re-renders the failed part of the page. */
  retry: () => void;
}

/**
 * The router error screen: "Unexpected Application Error!" with the status or message,
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

  // The two screens differ in words and in what the button does: retrying in place would ask for
  // the same missing chunk again, so a chunk failure reloads the page instead.
  const screen = chunk
    ? {
        eyebrow: errorCopy.chunk.eyebrow,
        title: chunkFailureMessage(chunk),
        detail: (
          <>
            {errorCopy.chunk.typeLabel} <code className={styles.code}>{chunk.type}</code>
          </>
        ),
        text: errorCopy.chunk.text,
        action: errorCopy.chunk.reload,
        onAction: () => window.location.reload(),
      }
    : {
        eyebrow: errorCopy.app.eyebrow,
        title: errorCopy.app.title,
        detail: <code className={styles.code}>{describeError(error)}</code>,
        text: errorCopy.app.text,
        action: errorCopy.app.retry,
        onAction: () => retry(),
      };

  return (
    <main id="main" className={styles.screen}>
      <div className={styles.card} role="alert">
        <p className={styles.eyebrow}>{screen.eyebrow}</p>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          {screen.title}
        </h1>
        <p className={styles.detail}>{screen.detail}</p>
        <p className={styles.text}>{screen.text}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={screen.onAction}>
            {screen.action}
          </button>
          {/* A plain link, not next/link: after a failure a full page load is the safest way home. */}
          <a href={withBasePath('/')} className={styles.secondary}>
            {commonCopy.backHome}
          </a>
        </div>
      </div>
    </main>
  );
}
