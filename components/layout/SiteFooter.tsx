import Link from 'next/link';
import { cvCopy, layoutCopy, site } from '@/content';
import { fillTemplate } from '@/lib/content/copy';
import { CV_PAGE_PATH } from '@/lib/cv/build';
import { SectionLinks } from '@/components/layout/SectionLinks';
import { SocialLinks } from '@/components/layout/SocialLinks';
import { defaultLanguage, languagePath } from '@/lib/writing/language';
import { hasNotes } from '@/lib/writing/notes';
import { writingWords } from '@/lib/writing/words';
import styles from './SiteFooter.module.scss';

/** The site footer: brand, section links, social links and copyright. */
export function SiteFooter({ lang = defaultLanguage }: { lang?: string }) {
  // Static export: the year is the year of the build.
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brandBlock}>
          <p className={styles.brand}>
            {site.fullName}
            <span className={styles.dot} aria-hidden="true">
              .
            </span>
          </p>
          <p className={styles.tagline}>
            {site.role} · {site.location}
          </p>
        </div>
        <nav aria-label={layoutCopy.footer.navLabel} className={styles.nav}>
          <SectionLinks items={site.nav} className={styles.links} linkClassName={styles.link} />
        </nav>
        <SocialLinks tone="dark" />
      </div>
      <div className={styles.bottom}>
        <p>{fillTemplate(layoutCopy.footer.copyright, { year, name: site.fullName })}</p>
        <Link href={CV_PAGE_PATH} className={`${styles.link} ${styles.cvLink}`}>
          {cvCopy.footerLink}
        </Link>
        {hasNotes(lang) ? (
          <Link href={languagePath(lang, '/notes')} className={styles.link}>
            {writingWords(lang).notesTitle}
          </Link>
        ) : null}
        <a href={`mailto:${site.email}`} className={styles.link}>
          {site.email}
        </a>
      </div>
    </footer>
  );
}
