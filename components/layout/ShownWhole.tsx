/**
 * A region the browser must never paint half-parsed: a slow phone or a loaded machine paints while
 * the HTML is still being parsed, and a frame with part of such a region drew that part where the
 * rest then pushed it from (a layout shift). The region carries `shownWhole(layout)` and ends
 * with `<ShownWholeEnd />`; app/globals.scss keeps it invisible (its space already laid out) until
 * the parser has put that last element in. Nothing else waits: the rest of the page paints as it
 * arrives. A browser without `:has()` drops the rule and paints as before.
 *
 * Only in the layout where the region's parts depend on each other: the desktop top bar lays out
 * its controls in one row, the home page's first screen is centred in a full window from 'lg'. In
 * the phone layout both stack from the top, a part parsed later goes below the rest and nothing
 * moves, so they paint as they are parsed: there the first screen's heading is the page's largest
 * paint, and holding it until the region's last element was parsed cost a phone about 0.45 s
 * (Lighthouse's element render delay).
 *
 * `<link rel="expect" blocking="render">` did the same by holding the whole page's first paint,
 * but Chrome's paint holding (on in every Chrome, off in Playwright's) then kept the first paint
 * back until its own timeout: about 0.8 s after the page was parsed, in Lighthouse's runs.
 */

/**
 * The layouts a region can be held in (app/globals.scss): `desktop`, the desktop layout (from
 * 'md', unless the head script marked a phone); `wide`, windows from 'lg'.
 */
export type ShownWholeLayout = 'desktop' | 'wide';

/** The attribute that holds a region in `layout` until it is parsed whole. */
export function shownWhole(layout: ShownWholeLayout) {
  return { 'data-shown-whole': layout } as const;
}

/** The last element of a `shownWhole` region: once it is parsed, the region shows. */
export function ShownWholeEnd() {
  return <span data-shown-whole-end="" hidden />;
}
