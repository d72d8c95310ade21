import { CvPage, cvMetadata } from '@/components/cv/CvPage';

export async function generateMetadata({ params }: PageProps<'/[lang]/cv'>) {
  return cvMetadata((await params).lang);
}

export default async function Page({ params }: PageProps<'/[lang]/cv'>) {
  return <CvPage language={(await params).lang} />;
}
