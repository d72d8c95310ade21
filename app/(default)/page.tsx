import { defaultLanguage } from '@/lib/i18n/languages';
import { HomePage, homeMetadata } from '@/components/home/HomePage';

export const metadata = homeMetadata(defaultLanguage);

export default function Page() {
  return <HomePage language={defaultLanguage} />;
}
