import { contentFor } from '@/lib/i18n/content';
import { defaultLanguage } from '@/lib/i18n/languages';
import { NotFoundPage, notFoundMetadata } from '@/components/errors/NotFoundPage';
import { documentViewport, SiteDocument } from '@/components/layout/SiteDocument';

// Every language has its own root layout, so the site-wide 404 page (out/404.html) brings its own
// document, in the default language with a line in each other one.
export const viewport = documentViewport;

// No layout wraps it, so its title carries the owner's name itself.
export const metadata = {
  ...notFoundMetadata(defaultLanguage),
  title: {
    absolute: `${contentFor(defaultLanguage).notFoundCopy.title} · ${contentFor(defaultLanguage).site.fullName}`,
  },
};

export default function GlobalNotFound() {
  return (
    <SiteDocument language={defaultLanguage}>
      <NotFoundPage language={defaultLanguage} />
    </SiteDocument>
  );
}
