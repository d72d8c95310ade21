'use client';

import { useEffect, useRef } from 'react';
import type { ErrorCopy } from '@/content/copy/errors';
import {
  chunkFailureMessage,
  describeError,
  parseChunkLoadError,
} from '@/lib/errors/chunk-failure';
import { withBasePath } from '@/lib/config/base-path.mjs';
import styles from './ErrorScreen.module.scss';

export interface ErrorScreenProps {
  /** The thrown value; not always an Error. */
  error: unknown;
  /** Re-fetches and re-renders the failed part of the page. */
  retry: () => void;
  /** The screen's words, in the page's language. */
  copy: ErrorScreenCopy;
}

/** The words of the error screens: the error copy and the way home. */
export interface ErrorScreenCopy {
  errors: ErrorCopy;
  /** Label of the link back to the home page. */
  backHome: string;
  /** The home page of the page's language ('/', '/id'). */
  homePath: string;
}

/**
 * The router error screen: "Unexpected Application Error!" with the status or message,
 * Try again and a way home. A script chunk that failed to load gets its own message naming the
 * chunk and the failure type, with Reload: retrying in place would ask for the same missing file.
 * A client component: its words come from the page's language (`ErrorCopyProvider`, set by the
 * server document), or, for the last-resort screen that replaces the document, the default's.
 */
export function ErrorScreen({ error, retry, copy }: ErrorScreenProps) {
  const errorCopy = copy.errors;
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
        title: chunkFailureMessage(chunk, errorCopy.chunk.title),
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
        detail: (
          <code className={styles.code}>{describeError(error, errorCopy.app.unknownError)}</code>
        ),
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
          {/* A plain link, not SiteLink: after a failure a full page load is the safest way home. */}
          <a href={withBasePath(copy.homePath)} className={styles.secondary}>
            {copy.backHome}
          </a>
        </div>
      </div>
    </main>
  );
}
