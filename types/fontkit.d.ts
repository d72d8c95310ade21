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
    hasGlyphForCodePoint(codePoint: number): boolean;
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
