import { defaultLanguage } from '@/lib/i18n/languages';
import { tagParams } from '@/lib/writing/routes';
import { TagPage, tagMetadata } from '@/components/writing/TagPage';

export const dynamicParams = false;

export function generateStaticParams() {
  return tagParams(defaultLanguage);
}

export async function generateMetadata({ params }: PageProps<'/tags/[tag]'>) {
  return tagMetadata(defaultLanguage, (await params).tag);
}

export default async function Page({ params }: PageProps<'/tags/[tag]'>) {
  return <TagPage language={defaultLanguage} slug={(await params).tag} />;
}
