import { jsonFeed } from '@/lib/writing/feeds';
import { notesLanguageParams } from '@/lib/writing/routes';

// Written once at build time as out/<lang>/feed.json, for each language that has notes.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = notesLanguageParams;

export async function GET(_request: Request, { params }: RouteContext<'/[lang]/feed.json'>) {
  return new Response(await jsonFeed((await params).lang), {
    headers: { 'Content-Type': 'application/feed+json; charset=utf-8' },
  });
}
