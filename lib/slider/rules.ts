/**
 * Desktop project slider rules. Pure functions, no React.
 */

/** One arrow click scrolls the slider by 1800 px; also the width of one panel. */
export const SLIDER_STEP = 1800;

/** A panel holds at most five projects (the spec's ten make two full panels). */
export const PROJECTS_PER_PANEL = 5;

/**
 * The spec's arrow threshold for its ten projects: from 1296 px on, the right arrow hides and the
 * left one shows. Ten projects make two panels, so the slider's whole range is one step and 1296
 * px is 72 % of the way into it (1296 / 1800). For any other count the same distance into a step
 * is the swap point: the left arrow shows once the slider is that far into its first step, and
 * the right arrow hides once it is that far into its last step (`sliderLayout`).
 */
export const ARROW_THRESHOLD = 1296;

/** How far an image may travel per pixel of pointer distance, before its own factor (0.1-0.5). */
export const PARALLAX_STRENGTH = 0.08;

/** The slider for a number of projects: how many panels, and where each arrow shows or hides. */
export interface SliderLayout {
  /** Panels of at most PROJECTS_PER_PANEL projects, in list order; at least 1. */
  panels: number;
  /** Whether the arrows and the indicator show at all (not for a single panel). */
  controls: boolean;
  /** Scroll position from which the left ("Previous projects") arrow shows. */
  previousFrom: number;
  /** Scroll position from which the right ("Next projects") arrow hides. */
  nextHiddenFrom: number;
  /** The scroll position of the last panel: the slider's whole range. */
  lastPanelAt: number;
}

/**
 * The one rule behind the slider's numbers: panels of five in list order, the indicator's total
 * and the arrow thresholds, for `projectCount` projects. For the spec's ten: two panels, `01 / 02`,
 * and both arrows swapping at 1296 px. One panel has no arrows and no indicator.
 */
export function sliderLayout(projectCount: number): SliderLayout {
  const panels = Math.max(1, Math.ceil(projectCount / PROJECTS_PER_PANEL));
  const lastPanelAt = (panels - 1) * SLIDER_STEP;
  return {
    panels,
    controls: panels > 1,
    previousFrom: panels > 1 ? ARROW_THRESHOLD : Infinity,
    nextHiddenFrom: panels > 1 ? lastPanelAt - SLIDER_STEP + ARROW_THRESHOLD : 0,
    lastPanelAt,
  };
}

/** A list cut into the slider's panels: chunks of PROJECTS_PER_PANEL, in order. */
export function slicePanels<T>(list: readonly T[]): T[][] {
  const panels: T[][] = [];
  for (let start = 0; start < list.length; start += PROJECTS_PER_PANEL) {
    panels.push(list.slice(start, start + PROJECTS_PER_PANEL));
  }
  return panels;
}

/** 1-based positions of the first and last project of a panel (0-based `index`), for its name. */
export function panelRange(index: number, size: number): { first: number; last: number } {
  const first = index * PROJECTS_PER_PANEL + 1;
  return { first, last: first + size - 1 };
}

export interface SliderState {
  /** Whether the "Previous projects" arrow shows (the left one; the right one right to left). */
  showPrevious: boolean;
  /** Whether the "Next projects" arrow shows. */
  showNext: boolean;
  /** The panel mostly in view, 1-based. */
  panel: number;
}

/**
 * How far a slider has scrolled from its start, in px: its `scrollLeft`, which a right-to-left
 * page counts from 0 down to minus its width (the slider starts at the right there).
 */
export function scrolledFromStart(scroller: { scrollLeft: number }): number {
  return Math.abs(scroller.scrollLeft);
}

/** Arrow visibility and current panel for how far the slider has scrolled from its start, in px. */
export function getSliderState(scrolled: number, layout: SliderLayout): SliderState {
  const nearest = Math.round(Math.max(0, scrolled) / SLIDER_STEP) + 1;
  return {
    showPrevious: layout.controls && scrolled >= layout.previousFrom,
    showNext: layout.controls && scrolled < layout.nextHiddenFrom,
    panel: Math.min(layout.panels, Math.max(1, nearest)),
  };
}

/** Whether two states show the same arrows and panel (no render needed). */
export function sameSliderState(a: SliderState, b: SliderState): boolean {
  return a.panel === b.panel && a.showNext === b.showNext && a.showPrevious === b.showPrevious;
}

/**
 * Which arrow should take keyboard focus once `next` is shown, given the element focused now: an
 * arrow about to hide must not take focus with it, so it hands focus to the other one.
 */
export function arrowTakingFocus<Arrow>(
  next: SliderState,
  focused: unknown,
  previousArrow: Arrow,
  nextArrow: Arrow,
): Arrow | null {
  if (focused === nextArrow && !next.showNext) return previousArrow;
  if (focused === previousArrow && !next.showPrevious) return nextArrow;
  return null;
}

/**
 * One arrow press: a step in its direction (1 towards the end), without the smooth scroll under
 * reduced motion. A right-to-left page's slider runs from right to left: its end is to the left.
 */
export function sliderScroll(
  direction: 1 | -1,
  reducedMotion: boolean,
  rightToLeft = false,
): ScrollToOptions {
  const towardsEnd = rightToLeft ? -1 : 1;
  return {
    left: direction * towardsEnd * SLIDER_STEP,
    behavior: reducedMotion ? 'auto' : 'smooth',
  };
}

/** The indicator's numbers, two digits each: "01" … "02". */
export function formatPanelNumber(panel: number): string {
  return String(panel).padStart(2, '0');
}

/** The indicator as read: "01 / 02" for the first of two panels. */
export function panelIndicator(panel: number, layout: SliderLayout): string {
  return `${formatPanelNumber(panel)} / ${formatPanelNumber(layout.panels)}`;
}

/**
 * How far to move one image along one axis for the pointer's distance from the slider's centre on
 * that axis: against the pointer, times the project's factor (factoryX or factoryY), times
 * PARALLAX_STRENGTH. The larger factors move further, which reads as depth. Rounded to 0.1 px.
 */
export function getParallaxShift(distance: number, factor: number): number {
  return Math.round(-distance * factor * PARALLAX_STRENGTH * 10) / 10 || 0;
}

/** The pointer's distance in px from the centre of a box along one axis (the parallax's input). */
export function offsetFromCentre(pointer: number, boxStart: number, boxSize: number): number {
  return pointer - (boxStart + boxSize / 2);
}

/** A panel's accessible name: its range of positions, or the one position of a panel of one. */
export function panelName(
  words: { range: string; single: string },
  index: number,
  size: number,
): string {
  const range = panelRange(index, size);
  const template = range.first === range.last ? words.single : words.range;
  return template.replace(/\{(first|last)\}/g, (_, name: 'first' | 'last') => String(range[name]));
}
