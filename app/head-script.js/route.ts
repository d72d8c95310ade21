import { headScript } from '@/lib/head-script';

// Written once at build time as out/head-script.js; the post-build writes it into every page's
// <head> and removes the file (scripts/postbuild/head-script.mjs).
export const dynamic = 'force-static';

export function GET() {
  return new Response(headScript(), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
}
