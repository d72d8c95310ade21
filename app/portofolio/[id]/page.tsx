import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { projectCopy, site } from '@/content';
import { getAdjacentProjects, getProject, getProjectIds, projects } from '@/lib/content/index';
import { fillTemplate } from '@/lib/content/copy';
import { posterUrl } from '@/lib/media/images';
import { projectJsonLd } from '@/lib/seo/jsonld';
import { buildMetadata, shareImageUrl } from '@/lib/seo/metadata';
import { getVideoId } from '@/lib/media/video';
import { SiteImage } from '@/components/media/SiteImage';
import { ProjectDemo } from '@/components/project/ProjectDemo';
import { ProjectHeader } from '@/components/project/ProjectHeader';
import { ProjectHero } from '@/components/project/ProjectHero';
import { ProjectPager } from '@/components/project/ProjectPager';
import { JsonLd } from '@/components/seo/JsonLd';
import { CaseStudySection } from '@/components/writing/CaseStudySection';
import { getCaseStudy } from '@/lib/writing/case-studies';
import { defaultLanguage } from '@/lib/writing/language';
import styles from './page.module.scss';

interface ProjectPageProps {
  params: Promise<{ id: string }>;
}

// Only the ten known ids exist; every other path is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return getProjectIds().map((id) => ({ id: String(id) }));
}

export async function generateMetadata({ params }: ProjectPageProps): Promise<Metadata> {
  const { id } = await params;
  const project = getProject(id);
  if (!project) return {};
  return buildMetadata({
    title: project.name,
    description: project.description,
    path: `/portofolio/${project.id}`,
    image: {
      url: shareImageUrl(project.id),
      alt: fillTemplate(projectCopy.shareImageAlt, {
        name: project.name,
        kind: project.kind,
        stack: project.stack.join(', '),
      }),
    },
    type: 'article',
  });
}

export default async function ProjectPage({ params }: ProjectPageProps) {
  const { id } = await params;
  const project = getProject(id);
  if (!project) notFound();
  const { previous, next } = getAdjacentProjects(project.id);
  const videoId = project.url ? getVideoId(project.url) : undefined;
  const caseStudy = getCaseStudy(project.id, defaultLanguage);

  return (
    <main id="main" className={styles.page} data-pagefind-body="">
      <ProjectHeader project={project} total={projects.length} />
      <ProjectHero>
        <SiteImage
          publicId={project.image}
          alt={project.alt}
          width={project.imageWidth}
          height={project.imageHeight}
          sizes="(max-width: 1200px) 100vw, 1200px"
          priority
        />
      </ProjectHero>
      <section className={styles.about} aria-labelledby="about-title">
        <h2 id="about-title" className={styles.aboutTitle}>
          {projectCopy.aboutTitle}
        </h2>
        <p className={styles.description}>{project.description}</p>
      </section>
      {project.url && videoId ? (
        <ProjectDemo
          projectName={project.name}
          videoId={videoId}
          watchUrl={project.url}
          posterSrc={posterUrl(project.image, project.imageWidth)}
          labels={projectCopy.demo}
        />
      ) : null}
      {caseStudy ? <CaseStudySection caseStudy={caseStudy} lang={defaultLanguage} /> : null}
      <ProjectPager previous={previous} next={next} />
      <JsonLd data={projectJsonLd(project, site)} />
    </main>
  );
}
