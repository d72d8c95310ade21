/**
 * Motion timings shared by the framer-motion components. Pure values, no React.
 * The stylesheets name the same values in styles/_tokens.scss ($duration-page, $ease-out).
 */

/** A page eases in over about 0.6 s on a route change ($duration-page). */
export const PAGE_TRANSITION_SECONDS = 0.6;

/** The site's ease-out curve, as cubic-bezier control points ($ease-out). */
export const EASE_OUT = [0.22, 1, 0.36, 1] as const;

/** The project hero's reveal starts once this share of it is visible. */
export const HERO_REVEAL_AMOUNT = 0.2;

/** How long the hero takes to open from its inset, zoomed start to full size. */
export const HERO_REVEAL_SECONDS = 1.1;

/** The quick view's enter and exit, and an experience entry opening or closing. */
export const PANEL_SECONDS = 0.3;
