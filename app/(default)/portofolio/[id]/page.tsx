import { defaultLanguage } from '@/lib/i18n/languages';
import { ProjectPage, projectMetadata, projectParams } from '@/components/project/ProjectPage';

// Only the known ids exist; every other path is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = projectParams;

export async function generateMetadata({ params }: PageProps<'/portofolio/[id]'>) {
  return projectMetadata(defaultLanguage, (await params).id);
}

export default async function Page({ params }: PageProps<'/portofolio/[id]'>) {
  return <ProjectPage language={defaultLanguage} id={(await params).id} />;
}
