import { notesLanguageParams } from '@/lib/writing/routes';
import { NotesPage, notesMetadata } from '@/components/writing/NotesPage';

export const dynamicParams = false;
export const generateStaticParams = notesLanguageParams;

export async function generateMetadata({ params }: PageProps<'/[lang]/notes'>) {
  return notesMetadata((await params).lang);
}

export default async function Page({ params }: PageProps<'/[lang]/notes'>) {
  return <NotesPage language={(await params).lang} />;
}
