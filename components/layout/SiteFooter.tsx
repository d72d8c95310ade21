import { SiteLink } from '@/components/layout/SiteLink';
import { languageNames } from '@/lib/i18n/names';
import { pageContent } from '@/lib/i18n/page-language';
import { fillTemplate } from '@/lib/content/copy';
import { CV_PAGE_PATH } from '@/lib/cv/build';
import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher';
import { SectionLinks } from '@/components/layout/SectionLinks';
import { SocialLinks } from '@/components/layout/SocialLinks';
import { shownWhole, ShownWholeEnd } from '@/components/layout/ShownWhole';
import { hasNotes } from '@/lib/writing/notes';
import { languageFallbacks } from '@/lib/writing/language-links';
import { writingWords } from '@/lib/writing/words';
import styles from './SiteFooter.module.scss';

/**
 * The site footer: brand, section links, social links and copyright. On a short page (the 404
 * page, a short list) it is on the first screen, and its rows end at the right: each link parsed
 * pushed the ones before it aside, so it shows once parsed whole (components/layout/ShownWhole.tsx).
 */
export function SiteFooter() {
  const { cvCopy, layoutCopy, site, path, language } = pageContent();
  const sectionLinks = site.nav.map((item) => ({ ...item, href: path(`/#${item.sectionId}`) }));
  // Static export: the year is the year of the build.
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer} {...shownWhole('every')}>
      <div className={styles.inner}>
        <div className={styles.brandBlock}>
          {/* Its own direction, as the top bar's brand. */}
          <p className={styles.brand} dir="auto">
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
          <SectionLinks items={sectionLinks} className={styles.links} linkClassName={styles.link} />
        </nav>
        <SocialLinks tone="dark" className={styles.socials} />
      </div>
      <div className={styles.bottom}>
        <p>{fillTemplate(layoutCopy.footer.copyright, { year, name: site.fullName })}</p>
        <div className={styles.bottomLinks}>
          <SiteLink href={path(CV_PAGE_PATH)} className={styles.link}>
            {cvCopy.footerLink}
          </SiteLink>
          {hasNotes(language.code) ? (
            <SiteLink href={path('/notes')} className={styles.link}>
              {writingWords(language.code).notesTitle}
            </SiteLink>
          ) : null}
          <LanguageSwitcher
            language={language.code}
            names={languageNames}
            className={styles.link}
            fallbacks={languageFallbacks(language.code)}
          />
          <a href={`mailto:${site.email}`} className={styles.link}>
            {site.email}
          </a>
        </div>
      </div>
      <ShownWholeEnd />
    </footer>
  );
}
