import { SiteLink } from '@/components/layout/SiteLink';
import { withBasePath } from '@/lib/config/paths';
import type { SkillLogo } from '@/lib/skills/logos';
import styles from './SkillBadge.module.scss';

export interface SkillBadgeProps {
  /** The skill's name: the visible label and the button's whole accessible name. */
  name: string;
  /** One sentence on how the owner uses it. */
  description: string;
  /** Id of the description, for aria-describedby. */
  descriptionId: string;
  /** The brand mark or monogram, resolved on the server. */
  logo: SkillLogo;
  /**
   * The projects that use the skill's tool: their tag page, the count as shown ("3 projects") and
   * the link's name ("React: 3 projects"). Left out for a skill no project uses.
   */
  work?: { href: string; text: string; name: string };
}

/**
 * One skill: a focusable button showing the logo and name, and its description; a skill some
 * project uses adds a link to those projects under it. The description
 * is shown by CSS alone (hover, keyboard focus, or the focus a tap gives), in the caption strip
 * its group reserves, so it never covers anything and needs no script to appear or go away.
 * The brand colour is a custom property (`--skill-colour`, and `--skill-colour-on-dark` for a
 * dark palette), for the styles around the mark; the mark itself is drawn in it by the sprite.
 */
export function SkillBadge({ name, description, descriptionId, logo, work }: SkillBadgeProps) {
  const colours =
    logo.kind === 'brand'
      ? ({
          '--skill-colour': logo.colour,
          '--skill-colour-on-dark': logo.colourOnDark,
        } as React.CSSProperties)
      : undefined;
  return (
    <>
      <button
        type="button"
        className={styles.badge}
        aria-describedby={descriptionId}
        style={colours}
      >
        <span className={styles.logo} aria-hidden="true">
          {logo.kind === 'brand' ? (
            // One mark of the build's sprite (app/skills/marks.svg/route.ts), drawn in its brand
            // colour; lazy, so the sprite is fetched only when the skills come near the screen.
            // eslint-disable-next-line @next/next/no-img-element -- an SVG sprite's view, not a photo
            <img
              src={withBasePath(`/skills/marks.svg#${logo.id}`)}
              alt=""
              width="28"
              height="28"
              loading="lazy"
              decoding="async"
              className={styles.mark}
            />
          ) : (
            <span className={styles.monogram} data-letters={logo.text.length}>
              {logo.text}
            </span>
          )}
        </span>
        <span className={styles.name}>{name}</span>
      </button>
      {/* Only the sentence is the description: the name beside it is already the button's name. */}
      <span className={styles.description}>
        <span className={styles.descriptionName} aria-hidden="true">
          {name}
        </span>
        <span id={descriptionId}>{description}</span>
      </span>
      {/* Beside the button, not instead of it: a tap on the badge still shows the description,
          and the link is its own stop for the keyboard. */}
      {work ? (
        <SiteLink href={work.href} className={styles.work} aria-label={work.name}>
          {work.text}
        </SiteLink>
      ) : null}
    </>
  );
}
