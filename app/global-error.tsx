'use client';

import { useEffect, useState } from 'react';
import type { CommonCopy, ErrorCopy } from '@/content/copy';
import { basePath } from '@/lib/config/base-path.mjs';
import type { ErrorScreen as ErrorScreenType } from '@/components/errors/ErrorScreen';
import './globals.scss';

interface ScreenParts {
  errors: ErrorCopy;
  common: CommonCopy;
  Screen: typeof ErrorScreenType;
}

/**
 * The failed page's language's error words and the screen itself, fetched when this screen first
 * shows: every page loads this boundary with its first scripts, and it shows only once the layout
 * has failed. The words by a template path, so the bundler makes one small chunk per language
 * folder present; the screen from its own chunk (the page's error boundary, app/(default)/error.tsx,
 * keeps it in the first load: a failed chunk must not need another to say so).
 */
async function loadScreen(code: string): Promise<ScreenParts> {
  const [errors, common, screen] = await Promise.all([
    import(`../content/translations/${code}/copy/errors`) as Promise<{ errorCopy: ErrorCopy }>,
    import(`../content/translations/${code}/copy/common`) as Promise<{ commonCopy: CommonCopy }>,
    import('@/components/errors/ErrorScreen'),
  ]);
  return { errors: errors.errorCopy, common: common.commonCopy, Screen: screen.ErrorScreen };
}

/**
 * The failed page's language and its direction, read from the document this screen replaces (every
 * page's `<html lang dir>` is one of content/languages.ts), and that language's home: `/<code>` when the
 * page's address starts with it, else `/` (the default language's). Read, not imported: the
 * languages' module is already in the layout's chunk, and a copy of it here made every page's
 * first load 0.3 KB heavier.
 */
function failedPageLanguage(): { code: string; dir: string; homePath: string } {
  if (typeof document === 'undefined') return { code: '', dir: '', homePath: '/' };
  const { lang: code, dir } = document.documentElement;
  const path = window.location.pathname.slice(basePath.length);
  const prefixed = path === `/${code}` || path.startsWith(`/${code}/`);
  return { code, dir, homePath: prefixed ? `/${code}` : '/' };
}

// Replaces the root layout when the layout itself fails, so it brings its own document, in the
// failed page's language.
export default function GlobalError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  const [{ code, dir, homePath }] = useState(failedPageLanguage);
  const [words, setWords] = useState<ScreenParts | null>(null);
  useEffect(() => {
    loadScreen(code).then(setWords, () => {});
  }, [code]);
  return (
    <html lang={code} dir={dir || undefined}>
      <body>
        {words ? (
          <>
            <title>{words.errors.app.title}</title>
            <words.Screen
              error={error}
              retry={retry}
              copy={{ errors: words.errors, backHome: words.common.backHome, homePath }}
            />
          </>
        ) : null}
      </body>
    </html>
  );
}
