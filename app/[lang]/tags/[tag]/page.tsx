import { prefixedTagParams } from '@/lib/writing/routes';
import { TagPage, tagMetadata } from '@/components/writing/TagPage';

export const dynamicParams = false;
export const generateStaticParams = prefixedTagParams;

export async function generateMetadata({ params }: PageProps<'/[lang]/tags/[tag]'>) {
  const { lang, tag } = await params;
  return tagMetadata(lang, tag);
}

export default async function Page({ params }: PageProps<'/[lang]/tags/[tag]'>) {
  const { lang, tag } = await params;
  return <TagPage language={lang} slug={tag} />;
}
