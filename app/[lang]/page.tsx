import { HomePage, homeMetadata } from '@/components/home/HomePage';

export async function generateMetadata({ params }: PageProps<'/[lang]'>) {
  return homeMetadata((await params).lang);
}

export default async function Page({ params }: PageProps<'/[lang]'>) {
  return <HomePage language={(await params).lang} />;
}
