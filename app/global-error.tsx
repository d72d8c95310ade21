'use client';

import { commonCopy } from '@/content/translations/en/copy/common';
import { errorCopy } from '@/content/translations/en/copy/errors';
import { ErrorScreen } from '@/components/errors/ErrorScreen';
import './globals.scss';

// Replaces the root layout when the layout itself fails, so it brings its own document, in the
// default language: nothing of the failed page's language is left to read its words from.
export default function GlobalError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  return (
    <html lang="en">
      <body>
        <title>{errorCopy.app.title}</title>
        <ErrorScreen
          error={error}
          retry={retry}
          copy={{ errors: errorCopy, backHome: commonCopy.backHome, homePath: '/' }}
        />
      </body>
    </html>
  );
}
