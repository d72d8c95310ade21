import { prefixedNoteParams } from '@/lib/writing/routes';
import { NotePage, noteMetadata } from '@/components/writing/NotePage';

export const dynamicParams = false;
export const generateStaticParams = prefixedNoteParams;

export async function generateMetadata({ params }: PageProps<'/[lang]/notes/[slug]'>) {
  const { lang, slug } = await params;
  return noteMetadata(lang, slug);
}

export default async function Page({ params }: PageProps<'/[lang]/notes/[slug]'>) {
  const { lang, slug } = await params;
  return <NotePage language={lang} slug={slug} />;
}
