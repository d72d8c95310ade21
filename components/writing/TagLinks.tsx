import { SiteLink } from '@/components/layout/SiteLink';
import { languagePath, type Language } from '@/lib/i18n/languages';
import { tagPath } from '@/lib/writing/tags';
import styles from './TagLinks.module.scss';

export interface TagLinksProps {
  tags: string[];
  lang: Language;
  /** Name of the list, e.g. 'Tags'. */
  label: string;
  /** Items shown before the tags, not links (a project's kind). */
  lead?: React.ReactNode;
  className?: string;
}

/** Tag chips, each a link to the tag's page listing the projects and notes that carry it. */
export function TagLinks({ tags, lang, label, lead, className }: TagLinksProps) {
  return (
    <ul className={className ? `${styles.tags} ${className}` : styles.tags} aria-label={label}>
      {lead}
      {tags.map((tag) => (
        <li key={tag}>
          <SiteLink href={languagePath(lang, tagPath(tag))} className={styles.tag}>
            {tag}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
