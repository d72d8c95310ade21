import { rssFeed } from '@/lib/writing/feeds';
import { notesLanguageParams } from '@/lib/writing/routes';

// Written once at build time as out/<lang>/feed.xml, for each language that has notes.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = notesLanguageParams;

export async function GET(_request: Request, { params }: RouteContext<'/[lang]/feed.xml'>) {
  return new Response(await rssFeed((await params).lang), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
