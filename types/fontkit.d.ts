/**
 * The part of fontkit (the font library @react-pdf/renderer draws with) the site reads: a font's
 * characters, its weight and the width of a line of text set in it.
 */
declare module 'fontkit' {
  export interface Font {
    unitsPerEm: number;
    /** Its PostScript name, which a PDF names an embedded font by. */
    postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): { advanceWidth: number };
    /** The OS/2 table, which holds the weight class (100-900) of a font that has one. */
    'OS/2'?: { usWeightClass: number };
  }
  /** A collection (.ttc) holds several fonts. */
  export interface FontCollection {
    fonts: Font[];
  }
  export function openSync(file: string): Font;
  export function create(data: Buffer): Font | FontCollection;
}
