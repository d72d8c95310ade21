/**
 * Runs after `next build` (see the `build` script): the steps below rewrite the static export in
 * out/, in this order. Each reports how many pages or files it changed, and one that finds none of
 * the markup it rewrites stops the build (scripts/postbuild/pipeline.mjs). To add a step, write it
 * beside these (a PageStep or SiteStep, with its test) and list it here.
 */
import fs from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';
import { compileHintsStep } from './compile-hints.mjs';
import { dropDefaultLanguageCopy } from './default-language-copy.mjs';
import { dropWritingWithoutNotes } from './writing-without-notes.mjs';
import { dropImageOriginals } from './image-originals.mjs';
import { MANIFEST_FILE } from '../../lib/media/image-paths.mjs';
import { headScriptStep } from './head-script.mjs';
import { deferScriptsStep } from './defer-scripts.mjs';
import { externalPayloadStep } from './external-payload.mjs';
import { inlineBoundariesStep } from './inline-boundaries.mjs';
import { inlineStylesStep } from './inline-styles.mjs';
import { manifestLinkStep } from './manifest-link.mjs';
import { criticalStylesStep } from './critical-styles.mjs';
import { PostbuildStepError, readSite, runSteps } from './pipeline.mjs';
import { inlineHintsStep, prefetchHintsStep } from './prefetch-hints.mjs';
import { cspMetaStep, headersFileStep } from './security-headers.mjs';

const steps = [
  inlineBoundariesStep, // parts that hydrate on their own written in place, not moved in by a script
  deferScriptsStep, // the framework's scripts start once the LCP image has painted
  manifestLinkStep, // the web manifest linked by React as it hydrates, not asked for during the first paint
  inlineStylesStep, // each page's stylesheets written into its HTML: nothing blocks the first paint
  criticalStylesStep, // of those, only the rules the page's HTML uses; the whole sheets after paint
  inlineHintsStep, // no payload row repeats what the page's <head> already preloads or inlines
  externalPayloadStep, // the payload in a file the loader runs first: the HTML carries what is shown
  cspMetaStep, // a per-page policy allowing exactly the page's inline scripts, for any host
  headersFileStep, // out/_headers: the same policies and the other headers, for Netlify and Cloudflare
  compileHintsStep, // every script compiled off the main thread while it downloads
  prefetchHintsStep, // a prefetched page's payload downloads none of that page's images or styles
];

const root = path.resolve(import.meta.dirname, '..', '..');
// `next build` reads the .env files; plain Node does not: load them the same way before the
// settings are read, so the policies name the same hosts as the pages.
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
const { basePath, cloudinaryCloudName, emailjsApiOrigin, localhostWarning, siteUrlSource } =
  await import('../../lib/config/env.mjs');
const { analytics } = await import('../../lib/analytics/config.mjs');
const { analyticsSources } = await import('../../lib/analytics/providers.mjs');

const outDir = path.join(root, 'out');
if (!fs.existsSync(outDir)) {
  console.error('postbuild: out/ does not exist; run `next build` first.');
  process.exit(1);
}
if (siteUrlSource === 'default') console.warn(localhostWarning());

// First, before the pages are read: the default language lives at the root only.
let headScript;
try {
  headScript = headScriptStep(outDir); // React leaves the head script to this step in a build
  const { language, removed } = dropDefaultLanguageCopy(outDir);
  console.log(`postbuild: default language copy: removed ${removed} entries of out/${language}*`);
  const manifest = JSON.parse(fs.readFileSync(path.join(root, MANIFEST_FILE), 'utf8'));
  const originals = dropImageOriginals(outDir, manifest);
  console.log(`postbuild: image originals: removed ${originals} (pages use out/img/)`);
  const withoutNotes = dropWritingWithoutNotes(outDir);
  if (withoutNotes.length > 0) {
    console.log(`postbuild: no notes in ${withoutNotes.join(', ')}: notes pages and feeds removed`);
  }
} catch (error) {
  console.error(`\n✖ postbuild: ${error.message}\n`);
  process.exit(1);
}

const site = readSite(outDir, {
  basePath,
  emailjsOrigin: emailjsApiOrigin,
  cloudinary: cloudinaryCloudName !== '',
  analytics: analyticsSources(analytics),
});
try {
  await runSteps([headScript, ...steps], site, {
    savePage: (page) => fs.writeFileSync(page.file, page.html),
    log: (line) => console.log(line),
  });
} catch (error) {
  if (!(error instanceof PostbuildStepError)) throw error;
  console.error(`\n✖ ${error.message}\n`);
  process.exit(1);
}
