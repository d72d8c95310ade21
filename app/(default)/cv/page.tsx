import { defaultLanguage } from '@/lib/i18n/languages';
import { CvPage, cvMetadata } from '@/components/cv/CvPage';

export const metadata = cvMetadata(defaultLanguage);

export default function Page() {
  return <CvPage language={defaultLanguage} />;
}
