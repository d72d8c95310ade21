import { defaultLanguage } from '@/lib/i18n/languages';
import { rssFeed } from '@/lib/writing/feeds';

export const dynamic = 'force-static';

/** RSS 2.0 of the notes in the default language. */
export async function GET() {
  return new Response(await rssFeed(defaultLanguage), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
