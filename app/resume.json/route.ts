import { jsonResumeText } from '@/lib/cv/outputs';
import { defaultLanguage } from '@/lib/i18n/languages';

// Written once at build time as out/resume.json (the default language's CV).
export const dynamic = 'force-static';

export function GET() {
  return new Response(jsonResumeText(defaultLanguage), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
