import { SiteLink } from '@/components/layout/SiteLink';
import { languageCodes } from '@/lib/i18n/languages';
import { languageNames } from '@/lib/i18n/names';
import { pageContent } from '@/lib/i18n/page-language';
import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher';
import { HOME_LINK_PREFETCH, SectionLinks } from '@/components/layout/SectionLinks';
import { ThemeToggle } from '@/components/layout/ThemeToggle';
import { SearchButton } from '@/components/search/SearchButton';
import { languageFallbacks } from '@/lib/writing/language-links';
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
export function TopBar() {
  const { layoutCopy, site, themeCopy, path, language } = pageContent();
  const sectionLinks = site.nav.map((item) => ({ ...item, href: path(`/#${item.sectionId}`) }));
  // The bar links every other language: with more than one, it shows their codes for longer.
  const otherLanguages = languageCodes.length - 1;
  return (
    <TopBarFrame
      menuId={MENU_ID}
      menuLabel={layoutCopy.menuButton}
      brand={
        <SiteLink href={path('/')} prefetch={HOME_LINK_PREFETCH} className={styles.brand}>
          {site.firstName}
          <span className={styles.brandDot} aria-hidden="true">
            .
          </span>
        </SiteLink>
      }
      action={
        <>
          <SearchButton words={writingWords(language.code).search} />
          <SiteLink
            href={path(`/#${site.contactSectionId}`)}
            prefetch={HOME_LINK_PREFETCH}
            className={styles.cta}
          >
            {site.contactLabel}
          </SiteLink>
        </>
      }
    >
      <nav
        id={MENU_ID}
        aria-label={layoutCopy.navLabel}
        className={otherLanguages > 1 ? `${styles.nav} ${styles.manyLanguages}` : styles.nav}
      >
        <SectionLinks items={sectionLinks} className={styles.links} linkClassName={styles.link} />
        <LanguageSwitcher
          language={language.code}
          names={languageNames}
          className={styles.language}
          short={{
            name: styles.languageName ?? '',
            code: styles.languageCode ?? '',
            note: styles.languageNote ?? '',
          }}
          fallbacks={languageFallbacks(language.code)}
        />
        <div className={styles.tools}>
          <ThemeToggle labels={themeCopy.current} />
        </div>
      </nav>
    </TopBarFrame>
  );
}
