import Link from 'next/link';
import { cvCopy, layoutCopy, site } from '@/content';
import { fillTemplate } from '@/lib/copy';
import { CV_PAGE_PATH } from '@/lib/cv';
import { SocialLinks } from '@/components/layout/SocialLinks';
import styles from './SiteFooter.module.scss';

/** The site footer: brand, section links, social links and copyright. */
export function SiteFooter() {
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
          <ul className={styles.links}>
            {site.nav.map((item) => (
              <li key={item.sectionId}>
                <Link href={`/#${item.sectionId}`} className={styles.link}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <SocialLinks tone="dark" />
      </div>
      <div className={styles.bottom}>
        <p>{fillTemplate(layoutCopy.footer.copyright, { year, name: site.fullName })}</p>
        <Link href={CV_PAGE_PATH} className={`${styles.link} ${styles.cvLink}`}>
          {cvCopy.footerLink}
        </Link>
        <a href={`mailto:${site.email}`} className={styles.link}>
          {site.email}
        </a>
      </div>
    </footer>
  );
}
