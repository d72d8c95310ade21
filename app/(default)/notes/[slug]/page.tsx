import { defaultLanguage } from '@/lib/i18n/languages';
import { noteSlugParams } from '@/lib/writing/routes';
import { NotePage, noteMetadata } from '@/components/writing/NotePage';

export const dynamicParams = false;

export function generateStaticParams() {
  return noteSlugParams(defaultLanguage);
}

export async function generateMetadata({ params }: PageProps<'/notes/[slug]'>) {
  return noteMetadata(defaultLanguage, (await params).slug);
}

export default async function Page({ params }: PageProps<'/notes/[slug]'>) {
  return <NotePage language={defaultLanguage} slug={(await params).slug} />;
}
