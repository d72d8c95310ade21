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
 * On <html> until the page's first contentful paint: no section below the first screen drawn,
 * and no lazy cover of the projects list nor the demo's poster asked for (styles/_covers.scss).
 */
export const SECTIONS_WAITING_ATTRIBUTE = 'data-sections-waiting';

/**
 * Part of the inline head script (lib/head-script/index.ts), serialised with its source text: it
 * may use only its arguments and the browser's globals, in syntax old phones parse (ES2017).
 *
 * Draws every section whole at once on a page opened at a #fragment, and on a press of any link
 * with a #fragment, in the capture phase, before the browser or the router follows it.
 *
 * A press of a link to a section of this page while the page's whole stylesheets are still on
 * their way (`pendingAttribute` on <html>, lib/head-script/deferred-styles.mjs) is held until
 * they have arrived, then played: the jump would be measured through sections drawn without
 * their styles (their content unstyled, far taller) and, the styles arriving, end far from its
 * mark (on a phone, the contact link landed below the form). The sheets are already loading, so
 * the wait is short; the last such press is the one played. A press with a modifier key (a new
 * tab or window) is the browser's.
 */
export function drawSectionsBeforeJumps(attribute: string, pendingAttribute: string): void {
  const root = document.documentElement;
  const drawAll = () => root.setAttribute(attribute, '');
  if (location.hash) drawAll();
  let held: HTMLAnchorElement | null = null;
  const playHeld = new MutationObserver(() => {
    if (root.hasAttribute(pendingAttribute) || !held) return;
    playHeld.disconnect();
    const link = held;
    held = null;
    link.click();
  });
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      const link = target instanceof Element ? target.closest('a[href*="#"]') : null;
      if (!link) return;
      const plain =
        event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      const onThisPage = (link as HTMLAnchorElement).pathname === location.pathname;
      if (root.hasAttribute(pendingAttribute) && plain && onThisPage) {
        event.preventDefault();
        if (!held)
          playHeld.observe(root, { attributes: true, attributeFilter: [pendingAttribute] });
        held = link as HTMLAnchorElement;
        return;
      }
      drawAll();
    },
    true,
  );
}

/**
 * Part of the inline head script, like the one above. Until the page's first contentful paint,
 * the sections below the first screen are not drawn at all (`content-visibility: hidden` while
 * `attribute` is on <html>, styles/_sections.scss), so none of their lazy images is asked for
 * before the page has painted: a phone's lazy-loading distance (about 1,250 px) reached the work
 * section's covers as the page was first laid out, and Lighthouse's phone simulation counted
 * their requests and connections ahead of the heading's paint. Once painted, they draw as they
 * come near, as before. Without JavaScript the attribute is never set: nothing changes.
 * `afterFirstPaint` is lib/head-script/after-paint.mjs's, written in with its source text.
 */
export function drawSectionsAfterFirstPaint(
  attribute: string,
  afterFirstPaint: (callback: () => void) => void,
): void {
  const root = document.documentElement;
  root.setAttribute(attribute, '');
  afterFirstPaint(() => root.removeAttribute(attribute));
}
