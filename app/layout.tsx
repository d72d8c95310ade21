import type { Metadata, Viewport } from 'next';
import { site } from '@/content';
import { checkContent } from '@/lib/content/check';
import { bodyFont, displayFont } from '@/lib/fonts/fonts';
import { feedAlternates, SITE_NAME } from '@/lib/seo/metadata';
import { defaultLanguage } from '@/lib/writing/language';
import { absoluteUrl } from '@/lib/config/paths';
import { THEME_COLORS } from '@/lib/head-script/theme';
import { DeviceScript } from '@/components/layout/DeviceScript';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SkipLink } from '@/components/layout/SkipLink';
import { TopBar } from '@/components/layout/TopBar';
import './globals.scss';

// A broken entry in content/ stops `next build` here, naming the entry and the field.
checkContent();

export const metadata: Metadata = {
  metadataBase: new URL(absoluteUrl('/')),
  title: {
    default: `${site.fullName} · ${site.role}`,
    template: `%s · ${site.fullName}`,
  },
  description: site.intro,
  applicationName: SITE_NAME,
  authors: [{ name: site.fullName }],
  creator: site.fullName,
  formatDetection: { telephone: false, email: false, address: false },
  // Defaults; every page replaces them through buildMetadata (lib/seo/metadata.ts).
  openGraph: { siteName: SITE_NAME, locale: 'en_US', type: 'website' },
  twitter: { card: 'summary_large_image' },
  // Pages without their own metadata (the 404 page) still announce the feeds.
  alternates: { types: feedAlternates(defaultLanguage) },
};

export const viewport: Viewport = {
  // The browser chrome follows the system setting here; an explicit choice puts its own meta first
  // (the head script and the theme control, lib/head-script/theme.ts).
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: THEME_COLORS.light },
    { media: '(prefers-color-scheme: dark)', color: THEME_COLORS.dark },
  ],
  colorScheme: 'light dark',
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The head script marks <html> (data-js, data-device, data-theme) before first paint, hence
    // the warning suppression on that one element.
    <html
      lang="en"
      className={`${bodyFont.variable} ${displayFont.variable}`}
      suppressHydrationWarning
    >
      <head>
        <DeviceScript />
      </head>
      <body>
        <SkipLink />
        <TopBar />
        {children}
        <SiteFooter />
      </body>
    </html>
  );
}
