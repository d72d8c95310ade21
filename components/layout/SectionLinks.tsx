import { SiteLink } from '@/components/layout/SiteLink';

/**
 * The bar's and footer's links to the home page are on every page, the home page included, where
 * prefetching them fetched and parsed the page already shown (about 14 KB) while it hydrated on a
 * phone. Elsewhere the page's own way home (a project page's "Back to My Work") still prefetches.
 */
export const HOME_LINK_PREFETCH = false;

/** One link to a section of the home page. */
export interface SectionLink {
  /** Id of the section element on the home page. */
  sectionId: string;
  /** The link's text. */
  label: string;
  /** The section on the home page of the page's language: '/#skills', '/id#skills'. */
  href: string;
}

export interface SectionLinksProps {
  items: readonly SectionLink[];
  /** Class of the list: each place (top bar, footer, quick view) styles its own. */
  className?: string;
  /** Class of each link. */
  linkClassName?: string;
  /** Called with the link picked (the quick view closes itself); client callers only. */
  onLinkClick?: (item: SectionLink) => void;
}

/**
 * The list of section links shared by the top bar, the footer and the quick view. Links are
 * the home page's sections (`/#section`, `/id#section`) so they also lead home from a project page. No `'use client'`: it renders on the
 * server inside the bar and the footer, and in the browser inside the quick view.
 * Not prefetched (`HOME_LINK_PREFETCH`): on the home page that would fetch the page it is on.
 */
export function SectionLinks({ items, className, linkClassName, onLinkClick }: SectionLinksProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.sectionId}>
          <SiteLink
            href={item.href}
            prefetch={HOME_LINK_PREFETCH}
            className={linkClassName}
            onClick={onLinkClick && (() => onLinkClick(item))}
          >
            {item.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
