/**
 * An experience entry's description: open or closed, and whether its two-line clamp applies.
 * Pure, no React.
 *
 * - Opening unclamps at once: the slide measures the natural height it opens to.
 * - Closing clamps at once only when nothing slides; when the height slides, the clamp waits
 *   until it has arrived (`settleClampedText`), or the text would be cut before the slide starts.
 */
export interface ClampedText {
  /** The description is open. */
  expanded: boolean;
  /** The two-line clamp applies. */
  clamped: boolean;
}

/** Collapsed and clamped, as the page is served. */
export const CLOSED_TEXT: ClampedText = { expanded: false, clamped: true };

/** The description after a press; `animated` when the height will slide. */
export function toggleClampedText(text: ClampedText, animated: boolean): ClampedText {
  if (!text.expanded) return { expanded: true, clamped: false };
  return { expanded: false, clamped: animated ? text.clamped : true };
}

/** The description once a slide has arrived: a closed one takes its clamp back. */
export function settleClampedText(text: ClampedText): ClampedText {
  return text.expanded || text.clamped ? text : { ...text, clamped: true };
}
