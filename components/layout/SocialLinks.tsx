import { pageContent } from '@/lib/i18n/page-language';
import { NetworkIcon } from '@/components/icons/NetworkIcon';
import styles from './SocialLinks.module.scss';

export interface SocialLinksProps {
  /** Colours for a light background (hero) or the dark footer. Allowed: 'light' | 'dark'. */
  tone?: 'light' | 'dark';
  className?: string;
}

/**
 * The owner's social profiles as round icon links; the network name is each link's name. Nothing
 * at all for an owner who lists none: no empty list for a screen reader to announce.
 */
export function SocialLinks({ tone = 'light', className }: SocialLinksProps) {
  const { site } = pageContent();
  if (site.socials.length === 0) return null;
  return (
    <ul className={`${styles.list} ${className ?? ''}`} data-tone={tone}>
      {site.socials.map((social) => (
        <li key={social.href}>
          <a href={social.href} className={styles.link} aria-label={social.label}>
            <NetworkIcon network={social.network} size={20} />
          </a>
        </li>
      ))}
    </ul>
  );
}
