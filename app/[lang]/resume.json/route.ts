import { jsonResumeText } from '@/lib/cv/outputs';
import { prefixedLanguages } from '@/lib/i18n/languages';

// Written once at build time as out/<lang>/resume.json (that language's CV).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return prefixedLanguages.map((lang) => ({ lang }));
}

export async function GET(_request: Request, { params }: RouteContext<'/[lang]/resume.json'>) {
  return new Response(jsonResumeText((await params).lang), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
