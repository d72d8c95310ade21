/** @jest-environment node */
import { deflateSync } from 'node:zlib';
import { embeddedFontNames, unmappedLetters } from '@/test/pdf-fonts';

/** A PDF's bytes (as latin1) holding one compressed stream of `text`. */
const withStream = (text: string) =>
  `%PDF-1.3\n7 0 obj\n<< /Filter /FlateDecode >>\nstream\n${deflateSync(text).toString('latin1')}\nendstream\nendobj\n`;

describe("a PDF's fonts, read from its bytes", () => {
  it('are named once each, the built-in ones left out', () => {
    const pdf = [
      '/BaseFont /ABCDEF+Inter-Bold',
      '/BaseFont /GHIJKL+Inter-Bold',
      '/BaseFont /MNOPQR+WenQuanYiMicroHei',
      '/BaseFont /Helvetica',
    ].join('\n');
    expect(embeddedFontNames(pdf)).toEqual(['Inter-Bold', 'WenQuanYiMicroHei']);
  });

  it('map back to text the letters their ToUnicode maps name, one beyond U+FFFF as two code units', () => {
    // As pdfkit writes it: glyph 1 is 山, glyph 2 the ideograph U+20000 (its surrogates spaced).
    const map = withStream(
      'begincmap\n1 beginbfrange\n<0000> <0002> [<0000> <5c71> <d840 dc00>]\nendbfrange\nendcmap',
    );
    expect(unmappedLetters(map, ['山', '𠀀', '川'])).toEqual(['川']);
    // Another stream (a page's text) maps nothing.
    expect(unmappedLetters(withStream('BT /F1 12 Tf <0001> Tj ET'), ['山'])).toEqual(['山']);
  });
});
