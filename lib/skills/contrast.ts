/**
 * Colour contrast (WCAG 2.x relative luminance and contrast ratio), for the skill logos'
 * brand colours. Pure, no DOM.
 */

/** WCAG 1.4.11: graphics that identify something need 3:1 against what is next to them. */
export const GRAPHIC_CONTRAST_MIN = 3;

/** Red, green and blue, 0-255, of a '#rgb' or '#rrggbb' colour (the '#' is optional). */
export function parseHexColour(hex: string): [number, number, number] {
  const digits = hex.replace(/^#/, '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a hex colour: "${hex}"`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHexColour(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour written as '#rrggbb' in lower case. */
export function normaliseHex(hex: string): string {
  return `#${parseHexColour(hex)
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * `colour` when it reaches `minRatio` against every background it sits on, else `fallback`
 * (a colour the caller knows passes, e.g. the text colour).
 */
export function readableColour(
  colour: string,
  backgrounds: readonly string[],
  fallback: string,
  minRatio: number = GRAPHIC_CONTRAST_MIN,
): string {
  const passes = backgrounds.every((background) => contrastRatio(colour, background) >= minRatio);
  return normaliseHex(passes ? colour : fallback);
}
