import { routeLanguages } from '@/lib/i18n/languages';
import { documentMetadata, documentViewport, SiteDocument } from '@/components/layout/SiteDocument';

// The root layout of every other language, under its code (`/id`, `/id/portofolio/3`).
export const dynamicParams = false;
export const viewport = documentViewport;

// The languages under their code; a one-language site's default, whose copy the post-build drops.
export function generateStaticParams() {
  return routeLanguages.map((lang) => ({ lang }));
}

export async function generateMetadata({ params }: LayoutProps<'/[lang]'>) {
  const { lang } = await params;
  return documentMetadata(lang);
}

export default async function LanguageLayout({ children, params }: LayoutProps<'/[lang]'>) {
  const { lang } = await params;
  return <SiteDocument language={lang}>{children}</SiteDocument>;
}
