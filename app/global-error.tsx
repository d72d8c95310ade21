'use client';

import { useEffect, useState } from 'react';
import type { CommonCopy, ErrorCopy } from '@/content/copy';
import { defaultLanguage } from '@/lib/i18n/languages';
import { ErrorScreen } from '@/components/errors/ErrorScreen';
import './globals.scss';

interface Words {
  errors: ErrorCopy;
  common: CommonCopy;
}

/**
 * The default language's error words, fetched when this screen first shows: a template path, so
 * the bundler makes one small chunk per language folder present and no page carries them until
 * the layout has failed.
 */
async function loadWords(code: string): Promise<Words> {
  const [errors, common] = await Promise.all([
    import(`../content/translations/${code}/copy/errors`) as Promise<{ errorCopy: ErrorCopy }>,
    import(`../content/translations/${code}/copy/common`) as Promise<{ commonCopy: CommonCopy }>,
  ]);
  return { errors: errors.errorCopy, common: common.commonCopy };
}

// Replaces the root layout when the layout itself fails, so it brings its own document, in the
// default language: nothing of the failed page's language is left to read its words from.
export default function GlobalError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  const [words, setWords] = useState<Words | null>(null);
  useEffect(() => {
    loadWords(defaultLanguage).then(setWords, () => {});
  }, []);
  return (
    <html lang={defaultLanguage}>
      <body>
        {words ? (
          <>
            <title>{words.errors.app.title}</title>
            <ErrorScreen
              error={error}
              retry={retry}
              copy={{ errors: words.errors, backHome: words.common.backHome, homePath: '/' }}
            />
          </>
        ) : null}
      </body>
    </html>
  );
}
