import { ProjectsPage, projectsMetadata } from '@/components/portfolio/ProjectsPage';

export async function generateMetadata({ params }: PageProps<'/[lang]/portofolio'>) {
  return projectsMetadata((await params).lang);
}

export default async function Page({ params }: PageProps<'/[lang]/portofolio'>) {
  return <ProjectsPage language={(await params).lang} />;
}
