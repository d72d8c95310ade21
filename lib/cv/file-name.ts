/**
 * The CV PDF's file name, derived from the owner's full name so it is typed once and follows a
 * rename in every language: 'Raka-Pratama-CV.pdf', and 'Raka-Pratama-CV-ID.pdf' for another
 * language; and the name it is saved under, in the name's own letters. Pure, safe anywhere (the tests use it to find the file).
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

/** The suffix of a language's CV file ('-ID'), none for the default language. */
function languageSuffix(language?: string): string {
  return language ? `-${language.toUpperCase()}` : '';
}

/**
 * The address's file name of the CV PDF in a language: `language` is omitted for the default one.
 * It is the last segment of the PDF's address, so only letters, digits and '-' ever appear.
 */
export function cvFileName(fullName: string, language?: string): string {
  const name = fileNamePart(fullName);
  return `${name ? `${name}-` : ''}CV${languageSuffix(language)}.pdf`;
}

/**
 * The name a visitor's browser saves the CV PDF under (its links' `download`): the owner's name in
 * its own letters, accents and marks kept ('山田花子-CV.pdf', 'José-Núñez-CV-ID.pdf'), where the
 * address (cvFileName) keeps to what every host and every link serves. Every run of what is
 * neither a letter, a mark nor a digit becomes one '-', so nothing a disk refuses (/ \ : * ? " < >
 * |) is left in it.
 */
export function cvDownloadName(fullName: string, language?: string): string {
  const name = fullName
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
  return `${name ? `${name}-` : ''}CV${languageSuffix(language)}.pdf`;
}
