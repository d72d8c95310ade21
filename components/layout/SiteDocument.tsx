import type { Metadata, Viewport } from 'next';
import { checkContent } from '@/lib/content/check';
import { contentFor } from '@/lib/i18n/content';
import { languageDirection, type Language } from '@/lib/i18n/languages';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { absoluteUrl } from '@/lib/config/paths';
import { THEME_COLORS } from '@/lib/head-script/theme';
import { siteName } from '@/lib/seo/metadata';
import { AnalyticsSlot } from '@/components/analytics/AnalyticsSlot';
import { ErrorCopyProvider } from '@/components/errors/ErrorCopyContext';
import { HeadScript } from '@/components/layout/HeadScript';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SkipLink } from '@/components/layout/SkipLink';
import { TopBar } from '@/components/layout/TopBar';
import '@/app/globals.scss';
// The images' blurred previews, written by `npm run images` (scripts/images/pipeline.mjs).
import '@/lib/media/generated/placeholders.css';

// Every mistake in content/ (a broken entry, a word missing in a language, a note's front matter)
// stops `next build` here, all of them listed, naming the file, the entry and the field.
checkContent();

/** The metadata every page of a language starts from; each page adds its own (lib/seo/metadata.ts). */
export function documentMetadata(language: Language): Metadata {
  const { site, language: info } = contentFor(language);
  return {
    metadataBase: new URL(absoluteUrl('/')),
    title: {
      default: `${site.fullName} · ${site.role}`,
      template: `%s · ${site.fullName}`,
    },
    description: site.intro,
    applicationName: siteName(language),
    authors: [{ name: site.fullName }],
    creator: site.fullName,
    formatDetection: { telephone: false, email: false, address: false },
    openGraph: { siteName: siteName(language), locale: info.ogLocale, type: 'website' },
    twitter: { card: 'summary_large_image' },
  };
}

export const documentViewport: Viewport = {
  // The browser chrome follows the system setting here; an explicit choice puts its own meta first
  // (the head script and the theme control, lib/head-script/theme.ts).
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: THEME_COLORS.light },
    { media: '(prefers-color-scheme: dark)', color: THEME_COLORS.dark },
  ],
  colorScheme: 'light dark',
};

interface SiteDocumentProps {
  /** The language of every page under this root layout. */
  language: Language;
  children: React.ReactNode;
}

/**
 * The document every page shares, in one language: `<html lang>`, the head script, the skip link,
 * the top bar and the footer. Each language's root layout renders it, so a page's language is in
 * its HTML before any script runs.
 */
export function SiteDocument({ language, children }: SiteDocumentProps) {
  setPageLanguage(language);
  const { errorCopy, commonCopy, path } = contentFor(language);
  const errorScreenCopy = { errors: errorCopy, backHome: commonCopy.backHome, homePath: path('/') };
  return (
    // The head script marks <html> (data-js, data-device, data-theme) before first paint, hence
    // the warning suppression on that one element.
    <html lang={language} dir={languageDirection(language)} suppressHydrationWarning>
      {/* The root layouts' document: the rule is about the pages/ router's custom document. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <HeadScript />
      </head>
      <body>
        <SkipLink />
        <TopBar />
        <ErrorCopyProvider copy={errorScreenCopy}>{children}</ErrorCopyProvider>
        <SiteFooter />
        <AnalyticsSlot />
      </body>
    </html>
  );
}
