import Link from 'next/link';
import { layoutCopy, site, themeCopy } from '@/content';
import { HOME_LINK_PREFETCH, SectionLinks } from '@/components/layout/SectionLinks';
import { ThemeToggle } from '@/components/layout/ThemeToggle';
import { SearchButton } from '@/components/search/SearchButton';
import { defaultLanguage } from '@/lib/writing/language';
import { writingWords } from '@/lib/writing/words';
import { TopBarFrame } from '@/components/layout/TopBarFrame';
import styles from './TopBar.module.scss';

/** Id of the menu the hamburger button controls. */
const MENU_ID = 'site-menu';

/**
 * The sticky top bar: brand, the four section links, the colour theme control and the Get In
 * Touch button. The theme control sits after the links: in the bar on desktop, in the menu on
 * phones.
 * Links are `/#section` so they also lead home from a project page; Next scrolls to the section
 * (smoothly, per the global scroll-behavior) and scroll-padding-top keeps it clear of the bar.
 */
export function TopBar({ lang = defaultLanguage }: { lang?: string }) {
  return (
    <TopBarFrame
      menuId={MENU_ID}
      menuLabel={layoutCopy.menuButton}
      brand={
        <Link href="/" prefetch={HOME_LINK_PREFETCH} className={styles.brand}>
          {site.firstName}
          <span className={styles.brandDot} aria-hidden="true">
            .
          </span>
        </Link>
      }
      action={
        <>
          <SearchButton words={writingWords(lang).search} />
          <Link
            href={`/#${site.contactSectionId}`}
            prefetch={HOME_LINK_PREFETCH}
            className={styles.cta}
          >
            {site.contactLabel}
          </Link>
        </>
      }
    >
      <nav id={MENU_ID} aria-label={layoutCopy.navLabel} className={styles.nav}>
        <SectionLinks items={site.nav} className={styles.links} linkClassName={styles.link} />
        <div className={styles.tools}>
          <ThemeToggle labels={themeCopy.current} />
        </div>
      </nav>
    </TopBarFrame>
  );
}
