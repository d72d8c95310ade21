/**
 * The CV's files, one set per language: the PDF (`/cv/<cvFileName>`, each language its own file
 * name) and `resume.json` (`/resume.json`, `/id/resume.json`), from the same model as the /cv page.
 */
import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { absoluteUrl } from '@/lib/config/paths';
import { renderCvPdf } from '@/lib/cv/pdf';
import { toJsonResume } from '@/lib/cv/resume';
import { contentFor } from '@/lib/i18n/content';
import {
  defaultLanguage,
  languageCodes,
  languageDirection,
  languagePath,
  splitLanguagePath,
  type Language,
} from '@/lib/i18n/languages';
import { absoluteImageUrl } from '@/lib/media/images';

/**
 * Absolute URLs of a language's pages: a route of the default language ('/cv') becomes that
 * language's ('/id/cv'); a route already in the language (a CV project link) stays as it is.
 */
function absoluteUrlIn(language: Language): (route: string) => string {
  return (route) =>
    absoluteUrl(
      language !== defaultLanguage && splitLanguagePath(route).language === language
        ? route
        : languagePath(language, route),
    );
}

/** Every language's CV PDF file name, with its language. */
export function cvPdfFiles(): { language: Language; file: string }[] {
  return languageCodes.map((language) => ({
    language,
    file: contentFor(language).cvModel.pdf.fileName,
  }));
}

/**
 * The PDF of a language's CV. An owner who set `cv.ownPdfPath` gets their own file here too, so
 * this address never disagrees with the download link; the generated CV is then not drawn at all.
 */
export async function cvPdf(language: Language): Promise<Buffer> {
  const { cvModel, cvCopy } = contentFor(language);
  return cvModel.pdf.generated
    ? renderCvPdf(cvModel, {
        copy: cvCopy,
        language,
        direction: languageDirection(language),
        absoluteUrl: absoluteUrlIn(language),
      })
    : fs.readFile(path.join(process.cwd(), 'public', cvModel.pdf.path));
}

/** A language's CV in the JSON Resume format, as the file's text. */
export function jsonResumeText(language: Language): string {
  const { cvModel, site } = contentFor(language);
  const resume = toJsonResume(cvModel, {
    absoluteUrl: absoluteUrlIn(language),
    photoUrl: absoluteImageUrl(site.photo),
    lastModified: new Date(),
  });
  return `${JSON.stringify(resume, null, 2)}\n`;
}
