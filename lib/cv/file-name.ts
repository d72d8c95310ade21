/**
 * The CV PDF's file name, derived from the owner's full name so it is typed once and follows a
 * rename in every language: 'Raka-Pratama-CV.pdf', and 'Raka-Pratama-CV-ID.pdf' for another
 * language. Pure, safe anywhere (the tests use it to find the file).
 */

/** The name's letters and digits joined by '-', accents dropped ('Siti Nurhaliza' → 'Siti-Nurhaliza'). */
function fileNamePart(fullName: string): string {
  return fullName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
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
