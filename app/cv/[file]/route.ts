import { cvPdf, cvPdfFiles } from '@/lib/cv/outputs';

// Written once at build time as out/cv/<cvFileName> per language, from the same model as /cv.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return cvPdfFiles().map(({ file }) => ({ file }));
}

export async function GET(_request: Request, { params }: RouteContext<'/cv/[file]'>) {
  const { file } = await params;
  const entry = cvPdfFiles().find((candidate) => candidate.file === file);
  if (!entry) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(await cvPdf(entry.language)), {
    headers: { 'Content-Type': 'application/pdf' },
  });
}
