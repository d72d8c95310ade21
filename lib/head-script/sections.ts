/**
 * The home page's sections below the first screen are drawn only as they come near the viewport
 * (`content-visibility: auto`, styles/_sections.scss), each holding an estimated height until
 * then. A jump to a section measures where it is through the sections in between: with their
 * estimates it lands off its mark, the further the more the owner's sections differ from the
 * estimates. A full load at `/#skills` scrolls there smoothly (the page's `scroll-behavior`) to a
 * place measured as it starts, and the sections drawn on the way move the mark: on a 1920 × 1080
 * screen its heading ended 56-541 px above the screen in 24 loads of 24. A section link
 * followed on the page, or from another page through the router, landed 13 px off.
 */

/** On <html>: every section is drawn whole, from then on. */
export const SECTIONS_DRAWN_ATTRIBUTE = 'data-sections-drawn';

/**
 * Part of the inline head script (lib/head-script/index.ts), serialised with its source text: it
 * may use only its arguments and the browser's globals, in syntax old phones parse (ES2017).
 *
 * Draws every section whole at once on a page opened at a #fragment, and on a press of any link
 * with a #fragment, in the capture phase, before the browser or the router follows it.
 */
export function drawSectionsBeforeJumps(attribute: string): void {
  const drawAll = () => document.documentElement.setAttribute(attribute, '');
  if (location.hash) drawAll();
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (target instanceof Element && target.closest('a[href*="#"]')) drawAll();
    },
    true,
  );
}
