import { pageContent } from '@/lib/i18n/page-language';
import { Icon } from '@/components/icons/Icon';
import styles from './SocialLinks.module.scss';

export interface SocialLinksProps {
  /** Colours for a light background (hero) or the dark footer. Allowed: 'light' | 'dark'. */
  tone?: 'light' | 'dark';
  className?: string;
}

/** The owner's social profiles as round icon links; the network name is each link's name. */
export function SocialLinks({ tone = 'light', className }: SocialLinksProps) {
  const { site } = pageContent();
  return (
    <ul className={`${styles.list} ${className ?? ''}`} data-tone={tone}>
      {site.socials.map((social) => (
        <li key={social.network}>
          <a href={social.href} className={styles.link} aria-label={social.label}>
            <Icon name={social.network} size={20} />
          </a>
        </li>
      ))}
    </ul>
  );
}
