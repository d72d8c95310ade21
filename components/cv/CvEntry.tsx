import { SiteLink } from '@/components/layout/SiteLink';
import styles from './CvEntry.module.scss';

export interface CvEntryProps {
  title: string;
  /** Company, school or issuer. */
  subtitle: string;
  /** Dates as shown, e.g. 'Oct 2022 – Jan 2023'. */
  period?: string;
  /** The text under the heading. */
  children?: React.ReactNode;
  /** Tags under the text, e.g. a project's stack. */
  tags?: string[];
  /** A link to a page of this site: its route, text, and the absolute URL printed on paper. */
  link?: { href: string; text: string; srText: string; printUrl: string };
  /** Links out of the site (a project's live site and code): text, accessible name, printed address. */
  outLinks?: { href: string; text: string; name: string; printUrl: string }[];
}

/** One CV entry: a job, a project, a school or a certificate. Never split across printed pages. */
export function CvEntry({
  title,
  subtitle,
  period,
  children,
  tags,
  link,
  outLinks = [],
}: CvEntryProps) {
  return (
    <article className={styles.entry}>
      <header className={styles.header}>
        <h3 className={styles.title}>{title}</h3>
        {period ? <p className={styles.period}>{period}</p> : null}
        <p className={styles.subtitle}>{subtitle}</p>
      </header>
      {children}
      {tags && tags.length > 0 ? (
        <ul className={styles.tags}>
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
      {link ? (
        <p className={styles.link}>
          <SiteLink href={link.href}>
            {link.text}
            <span className={styles.srOnly}> {link.srText}</span>
          </SiteLink>
          <span className={styles.printUrl} data-pagefind-ignore="">
            {link.printUrl}
          </span>
        </p>
      ) : null}
      {outLinks.map((out) => (
        <p key={out.href} className={styles.link}>
          <a href={out.href} target="_blank" rel="noopener" aria-label={out.name}>
            {out.text}
          </a>
          <span className={styles.printUrl} data-pagefind-ignore="">
            {out.printUrl}
          </span>
        </p>
      ))}
    </article>
  );
}
