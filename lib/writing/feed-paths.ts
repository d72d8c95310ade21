import { languagePath, type Language } from '@/lib/i18n/languages';

/** Route paths of a language's feeds: '/feed.xml' and '/feed.json', under '/id' for Indonesian. */
export function feedPaths(lang: Language) {
  return { rss: languagePath(lang, '/feed.xml'), json: languagePath(lang, '/feed.json') };
}
