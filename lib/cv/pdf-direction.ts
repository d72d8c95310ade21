/**
 * The CV PDF's styles in a language's direction. The styles are written for a CV read from the
 * left; a CV written right to left (Arabic, Hebrew, Persian, Urdu) is their mirror, and react-pdf
 * cannot mirror it by itself: it gives its layout engine (Yoga) no direction, so rows run from the
 * left whatever the text, and a text's `direction` is not inherited (each text's own style must
 * carry it). Pure.
 */
import type { Styles } from '@react-pdf/renderer';
import type { TextDirection } from '@/lib/i18n/direction';

type Style = Styles[string];

/** Properties whose left and right values trade places in the mirror. */
const MIRRORED_SIDES: readonly [keyof Style, keyof Style][] = [
  ['marginLeft', 'marginRight'],
  ['paddingLeft', 'paddingRight'],
  ['left', 'right'],
  ['borderLeft', 'borderRight'],
  ['borderLeftWidth', 'borderRightWidth'],
  ['borderLeftColor', 'borderRightColor'],
  ['borderLeftStyle', 'borderRightStyle'],
];

/** Values that turn into each other in the mirror. */
const MIRRORED_VALUES: Record<'flexDirection' | 'textAlign', Record<string, string>> = {
  flexDirection: { row: 'row-reverse', 'row-reverse': 'row' },
  textAlign: { left: 'right', right: 'left' },
};

/** Where a column puts its children across it, and where the mirror puts them. */
const CROSS_SIDES: Record<string, string> = { 'flex-start': 'flex-end', 'flex-end': 'flex-start' };

/**
 * One style in the mirror: a row runs from the right, what was on one side is on the other, a
 * column's children sit on its other side, and its text is in the right-to-left base direction
 * (the order bidi gives its runs) and aligned right. That alignment is react-pdf's default for a
 * right-to-left text, but it is written out: react-pdf takes back only a given `textAlign` when a
 * text's box shrinks to its lines, so a job title beside its dates was drawn as far right as the
 * whole row, past the page's edge. (A box a column stretches wider than its text still draws the
 * text at its left: the CV's columns of texts of their own widths say `alignItems: 'flex-start'`.)
 * Up and down are left as they are (top, bottom, a row's `alignItems`), and so is `alignSelf`,
 * whose axis is its parent's.
 */
export function mirroredStyle(style: Style): Style {
  const mirrored: Record<string, unknown> = { textAlign: 'right', ...style, direction: 'rtl' };
  for (const [start, end] of MIRRORED_SIDES) {
    delete mirrored[start];
    delete mirrored[end];
    if (style[start] !== undefined) mirrored[end] = style[start];
    if (style[end] !== undefined) mirrored[start] = style[end];
  }
  for (const [property, swaps] of Object.entries(MIRRORED_VALUES)) {
    const value = style[property as keyof typeof MIRRORED_VALUES];
    if (typeof value === 'string' && value in swaps) mirrored[property] = swaps[value];
  }
  // Across a column is from side to side, which the mirror swaps; across a row, top to bottom.
  const column = !style.flexDirection || style.flexDirection.startsWith('column');
  if (column && typeof style.alignItems === 'string' && style.alignItems in CROSS_SIDES) {
    mirrored.alignItems = CROSS_SIDES[style.alignItems];
  }
  return mirrored as Style;
}

/**
 * The CV's styles in `direction`: left to right, the very same object (a left-to-right CV is
 * drawn exactly as before); right to left, each style mirrored.
 */
export function stylesInDirection<T extends Styles>(styles: T, direction: TextDirection): T {
  if (direction === 'ltr') return styles;
  return Object.fromEntries(
    Object.entries(styles).map(([name, style]) => [name, mirroredStyle(style)]),
  ) as T;
}
