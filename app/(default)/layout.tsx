import { defaultLanguage } from '@/lib/i18n/languages';
import { documentMetadata, documentViewport, SiteDocument } from '@/components/layout/SiteDocument';

// The root layout of the default language, served at the site's root (`/`, `/portofolio/3`).
export const metadata = documentMetadata(defaultLanguage);
export const viewport = documentViewport;

export default function DefaultLanguageLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument language={defaultLanguage}>{children}</SiteDocument>;
}
