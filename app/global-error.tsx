'use client';

import { errorCopy } from '@/content/copy/errors';
import { bodyFont, displayFont } from '@/lib/fonts/fonts';
import { ErrorScreen } from '@/components/errors/ErrorScreen';
import './globals.scss';

// Replaces the root layout when the layout itself fails, so it brings its own document.
export default function GlobalError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  return (
    <html lang="en" className={`${bodyFont.variable} ${displayFont.variable}`}>
      <body>
        <title>{errorCopy.app.title}</title>
        <ErrorScreen error={error} retry={retry} />
      </body>
    </html>
  );
}
