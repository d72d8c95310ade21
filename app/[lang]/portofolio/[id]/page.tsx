import { ProjectPage, projectMetadata, projectParams } from '@/components/project/ProjectPage';

// Only the known ids exist; every other path is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = projectParams;

export async function generateMetadata({ params }: PageProps<'/[lang]/portofolio/[id]'>) {
  const { lang, id } = await params;
  return projectMetadata(lang, id);
}

export default async function Page({ params }: PageProps<'/[lang]/portofolio/[id]'>) {
  const { lang, id } = await params;
  return <ProjectPage language={lang} id={id} />;
}
