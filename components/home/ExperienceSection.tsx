import { SiteLink } from '@/components/layout/SiteLink';
import { pageContent } from '@/lib/i18n/page-language';
import { CV_PAGE_PATH, formatPeriod } from '@/lib/cv/build';
import { withBasePath } from '@/lib/config/paths';
import { eventAttributes } from '@/lib/analytics/events';
import { Icon } from '@/components/icons/Icon';
import { ExperienceItemSlot } from '@/components/home/ExperienceItemSlot';
import { SectionHeading } from '@/components/home/SectionHeading';
import { belowFirstScreen } from '@/lib/head-script/deferred-styles.mjs';
import styles from './ExperienceSection.module.scss';

/** Experience: the internships, newest first, and the CV download (before a first job, the CV alone). */
export function ExperienceSection() {
  const { cvCopy, experience, homeCopy, cvModel, counted, path, language } = pageContent();
  const words = homeCopy.experience;
  const hasEntries = experience.length > 0;
  return (
    <section
      id="experience"
      aria-labelledby="experience-title"
      className={styles.section}
      {...belowFirstScreen}
    >
      <div className={styles.inner}>
        <div className={styles.aside}>
          <SectionHeading
            id="experience-title"
            eyebrow={hasEntries ? words.eyebrow : words.withoutEntries.eyebrow}
            title={words.title}
            lead={hasEntries ? counted(words.lead, experience.length) : words.withoutEntries.lead}
          />
          <div className={styles.cvLinks}>
            <a
              href={withBasePath(cvModel.pdf.path)}
              download={cvModel.pdf.downloadName}
              className={styles.cv}
              {...eventAttributes('CV Download', { format: 'PDF', language: language.code })}
            >
              <Icon name="download" size={20} />
              {words.cvLink}
              <span className={styles.cvMeta}>{words.cvFormat}</span>
            </a>
            <SiteLink href={path(CV_PAGE_PATH)} className={styles.cvPage}>
              {cvCopy.viewOnline}
              <Icon name="arrowRight" size={16} />
            </SiteLink>
          </div>
        </div>
        {hasEntries ? (
          <ol className={styles.list}>
            {experience.map((entry) => (
              <li key={entry.id} className={styles.entry}>
                <ExperienceItemSlot
                  id={entry.id}
                  period={formatPeriod(entry.start, entry.end, cvCopy, language.locale)}
                  role={entry.role}
                  company={entry.company}
                  description={entry.description}
                />
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </section>
  );
}
