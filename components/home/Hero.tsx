import { pageContent } from '@/lib/i18n/page-language';
import { eventAttributes } from '@/lib/analytics/events';
import { objectPosition, photoFocus } from '@/lib/media/focus';
import { PORTRAIT_SLOT } from '@/lib/media/slots';
import { QuickFacts } from '@/components/home/QuickFacts';
import { Icon } from '@/components/icons/Icon';
import { SocialLinks } from '@/components/layout/SocialLinks';
import { SiteImage } from '@/components/media/SiteImage';
import { shownWhole, ShownWholeEnd } from '@/components/layout/ShownWhole';
import styles from './Hero.module.scss';

/**
 * The first screen (section "Sumary"): greeting, role, intro, social and chat links, the profile
 * photo and the See My Portfolio hint. No script, no entrance animation: everything is visible in
 * the HTML. The photo is the largest paint on wider windows, where it is announced at high
 * priority; on a phone it sits below the first screen, under the words, and the heading is the
 * largest paint: announcing the photo there too put 6-15 KB at high priority ahead of the heading
 * (docs/performance.md has what that cost on a simulated phone).
 *
 * On a wide screen the content is centred in a full first screen, above the hint, so where it
 * sits depends on everything in the section: a frame painted with part of the section showed that
 * part off centre, then moved it (a layout shift of 0.01-0.02 on a loaded desktop). The section
 * shows only once it is parsed whole, on such a screen (components/layout/ShownWhole.tsx).
 */
export function Hero() {
  const { commonCopy, homeCopy, site, cvModel, projects, counted } = pageContent();
  return (
    <section
      id="summary"
      aria-labelledby="summary-title"
      className={styles.hero}
      {...shownWhole('wide')}
    >
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.greeting}>
            <span className={styles.pulse} aria-hidden="true" />
            {site.greeting}
          </p>
          <h1 id="summary-title" className={styles.title}>
            {site.role}
          </h1>
          <p className={styles.intro}>{site.intro}</p>
          <QuickFacts facts={cvModel.quickFacts} placement="hero" />
          {/* The social links wrap below the chat link on a phone: held until all are parsed.
              An owner with neither gets no empty row. */}
          {site.chatUrl || site.socials.length > 0 ? (
            <div className={styles.actions} {...shownWhole('every')}>
              {site.chatUrl ? (
                <a
                  href={site.chatUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.chat}
                  {...eventAttributes('Chat Open', {})}
                >
                  <Icon name="chat" size={20} />
                  {site.chatLabel}
                  <span className={styles.srOnly}>{commonCopy.opensInNewTab}</span>
                  <Icon name="arrowUpRight" size={16} className={styles.chatArrow} />
                </a>
              ) : null}
              <SocialLinks />
              <ShownWholeEnd />
            </div>
          ) : null}
        </div>
        <div className={styles.visual}>
          <div
            className={styles.photoFrame}
            style={
              {
                '--photo-focus': objectPosition(photoFocus(site.photoFocus)),
              } as React.CSSProperties
            }
          >
            <SiteImage
              publicId={site.photo}
              alt={site.photoAlt}
              slot={PORTRAIT_SLOT}
              className={styles.photo}
              priority="wide"
            />
          </div>
          <p className={`${styles.badge} ${styles.badgeProjects}`}>
            <strong>{projects.length}</strong>{' '}
            {counted(homeCopy.hero.projectsShipped, projects.length)}
          </p>
          <p className={`${styles.badge} ${styles.badgePlace}`}>{site.location}</p>
        </div>
      </div>
      <a href="#my-work" className={styles.hint}>
        {homeCopy.hero.portfolioHint}
        <span className={styles.hintIcon}>
          <Icon name="arrowDown" size={18} />
        </span>
      </a>
      <ShownWholeEnd />
    </section>
  );
}
