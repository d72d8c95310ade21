'use client';

import { createContext, useContext } from 'react';
import type { ErrorScreenCopy } from '@/components/errors/ErrorScreen';

const ErrorCopyContext = createContext<ErrorScreenCopy | null>(null);

/**
 * Hands the error screens the words of the page's language: `error.tsx` is a client component
 * with no props of its own, rendered inside the document this provider wraps.
 */
export function ErrorCopyProvider({
  copy,
  children,
}: {
  copy: ErrorScreenCopy;
  children: React.ReactNode;
}) {
  return <ErrorCopyContext value={copy}>{children}</ErrorCopyContext>;
}

/** The error screens' words of the page's language. */
export function useErrorCopy(): ErrorScreenCopy {
  const copy = useContext(ErrorCopyContext);
  if (!copy) throw new Error('ErrorCopyProvider is missing above the error screen');
  return copy;
}
