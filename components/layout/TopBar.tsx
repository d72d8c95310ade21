import { Icon } from '@/components/icons/Icon';
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
/** Id of the list the languages' button opens, on a site in four languages or more. */
const LANGUAGE_LIST_ID = 'site-languages';
/**
 * From this many other languages the bar gathers them behind one button: three codes side by side
 * left the owner's name cut to 'S…' at 768 px, and three names did not fit at 1440.
 */
const PICKER_FROM = 3;

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
  // The bar links every other language: with more than one, it shows their codes for longer;
  // with more still, they wait behind one button.
  const otherLanguages = languageCodes.length - 1;
  const picker = otherLanguages >= PICKER_FROM;
  const navClass = [
    styles.nav,
    otherLanguages > 1 ? styles.manyLanguages : '',
    picker ? styles.languagePicker : '',
  ]
    .filter(Boolean)
    .join(' ');
  const switcher = (
    <LanguageSwitcher
      language={language.code}
      names={languageNames}
      className={styles.language}
      short={
        picker
          ? undefined
          : {
              name: styles.languageName ?? '',
              code: styles.languageCode ?? '',
              note: styles.languageNote ?? '',
            }
      }
      fallbacks={languageFallbacks(language.code)}
    />
  );
  return (
    <TopBarFrame
      menuId={MENU_ID}
      menuLabel={layoutCopy.menuButton}
      brand={
        // Its own direction, from the name's letters: a Latin name keeps its dot after it on a page
        // written right to left.
        <SiteLink
          href={path('/')}
          prefetch={HOME_LINK_PREFETCH}
          className={styles.brand}
          dir="auto"
        >
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
      <nav id={MENU_ID} aria-label={layoutCopy.navLabel} className={navClass}>
        <SectionLinks items={sectionLinks} className={styles.links} linkClassName={styles.link} />
        {picker ? (
          <>
            {/* A native popover: it opens, closes on Escape or a press elsewhere, and is
                reachable by Tab right after its button, before and without any script. */}
            <button
              type="button"
              popoverTarget={LANGUAGE_LIST_ID}
              className={`${styles.language} ${styles.languageButton}`}
            >
              <Icon name="globe" size={18} />
              <span className={styles.languageNote}>{layoutCopy.languagesButton} </span>
              {language.code.toUpperCase()}
            </button>
            <div id={LANGUAGE_LIST_ID} popover="auto" className={styles.languageList}>
              {switcher}
            </div>
          </>
        ) : (
          switcher
        )}
        <div className={styles.tools}>
          <ThemeToggle labels={themeCopy.current} />
        </div>
      </nav>
    </TopBarFrame>
  );
}
