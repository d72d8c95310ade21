/**
 * The part of fontkit (the font library @react-pdf/renderer draws with) the site reads: a font's characters
 * and the width of a line of text set in it.
 */
declare module 'fontkit' {
  export interface Font {
    unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): { advanceWidth: number };
  }
  export function openSync(file: string): Font;
}
