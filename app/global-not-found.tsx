import { defaultLanguage } from '@/lib/i18n/languages';
import { NotFoundPage, notFoundMetadata } from '@/components/errors/NotFoundPage';
import { SiteDocument } from '@/components/layout/SiteDocument';

// Every language has its own root layout, so the site-wide 404 page (out/404.html) brings its own
// document, in the default language with a line in each other one.
export const metadata = notFoundMetadata(defaultLanguage);

export default function GlobalNotFound() {
  return (
    <SiteDocument language={defaultLanguage}>
      <NotFoundPage language={defaultLanguage} />
    </SiteDocument>
  );
}
