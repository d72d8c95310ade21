import fs from 'node:fs/promises';
import path from 'node:path';
import { cvCopy, site } from '@/content';
import { cvModel } from '@/lib/cv/site-cv';
import { renderCvPdf } from '@/lib/cv/pdf';
import { absoluteUrl } from '@/lib/config/paths';

// Written once at build time as out/cv/<site.cvFileName>, from the same model as the /cv page.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ file: site.cvFileName }];
}

export async function GET() {
  // An owner who set `cv.ownPdfPath` gets their own file here too, so this address never
  // disagrees with the download link; the generated CV is then not drawn at all.
  const pdf = cvModel.pdf.generated
    ? await renderCvPdf(cvModel, { copy: cvCopy, absoluteUrl })
    : await fs.readFile(path.join(process.cwd(), 'public', cvModel.pdf.path));
  return new Response(new Uint8Array(pdf), {
    headers: { 'Content-Type': 'application/pdf' },
  });
}
