'use client';

import { useErrorCopy } from '@/components/errors/ErrorCopyContext';
import { ErrorScreen } from '@/components/errors/ErrorScreen';

/** Every language's route error boundary (`error.tsx`): the error screen in the page's words. */
export function RouteError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  return <ErrorScreen error={error} retry={retry} copy={useErrorCopy()} />;
}
