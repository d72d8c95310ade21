import { jsonResumeText } from '@/lib/cv/outputs';
import { languageCodes } from '@/lib/i18n/languages';

// Written once at build time as out/<lang>/resume.json (that language's CV).
export const dynamic = 'force-static';
export const dynamicParams = false;

// Every language, the default included, so that a one-language site still exports this route;
// the post-build drops the default language's copy (it is served at the root).
export function generateStaticParams() {
  return languageCodes.map((lang) => ({ lang }));
}

export async function GET(_request: Request, { params }: RouteContext<'/[lang]/resume.json'>) {
  return new Response(jsonResumeText((await params).lang), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
