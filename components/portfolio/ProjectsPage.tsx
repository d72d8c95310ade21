import type { Metadata } from 'next';
import { fillTemplate } from '@/lib/content/copy';
import { contentFor } from '@/lib/i18n/content';
import type { Language } from '@/lib/i18n/languages';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { projectTools, projectToolSlugs } from '@/lib/content/tools';
import { buildMetadata, shareImageUrl } from '@/lib/seo/metadata';
import { tagPath } from '@/lib/writing/tags';
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
 * stacks, the most used first. The cards and the filter's links are in the HTML; the filter
 * works in place once its script runs, and through the tag pages before or without it.
 */
export function ProjectsPage({ language }: { language: Language }) {
  setPageLanguage(language);
  const { projectCopy, projects, counted, path } = contentFor(language);
  const words = projectCopy.list;
  return (
    <main id="main" className={styles.page} data-pagefind-body="">
      <header className={styles.header}>
        <h1 className={styles.title}>{words.title}</h1>
        <p className={styles.lead}>{counted(words.lead, projects.length)}</p>
      </header>
      <ProjectFilter
        allHref={path(PROJECTS_PAGE_PATH)}
        labels={{
          filter: words.filterLabel,
          allTools: words.allTools,
          showingAll: counted(words.showingAll, projects.length),
          list: words.listLabel,
        }}
        tools={projectTools(projects).map((tool) => {
          const count = counted(words.projectCount, tool.count);
          return {
            slug: tool.slug,
            name: tool.name,
            count: tool.count,
            href: path(tagPath(tool.name)),
            label: fillTemplate(words.toolName, { tool: tool.name, projects: count }),
            showing: counted(words.showing, tool.count, { tool: tool.name }),
          };
        })}
        items={projects.map((project, index) => ({
          id: project.id,
          tools: projectToolSlugs(project),
          card: <ProjectListCard project={project} priority={index === 0} />,
        }))}
      />
    </main>
  );
}
