import { headScript } from '@/lib/head-script';

/**
 * The inline script that runs before first paint (lib/head-script/index.ts lists its parts): it
 * marks <html> with `data-js`, `data-device` and `data-theme`, and holds presses on controls
 * React does not drive yet. Must sit in <head> so the right layout and palette are the
 * first ones painted. Its hash goes into the CSP at build time (scripts/postbuild/ hashes every
 * inline script).
 */
export function HeadScript() {
  // A build gets it from the post-build instead (scripts/postbuild/head-script.mjs), which keeps
  // it out of the page's RSC payload; the development server has no post-build.
  if (process.env.NODE_ENV === 'production') return null;
  return <script dangerouslySetInnerHTML={{ __html: headScript() }} />;
}
