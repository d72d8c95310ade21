/** The part of fontkit (a dependency of @react-pdf/renderer) the site reads: a font's characters. */
declare module 'fontkit' {
  export function openSync(file: string): { hasGlyphForCodePoint(codePoint: number): boolean };
}
