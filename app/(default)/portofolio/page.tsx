import { defaultLanguage } from '@/lib/i18n/languages';
import { ProjectsPage, projectsMetadata } from '@/components/portfolio/ProjectsPage';

export const metadata = projectsMetadata(defaultLanguage);

export default function Page() {
  return <ProjectsPage language={defaultLanguage} />;
}
