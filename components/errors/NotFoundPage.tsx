import type { Metadata } from 'next';
import { SiteLink } from '@/components/layout/SiteLink';
import { shownWhole, ShownWholeEnd } from '@/components/layout/ShownWhole';
import { contentFor } from '@/lib/i18n/content';
import {
  defaultLanguage,
  languageCodes,
  languageDirection,
  type Language,
} from '@/lib/i18n/languages';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { withBasePath } from '@/lib/config/paths';
import { trailingSlashScript } from '@/lib/navigation/trailing-slash';
import { buildMetadata } from '@/lib/seo/metadata';
import styles from './NotFoundPage.module.scss';

/** The 404 page's metadata in a language (never indexed). */
export function notFoundMetadata(language: Language): Metadata {
  const { notFoundCopy } = contentFor(language);
  return buildMetadata({
    language,
    title: notFoundCopy.title,
    description: notFoundCopy.description,
    path: '/404',
    noIndex: true,
  });
}

/**
 * The 404 page in one language. The site-wide one (the default language's, served by every host
 * for any unknown address) also says it in the other languages, each a short paragraph with its
 * own `lang` and a link to that language's home: a host that has one 404 page for the whole site
 * (GitHub Pages, a plain bucket) still answers a mistyped `/id/…` address in Indonesian.
 *
 * Its words are centred in the window, so each part parsed moved the ones before it: it shows once
 * parsed whole (components/layout/ShownWhole.tsx).
 */
export function NotFoundPage({ language }: { language: Language }) {
  setPageLanguage(language);
  const { notFoundCopy, commonCopy, path } = contentFor(language);
  const others = language === defaultLanguage ? languageCodes.slice(1) : [];
  return (
    <main id="main" className={styles.page} {...shownWhole('every')}>
      {/* First, before its words are drawn: an address with a trailing slash a host answered with
          this page goes on to the page it names (lib/navigation/trailing-slash.ts). */}
      <script dangerouslySetInnerHTML={{ __html: trailingSlashScript() }} />
      <p className={styles.code} aria-hidden="true">
        {notFoundCopy.code}
      </p>
      <h1 className={styles.title}>{notFoundCopy.heading}</h1>
      <p className={styles.text}>{notFoundCopy.text}</p>
      <div className={styles.actions}>
        <SiteLink href={path('/')} className={styles.primary}>
          {commonCopy.backHome}
        </SiteLink>
        <SiteLink href={`${path('/')}#my-work`} className={styles.secondary}>
          {notFoundCopy.workLink}
        </SiteLink>
      </div>
      {others.map((other) => {
        const words = contentFor(other);
        return (
          <p
            key={other}
            lang={other}
            dir={languageDirection(other)}
            className={styles.otherLanguage}
          >
            <strong>{words.notFoundCopy.heading}</strong> {words.notFoundCopy.text}{' '}
            <a href={withBasePath(words.path('/'))} hrefLang={other}>
              {words.commonCopy.backHome}
            </a>
          </p>
        );
      })}
      <ShownWholeEnd />
    </main>
  );
}
