/**
 * After a link to a section (`/#contact`), the keyboard goes on from that section, as after the
 * browser's own jump to a #fragment. The site's links move by the App Router, which scrolls to
 * the section but leaves the focus on the link: the next Tab went on through the top bar and then
 * back to the top of the page, so the contact form could not be reached from its link.
 */

/** How long a link to another page waits for its section to be drawn there. */
const WAIT_MS = 5000;

/** The id a root-relative link points at on its page ('/#contact' → 'contact'), if any. */
export function fragmentOf(href: string): string | undefined {
  const hash = href.indexOf('#');
  const id = hash < 0 ? '' : decodeURIComponent(href.slice(hash + 1));
  return id === '' ? undefined : id;
}

/**
 * Moves the focus to the element `id` names once it is in the page (at once on this page, after
 * the route change on another), without scrolling: the router scrolls there itself. An element
 * the keyboard does not stop at (a section) takes the focus from script only (`tabindex="-1"`).
 */
export function focusWhenShown(id: string): void {
  const started = performance.now();
  const attempt = () => {
    const target = document.getElementById(id);
    if (target && window.location.hash === `#${encodeURIComponent(id)}`) {
      if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) {
        target.setAttribute('tabindex', '-1');
      }
      target.focus({ preventScroll: true });
      return;
    }
    if (performance.now() - started < WAIT_MS) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
