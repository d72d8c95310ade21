import { pageContent } from '@/lib/i18n/page-language';
import type { CvModel } from '@/lib/cv/build';
import { displayUrl, RESUME_JSON_PATH } from '@/lib/cv/build';
import { absoluteUrl, withBasePath } from '@/lib/config/paths';
import { eventAttributes } from '@/lib/analytics/events';
import { Icon } from '@/components/icons/Icon';
import { shownWhole, ShownWholeEnd } from '@/components/layout/ShownWhole';
import styles from './CvHeader.module.scss';

export interface CvHeaderProps {
  cv: CvModel;
}

/**
 * The top of the CV: name, role, contact links, and the PDF and JSON downloads. The contact links
 * wrap in a row beside the downloads, so a link or a download parsed later moved what was drawn:
 * it shows once parsed whole (components/layout/ShownWhole.tsx).
 */
export function CvHeader({ cv }: CvHeaderProps) {
  const { cvCopy, language } = pageContent();
  const home = absoluteUrl('/');
  const links = [...cv.links, { label: cvCopy.websiteLabel, href: home, text: displayUrl(home) }];
  return (
    <header className={styles.header} {...shownWhole('every')}>
      <div className={styles.identity}>
        <p className={styles.eyebrow}>{cvCopy.eyebrow}</p>
        <h1 id="cv-title" className={styles.name}>
          {cv.name}
        </h1>
        <p className={styles.role}>
          {cv.role} · {cv.location}
        </p>
        {/* The addresses are the link texts, so the printed page carries them too. */}
        <ul aria-label={cvCopy.contactLabel} className={styles.contacts}>
          {links.map((link) => (
            <li key={link.href}>
              <span className={styles.contactLabel}>{link.label}</span>
              <a href={link.href}>{link.text}</a>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.downloads}>
        <a
          href={withBasePath(cv.pdf.path)}
          download={cv.pdf.downloadName}
          className={styles.pdf}
          {...eventAttributes('CV Download', { format: 'PDF', language: language.code })}
        >
          <Icon name="download" size={20} />
          {cvCopy.downloadPdf}
        </a>
        <a
          href={withBasePath(RESUME_JSON_PATH)}
          download
          className={styles.json}
          {...eventAttributes('CV Download', { format: 'JSON', language: language.code })}
        >
          <span className={styles.jsonName}>{cvCopy.downloadJson}</span>
          <span className={styles.hint}>{cvCopy.downloadJsonHint}</span>
        </a>
      </div>
      <ShownWholeEnd />
    </header>
  );
}
