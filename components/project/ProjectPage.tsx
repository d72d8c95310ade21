import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import {
  adjacentProjects,
  findProject,
  getProjectIds,
  projectPosition,
} from '@/lib/content/projects';
import { fillTemplate } from '@/lib/content/copy';
import { contentFor } from '@/lib/i18n/content';
import type { Language } from '@/lib/i18n/languages';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { joinPhrases } from '@/lib/i18n/punctuation';
import { imageAspect, posterUrl } from '@/lib/media/images';
import { coverFit, focusStyle } from '@/lib/media/focus';
import { PROJECT_HERO_SHAPE, PROJECT_HERO_SLOT } from '@/lib/media/slots';
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
import { footerBelowFirstScreen } from '@/lib/head-script/deferred-styles.mjs';
import { getCaseStudy } from '@/lib/writing/case-studies';
import styles from './ProjectPage.module.scss';

/** Every project id, as route params. */
export function projectParams() {
  return getProjectIds().map((id) => ({ id: String(id) }));
}

/** A project page's metadata in a language. */
export function projectMetadata(language: Language, id: string): Metadata {
  const { projects, projectCopy } = contentFor(language);
  const project = findProject(projects, id);
  if (!project) return {};
  return buildMetadata({
    language,
    title: project.name,
    description: project.description,
    path: `/portofolio/${project.id}`,
    image: {
      url: shareImageUrl(project.id, language),
      alt: fillTemplate(projectCopy.shareImageAlt, {
        name: project.name,
        kind: project.kind,
        stack: joinPhrases(language, ...project.stack),
      }),
    },
    type: 'article',
  });
}

interface ProjectPageProps {
  language: Language;
  /** The project id from the route. */
  id: string;
}

/** One project: its header, cover, demo video, description and the links to its neighbours. */
export function ProjectPage({ language, id }: ProjectPageProps) {
  setPageLanguage(language);
  const content = contentFor(language);
  const { projects, projectCopy } = content;
  const project = findProject(projects, id);
  if (!project) notFound();
  const { previous, next } = adjacentProjects(projects, project.id);
  const videoId = project.url ? getVideoId(project.url) : undefined;
  const caseStudy = getCaseStudy(project.id, language);
  const coverAspect = imageAspect(project.image, PROJECT_HERO_SLOT);

  return (
    <main id="main" className={styles.page} data-pagefind-body="" {...footerBelowFirstScreen}>
      <ProjectHeader
        project={project}
        position={projectPosition(projects, project.id)}
        total={projects.length}
      />
      <ProjectHero
        fit={coverFit(coverAspect, PROJECT_HERO_SHAPE.desktop)}
        fitWide={coverFit(coverAspect, PROJECT_HERO_SHAPE.wide)}
        style={{ ...focusStyle(project.focus), '--cover-ratio': String(coverAspect) }}
      >
        <SiteImage publicId={project.image} alt={project.alt} slot={PROJECT_HERO_SLOT} priority />
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
          posterSrc={posterUrl(project.image)}
          labels={projectCopy.demo}
        />
      ) : null}
      {caseStudy ? <CaseStudySection caseStudy={caseStudy} lang={language} /> : null}
      {/* A single project has no neighbours to link to. */}
      <ProjectPager previous={previous} next={next} />
      <JsonLd data={projectJsonLd(project, content)} />
    </main>
  );
}
