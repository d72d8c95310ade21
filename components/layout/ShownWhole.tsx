/**
 * A region the browser must never paint half-parsed: a slow phone or a loaded machine paints while
 * the HTML is still being parsed, and a frame with part of such a region drew that part where the
 * rest then pushed it from (a layout shift). The region carries `SHOWN_WHOLE` and ends with
 * `<ShownWholeEnd />`; app/globals.scss keeps it invisible (its space already laid out) until the
 * parser has put that last element in. Nothing else waits: the rest of the page paints as it
 * arrives. A browser without `:has()` drops the rule and paints as before.
 *
 * `<link rel="expect" blocking="render">` did the same by holding the whole page's first paint,
 * but Chrome's paint holding (on in every Chrome, off in Playwright's) then kept the first paint
 * back until its own timeout: about 0.8 s after the page was parsed, in Lighthouse's runs.
 */
export const SHOWN_WHOLE = { 'data-shown-whole': '' } as const;

/** The last element of a `SHOWN_WHOLE` region: once it is parsed, the region shows. */
export function ShownWholeEnd() {
  return <span data-shown-whole-end="" hidden />;
}
