import { languageCodes } from '@/lib/i18n/languages';
import { documentMetadata, documentViewport, SiteDocument } from '@/components/layout/SiteDocument';

// The root layout of every other language, under its code (`/id`, `/id/portofolio/3`).
export const dynamicParams = false;
export const viewport = documentViewport;

// Every language, the default included, so that a one-language site still exports this route;
// the post-build drops the default language's copy (it is served at the root).
export function generateStaticParams() {
  return languageCodes.map((lang) => ({ lang }));
}

export async function generateMetadata({ params }: LayoutProps<'/[lang]'>) {
  const { lang } = await params;
  return documentMetadata(lang);
}

export default async function LanguageLayout({ children, params }: LayoutProps<'/[lang]'>) {
  const { lang } = await params;
  return <SiteDocument language={lang}>{children}</SiteDocument>;
}
