import { eventAttributes } from '@/lib/analytics/events';
import type { ProjectLink } from '@/lib/content/project-links';
import { ProjectLinkIcon } from '@/components/project/ProjectLinkIcon';
import { shownWhole, ShownWholeEnd } from '@/components/layout/ShownWhole';
import styles from './ProjectLinks.module.scss';

export interface ProjectLinksProps {
  /** The project's links (`projectLinks(project, copy)`); nothing is drawn when there are none. */
  links: ProjectLink[];
  /** The project's name, the property of the analytics event a click counts. */
  projectName: string;
  /** Name of the group of links. */
  label: string;
  /** Said after each link's name: it opens in a new tab. */
  opensInNewTab: string;
  /** 'buttons' (the project page, the quick view) or 'compact' (the all-projects page's cards). */
  variant?: 'buttons' | 'compact';
  className?: string;
}

/**
 * A project's links out of the site as a row of buttons, each named by what it opens and the
 * project ("Code on GitHub: TokoKu"), so a list of several projects reads unambiguously. They open
 * in a new tab with `rel="noopener"`: the visitor keeps the portfolio, and the opened page gets no
 * handle on it. No state, so the quick view (a client leaf) draws it too.
 *
 * The row wraps, and a link parsed up to its icon took an icon's width, then moved to the next line
 * once its words came: the row shows once parsed whole (components/layout/ShownWhole.tsx).
 */
export function ProjectLinks({
  links,
  projectName,
  label,
  opensInNewTab,
  variant = 'buttons',
  className,
}: ProjectLinksProps) {
  if (links.length === 0) return null;
  return (
    <ul
      className={[styles.links, styles[variant], className].filter(Boolean).join(' ')}
      // Buttons, not words about the project: out of the site search's excerpts.
      data-pagefind-ignore=""
      aria-label={label}
      {...shownWhole('every')}
    >
      {links.map((link) => (
        <li key={link.kind}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener"
            className={styles.link}
            aria-label={`${link.name}${opensInNewTab}`}
            {...eventAttributes(link.event, { project: projectName })}
          >
            <ProjectLinkIcon link={link} />
            <span>{link.text}</span>
          </a>
        </li>
      ))}
      <ShownWholeEnd as="li" />
    </ul>
  );
}
