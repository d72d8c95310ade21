/**
 * The CV PDF's file name, derived from the owner's full name so it is typed once and follows a
 * rename in every language: 'Raka-Pratama-CV.pdf', and 'Raka-Pratama-CV-ID.pdf' for another
 * language. Pure, safe anywhere (the tests use it to find the file).
 */
import slugify from 'slugify';

/**
 * The name's words in Latin letters joined by '-' ('Siti Nurhaliza' → 'Siti-Nurhaliza'): accents
 * dropped and other alphabets spelled out by `slugify` ('Łukasz' → 'Lukasz', 'Иван' → 'Ivan'), so
 * the file keeps its owner's name in any browser and on any disk. Whatever it cannot spell
 * (Chinese, Japanese, Arabic) is left out.
 */
function fileNamePart(fullName: string): string {
  // Every run of what is not a letter or digit parts two words ('O’Brien' → 'O-Brien').
  return slugify(fullName.replace(/[^\p{L}\p{N}]+/gu, ' '), { strict: true });
}

/**
 * The download name of the CV PDF in a language: `language` is omitted for the default one.
 * It is the last segment of the PDF's address, so only letters, digits and '-' ever appear.
 */
export function cvFileName(fullName: string, language?: string): string {
  const suffix = language ? `-${language.toUpperCase()}` : '';
  const name = fileNamePart(fullName);
  return `${name ? `${name}-` : ''}CV${suffix}.pdf`;
}
