/**
 * The home page's sections below the first screen are drawn only as they come near the viewport
 * (`content-visibility: auto`, styles/_sections.scss), each holding an estimated height until
 * then. A jump to a section measures where it is through the sections in between: with their
 * estimates it lands some pixels off, and further off the more the owner's sections differ from
 * the estimates (a full load of `/#contact` is kept at its mark by the browser; a section link
 * followed on the page, or from another page through the router, is not).
 */

/** On <html>: every section is drawn whole, from then on. */
export const SECTIONS_DRAWN_ATTRIBUTE = 'data-sections-drawn';

/**
 * Part of the inline head script (lib/head-script/index.ts), serialised with its source text: it
 * may use only its arguments and the browser's globals, in syntax old phones parse (ES2017).
 *
 * Draws every section whole on a press of any link with a #fragment, in the capture phase, before
 * the browser or the router follows it. A page opened at a fragment needs nothing: the browser
 * keeps its mark in place while the page loads.
 */
export function drawSectionsBeforeJumps(attribute: string): void {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (target instanceof Element && target.closest('a[href*="#"]')) {
        document.documentElement.setAttribute(attribute, '');
      }
    },
    true,
  );
}
