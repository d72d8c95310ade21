/**
 * The part of fontkit (the font library @react-pdf/renderer draws with) the site reads: a font's
 * characters, its family, its weight and the width of a line of text set in it.
 */
declare module 'fontkit' {
  export interface Font {
    unitsPerEm: number;
    /** Its PostScript name, which a PDF names an embedded font by. */
    postscriptName: string;
    /** Its family name ('Noto Sans JP'; a static weight of a Google font may say 'Noto Sans JP Black'). */
    familyName: string | null;
    /** A string of its name table: 'preferredFamily' is the typographic family ('Noto Sans JP'). */
    getName(key: string): string | null;
    /** Its line's ascent (positive) and descent (negative), in font units (the hhea table's). */
    ascent: number;
    descent: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    /** The glyph of a character: its ink's box, in font units. */
    glyphForCodePoint(codePoint: number): {
      bbox: { minX: number; minY: number; maxX: number; maxY: number };
    };
    layout(text: string): { advanceWidth: number };
    /** The OS/2 table: the weight class (100-900) of a font that has one, and whether it is an italic. */
    'OS/2'?: { usWeightClass: number; fsSelection: { italic: boolean } };
  }
  /** A collection (.ttc) holds several fonts. */
  export interface FontCollection {
    fonts: Font[];
  }
  export function openSync(file: string): Font;
  export function create(data: Buffer): Font | FontCollection;
}
