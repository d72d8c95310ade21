import { jsonResumeText } from '@/lib/cv/outputs';
import { routeLanguages } from '@/lib/i18n/languages';

// Written once at build time as out/<lang>/resume.json (that language's CV).
export const dynamic = 'force-static';
export const dynamicParams = false;

// The languages under their code; a one-language site's default, whose copy the post-build drops.
export function generateStaticParams() {
  return routeLanguages.map((lang) => ({ lang }));
}

export async function GET(_request: Request, { params }: RouteContext<'/[lang]/resume.json'>) {
  return new Response(jsonResumeText((await params).lang), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
