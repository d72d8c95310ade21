import { defaultLanguage } from '@/lib/i18n/languages';
import { jsonFeed } from '@/lib/writing/feeds';

export const dynamic = 'force-static';

/** JSON Feed of the notes in the default language. */
export async function GET() {
  return new Response(await jsonFeed(defaultLanguage), {
    headers: { 'Content-Type': 'application/feed+json; charset=utf-8' },
  });
}
