/**
 * A region the browser must never paint half-parsed: a slow phone or a loaded machine paints while
 * the HTML is still being parsed, and a frame with part of such a region drew that part where the
 * rest then pushed it from (a layout shift). The region carries `shownWhole(layout)` and ends
 * with `<ShownWholeEnd />`; app/globals.scss keeps it invisible (its space already laid out) until
 * the parser has put that last element in. Nothing else waits: the rest of the page paints as it
 * arrives. A browser without `:has()` drops the rule and paints as before.
 *
 * Only in the layout where the region's parts depend on each other. A region whose later parts
 * move the earlier ones (a row ending at the right, a row that wraps, a centred block) is held in
 * every layout: the top bar (each control parsed pushed the ones before it aside: 0.003 on a
 * loaded desktop, 0.005 on a phone), the first screen's chat and social links (the social links,
 * parsed one by one, sat beside the chat button until the last made them wrap below it: 0.0033 on
 * a phone), a project's row of links, the CV's header, the 404 page and the footer. The home
 * page's first screen is centred in a full window from 'lg', so there it is held
 * whole. In the phone layout that first screen stacks from the top, a part parsed later goes below
 * the rest and nothing moves, so it paints as it is parsed: there its heading is the page's
 * largest paint, and holding it until the region's last element was parsed cost a phone about
 * 0.45 s (Lighthouse's element render delay). e2e/fonts.spec.ts stops the HTML after every closing
 * tag of the top bar and the first screen, paints a frame at each stop and expects nothing to move.
 *
 * `<link rel="expect" blocking="render">` did the same by holding the whole page's first paint,
 * but Chrome's paint holding (on in every Chrome, off in Playwright's) then kept the first paint
 * back until its own timeout: about 0.8 s after the page was parsed, in Lighthouse's runs.
 */

/** The layouts a region is held in (app/globals.scss): `every` one, or `wide` windows from 'lg'. */
export type ShownWholeLayout = 'every' | 'wide';

/** The attribute that holds a region in `layout` until it is parsed whole. */
export function shownWhole(layout: ShownWholeLayout) {
  return { 'data-shown-whole': layout } as const;
}

/**
 * The last element of a `shownWhole` region: once it is parsed, the region shows. In a list it is
 * a hidden list item (`as="li"`), the only child a list may have.
 */
export function ShownWholeEnd({ as: Tag = 'span' }: { as?: 'span' | 'li' }) {
  return <Tag data-shown-whole-end="" hidden />;
}
