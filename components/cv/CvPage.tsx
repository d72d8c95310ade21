import type { Metadata } from 'next';
import { CV_PAGE_PATH, displayUrl } from '@/lib/cv/build';
import { projectLinks } from '@/lib/content/project-links';
import { contentFor } from '@/lib/i18n/content';
import type { Language } from '@/lib/i18n/languages';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { joinPhrases, phrasesThen } from '@/lib/i18n/punctuation';
import { cvPersonJsonLd, profilePageJsonLd } from '@/lib/seo/jsonld';
import { buildMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/config/paths';
import { printReady } from '@/lib/head-script/deferred-styles.mjs';
import { CvEntry } from '@/components/cv/CvEntry';
import { CvHeader } from '@/components/cv/CvHeader';
import { CvSection } from '@/components/cv/CvSection';
import { QuickFacts } from '@/components/home/QuickFacts';
import { JsonLd } from '@/components/seo/JsonLd';
import styles from './CvPage.module.scss';

/** The CV page's metadata in a language. */
export function cvMetadata(language: Language): Metadata {
  const { cvCopy, site, cvModel } = contentFor(language);
  return buildMetadata({
    language,
    title: cvCopy.pageTitle,
    description: `${cvCopy.pageTitle} · ${phrasesThen(language, [site.fullName, site.role], cvModel.summary)}`,
    path: CV_PAGE_PATH,
    type: 'profile',
  });
}

/**
 * The CV as a page: the same data as cv.pdf and resume.json, laid out to print on one or two A4
 * or Letter pages. A server component with no client JavaScript of its own.
 */
export function CvPage({ language }: { language: Language }) {
  setPageLanguage(language);
  const content = contentFor(language);
  const { cvCopy, projectCopy, commonCopy, cvModel: cv } = content;
  return (
    <main
      id="main"
      className={styles.page}
      data-print-urls="off"
      data-pagefind-body=""
      // Its search result is named as its tab is ("CV · <name>"), not by the name heading it.
      data-pagefind-meta="title[data-search-title]"
      data-search-title={`${cvCopy.pageTitle} · ${content.site.fullName}`}
      {...printReady}
    >
      <JsonLd data={cvPersonJsonLd(content)} />
      <JsonLd data={profilePageJsonLd(content, CV_PAGE_PATH)} />
      <article aria-labelledby="cv-title" className={styles.sheet}>
        <CvHeader cv={cv} />
        <QuickFacts facts={cv.quickFacts} placement="cv" />
        <div className={styles.columns}>
          <div className={styles.main}>
            <CvSection id="cv-profile" title={cvCopy.summaryHeading}>
              <p className={styles.summary}>{cv.summary}</p>
            </CvSection>
            {cv.experience.length > 0 ? (
              <CvSection id="cv-experience" title={cvCopy.experienceHeading}>
                {cv.experience.map((entry) => (
                  <CvEntry
                    key={entry.id}
                    title={entry.role}
                    subtitle={entry.company}
                    period={entry.period}
                  >
                    <p>{entry.description}</p>
                  </CvEntry>
                ))}
              </CvSection>
            ) : null}
            <CvSection id="cv-projects" title={cvCopy.projectsHeading}>
              {cv.projects.map((project) => (
                <CvEntry
                  key={project.id}
                  title={project.name}
                  subtitle={project.kind}
                  tags={project.stack}
                  link={{
                    href: project.path,
                    text: cvCopy.projectLink,
                    srText: project.name,
                    printUrl: displayUrl(absoluteUrl(project.path)),
                  }}
                  outLinks={projectLinks(project, projectCopy.links).map((out) => ({
                    href: out.href,
                    text: out.text,
                    name: `${out.name}${commonCopy.opensInNewTab}`,
                    printUrl: displayUrl(out.href),
                  }))}
                >
                  <p>{project.description}</p>
                </CvEntry>
              ))}
            </CvSection>
          </div>
          <div className={styles.side}>
            {cv.skillGroups.length > 0 ? (
              <CvSection id="cv-skills" title={cvCopy.skillsHeading}>
                <dl className={styles.facts}>
                  {cv.skillGroups.map((group) => (
                    <div key={group.id}>
                      {/* The space keeps the term and its words apart in a search's snippet. */}
                      <dt>{group.title}</dt> <dd>{joinPhrases(language, ...group.skills)}</dd>
                    </div>
                  ))}
                </dl>
              </CvSection>
            ) : null}
            {cv.education.length > 0 ? (
              <CvSection id="cv-education" title={cvCopy.educationHeading}>
                {cv.education.map((entry) => (
                  <CvEntry
                    key={entry.id}
                    title={joinPhrases(language, entry.studyType, entry.area)}
                    subtitle={entry.institution}
                    period={entry.period}
                  >
                    {entry.score ? <p>{entry.score}</p> : null}
                  </CvEntry>
                ))}
              </CvSection>
            ) : null}
            {cv.languages.length > 0 ? (
              <CvSection id="cv-languages" title={cvCopy.languagesHeading}>
                <dl className={styles.facts}>
                  {cv.languages.map((entry) => (
                    <div key={entry.language}>
                      <dt>{entry.language}</dt> <dd>{entry.fluency}</dd>
                    </div>
                  ))}
                </dl>
              </CvSection>
            ) : null}
            {cv.certificates.length > 0 ? (
              <CvSection id="cv-certificates" title={cvCopy.certificatesHeading}>
                {cv.certificates.map((entry) => (
                  <CvEntry
                    key={entry.id}
                    title={entry.name}
                    subtitle={entry.issuer}
                    period={entry.date}
                  />
                ))}
              </CvSection>
            ) : null}
          </div>
        </div>
      </article>
    </main>
  );
}
