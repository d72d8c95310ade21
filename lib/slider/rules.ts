/**
 * Desktop project slider rules. Pure functions, no React.
 */

/** One arrow click scrolls the slider by 1800 px; also the width of one panel. */
export const SLIDER_STEP = 1800;

/** From this scroll position on, the right arrow hides and the left arrow shows. */
export const ARROW_THRESHOLD = 1296;

/** Two panels of five projects. */
export const SLIDER_PANEL_COUNT = 2;

/** How far an image may travel per pixel of pointer distance, before its own factor (0.1-0.5). */
export const PARALLAX_STRENGTH = 0.08;

export interface SliderState {
  /** Whether the left ("Previous projects") arrow shows. */
  showPrevious: boolean;
  /** Whether the right ("Next projects") arrow shows. */
  showNext: boolean;
  /** The panel mostly in view, 1-based. */
  panel: number;
}

/** Arrow visibility and current panel for a horizontal scroll position in px. */
export function getSliderState(scrollLeft: number): SliderState {
  const pastThreshold = scrollLeft >= ARROW_THRESHOLD;
  const nearest = Math.round(Math.max(0, scrollLeft) / SLIDER_STEP) + 1;
  return {
    showPrevious: pastThreshold,
    showNext: !pastThreshold,
    panel: Math.min(SLIDER_PANEL_COUNT, Math.max(1, nearest)),
  };
}

/** The indicator's numbers, two digits each: "01" … "02". */
export function formatPanelNumber(panel: number): string {
  return String(panel).padStart(2, '0');
}

/**
 * How far to move one image along one axis for the pointer's distance from the slider's centre on
 * that axis: against the pointer, times the project's factor (factoryX or factoryY), times
 * PARALLAX_STRENGTH. The larger factors move further, which reads as depth. Rounded to 0.1 px.
 */
export function getParallaxShift(distance: number, factor: number): number {
  return Math.round(-distance * factor * PARALLAX_STRENGTH * 10) / 10 || 0;
}
