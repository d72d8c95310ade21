/**
 * Pagefind's browser API, loaded on first use from the index the build writes to /pagefind/.
 * The URL is imported as is (no bundling), so nothing of Pagefind is in the site's scripts.
 */
import { withBasePath } from '@/lib/config/base-path.mjs';

export interface PagefindResultData {
  url: string;
  /** HTML with <mark> around the matched words; Pagefind escapes the page text. */
  excerpt: string;
  meta: { title?: string };
}

interface PagefindResult {
  id: string;
  data: () => Promise<PagefindResultData>;
}

interface PagefindApi {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  debouncedSearch: (
    query: string,
    options?: Record<string, unknown>,
    wait?: number,
  ) => Promise<{ results: PagefindResult[] } | null>;
}

let loading: Promise<PagefindApi> | undefined;

/** Loads Pagefind once; a failed load is forgotten so a later try can succeed. */
export function loadPagefind(): Promise<PagefindApi> {
  loading ??= (async () => {
    const url = withBasePath('/pagefind/pagefind.js');
    const api = (await import(
      /* webpackIgnore: true */ /* turbopackIgnore: true */ url
    )) as PagefindApi;
    await api.options({ baseUrl: withBasePath('/') });
    await api.init();
    return api;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** A page address as the site links it: Pagefind reports the exported file ('/x.html'). */
export function pageUrl(url: string): string {
  return url.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
}
