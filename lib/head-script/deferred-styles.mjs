/**
 * The home page's sections below the first screen get their styles from the whole stylesheets,
 * not from the page's inline CSS (scripts/postbuild/critical-styles.mjs): nothing of them is on
 * the first screen, and their rules were most of the home page's inline CSS. Plain JavaScript
 * because the post-build script imports it under plain Node.
 */

/**
 * On a home section below the first screen (the element stays styled inline; what is inside it
 * is styled by the whole stylesheets).
 */
export const BELOW_FIRST_SCREEN_ATTRIBUTE = 'data-below-first-screen';

/**
 * On <html> from the head until the whole stylesheets have loaded, on a page whose inline CSS
 * leaves out what is below the first screen: those sections are not drawn until then
 * (styles/_sections.scss), so none is ever seen without its styles.
 */
export const STYLES_PENDING_ATTRIBUTE = 'data-styles-pending';

/** The attribute as JSX props, for a section below the first screen. */
export const belowFirstScreen = { [BELOW_FIRST_SCREEN_ATTRIBUTE]: '' };

/**
 * On the <main> of a page made to be printed (the CV): its inline CSS keeps the rules for paper,
 * which every other page leaves to the whole stylesheets (scripts/postbuild/critical-styles.mjs),
 * so that printing it the moment it opens, before they have loaded, prints it right.
 */
export const PRINT_READY_ATTRIBUTE = 'data-print-ready';

/** The attribute as JSX props, for the <main> of a page made to be printed. */
export const printReady = { [PRINT_READY_ATTRIBUTE]: '' };

/**
 * On the <main> of a page whose footer is far below its first screen (a project page: its header,
 * cover and description come first): the site footer's rules come with the whole stylesheets, as
 * those of the home sections do (scripts/postbuild/critical-styles.mjs), and the footer is not
 * drawn until they have loaded (components/layout/SiteFooter.module.scss). A window tall enough to
 * show it at once sees it as they arrive, a moment after the first paint, with nothing moved: it
 * is the page's last element.
 */
export const FOOTER_BELOW_FIRST_SCREEN_ATTRIBUTE = 'data-footer-below-first-screen';

/** The attribute as JSX props, for the <main> of such a page. */
export const footerBelowFirstScreen = { [FOOTER_BELOW_FIRST_SCREEN_ATTRIBUTE]: '' };
