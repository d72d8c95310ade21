import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { analytics } from './lib/analytics/config.mjs';
import { analyticsBuildConstants } from './lib/analytics/providers.mjs';
// The base path (e.g. `/portfolio` for a GitHub Pages project site; '' at the domain root).
import { basePath, siteUrl } from './lib/config/env.mjs';

const nextConfig: NextConfig = {
  // Static HTML export: `next build` writes the whole site to `out/`.
  output: 'export',
  basePath: basePath || undefined,
  // `/portofolio/3` is written as `portofolio/3.html`; hosts map clean URLs (see the README's Deploy).
  trailingSlash: false,
  images: {
    // No image server behind a static export: images are pre-sized files or Cloudinary URLs.
    unoptimized: true,
  },
  sassOptions: {
    // Lets every module write `@use 'tokens' as *;` instead of a relative path.
    loadPaths: [path.join(process.cwd(), 'styles')],
  },
  // The test builds (scripts/build-e2e.mjs sets E2E_BUILD) skip the type check: `npm test` runs
  // it once on its own, instead of once per test site.
  typescript: { ignoreBuildErrors: process.env.E2E_BUILD === '1' },
  experimental: {
    // Each language has its own root layout (app/(default), app/[lang]), so the site-wide 404
    // page is app/global-not-found.tsx, which brings its own document.
    globalNotFound: true,
    // Turbopack keeps its work in .next/ for the next build (on by default). A test build that
    // can neither use a cache nor leave one a later build uses goes without (scripts/build-e2e.mjs
    // sets E2E_BUILD_CACHE): writing it took 10 s of a 49 s build on this 2-core machine.
    turbopackFileSystemCacheForBuild: process.env.E2E_BUILD_CACHE !== 'off',
  },
  // The analytics provider's settings, inlined into the browser code as build-time constants
  // (lib/analytics/load.ts): with analytics off they are '' and no provider code is bundled.
  env: analyticsBuildConstants(analytics, siteUrl),
  poweredByHeader: false,
  reactStrictMode: true,
};

// The development server runs without the export setting: with it, Next answers an address that
// is no page (`/nope`, `/portofolio/99`) with a 500 error while trying it as a language or an id
// its static params lack; without it, every segment's `dynamicParams = false` gives the 404 page, as
// the exported site does. `next build` still exports, and names anything an export cannot do.
export default function config(phase: string): NextConfig {
  return phase === PHASE_DEVELOPMENT_SERVER ? { ...nextConfig, output: undefined } : nextConfig;
}
