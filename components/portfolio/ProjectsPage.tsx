import type { Metadata } from 'next';
import { contentFor } from '@/lib/i18n/content';
import type { Language } from '@/lib/i18n/languages';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { filterTools, projectToolSlugs } from '@/lib/content/tools';
import { buildMetadata, shareImageUrl } from '@/lib/seo/metadata';
import { ProjectFilter } from '@/components/portfolio/ProjectFilter';
import { ProjectListCard } from '@/components/portfolio/ProjectListCard';
import styles from './ProjectsPage.module.scss';

/** The route of the all-projects page, before the language prefix. */
export const PROJECTS_PAGE_PATH = '/portofolio';

/** The all-projects page's metadata in a language, with its own share image. */
export function projectsMetadata(language: Language): Metadata {
  const { projectCopy, projects, counted } = contentFor(language);
  const description = counted(projectCopy.list.lead, projects.length);
  return buildMetadata({
    language,
    title: projectCopy.list.title,
    description,
    path: PROJECTS_PAGE_PATH,
    image: { url: shareImageUrl('projects', language), alt: description },
  });
}

/**
 * Every project in the owner's order, as cards, with a filter by tool: the tools of all the
 * stacks, the most used first (none when no tool would narrow the list). The cards and the filter's links are in the HTML; the filter
 * works in place once its script runs, and through the tag pages before or without it.
 */
export function ProjectsPage({ language }: { language: Language }) {
  setPageLanguage(language);
  const { projectCopy, commonCopy, projects, counted, path, language: info } = contentFor(language);
  const words = projectCopy.list;
  return (
    <main id="main" className={styles.page} data-pagefind-body="">
      <header className={styles.header}>
        <h1 className={styles.title}>{words.title}</h1>
        <p className={styles.lead}>{counted(words.lead, projects.length)}</p>
      </header>
      <ProjectFilter
        allHref={path(PROJECTS_PAGE_PATH)}
        tagsHref={path('/tags/')}
        labels={{
          filter: words.filterLabel,
          allTools: words.allTools,
          showingAll: counted(words.showingAll, projects.length),
          list: words.listLabel,
          toolName: words.toolName,
          projectCount: words.projectCount,
          showing: words.showing,
          numberWords: commonCopy.numberWords,
          locale: info.locale,
        }}
        tools={filterTools(projects).map(({ slug, name, count }) => ({ slug, name, count }))}
        items={projects.map((project, index) => ({
          id: project.id,
          tools: projectToolSlugs(project),
          card: <ProjectListCard project={project} priority={index === 0} />,
        }))}
      />
    </main>
  );
}
