/** Words of the parts every page shares: skip link, top bar and footer. */
export interface LayoutCopy {
  /** The first link for keyboard users, to the page's main content. */
  skipLink: string;
  /** Name of the section navigation in the top bar. */
  navLabel: string;
  /** Name of the mobile menu button. */
  menuButton: string;
  /**
   * Name of the top bar's button that lists the other languages, on a site in four languages or
   * more (with fewer, each has its own link): 'Languages'. The page's language code follows it.
   */
  languagesButton: string;
  /** The footer. */
  footer: {
    /** Name of the footer's navigation. */
    navLabel: string;
    /** Copyright line; {year} is the build's year, {name} the owner's full name. */
    copyright: string;
  };
}
