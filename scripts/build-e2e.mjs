/**
 * Builds every exported site the browser tests need (see e2e/sites.mjs), one after another.
 * Each build gets only its own NEXT_PUBLIC_* values, never the developer's .env.local values.
 * Set E2E_SKIP_BUILD=1 to reuse the builds from a previous run while iterating on tests.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { testSites } from '../e2e/sites.mjs';

const root = path.resolve(import.meta.dirname, '..');

if (process.env.E2E_SKIP_BUILD === '1') {
  const missing = testSites.filter((site) => !fs.existsSync(path.join(root, site.outDir, 'index.html')));
  if (missing.length === 0) {
    console.log('E2E_SKIP_BUILD=1: reusing existing test builds.');
    process.exit(0);
  }
  console.log(`E2E_SKIP_BUILD=1 but ${missing.map((s) => s.name).join(', ')} missing: building.`);
}

// Start from the machine's environment minus any site configuration it carries.
const baseEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.startsWith('NEXT_PUBLIC_')),
);

// Build the variants first and `main` last, so out/ and .next/ end as the main build.
const ordered = [...testSites.filter((s) => s.name !== 'main'), ...testSites.filter((s) => s.name === 'main')];

for (const site of ordered) {
  const started = Date.now();
  console.log(`\n▶ Building test site "${site.name}" → ${site.outDir}`);
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...baseEnv, NEXT_TELEMETRY_DISABLED: '1', ...site.env },
  });
  if (result.status !== 0) {
    console.error(`✖ Build of test site "${site.name}" failed.`);
    process.exit(result.status ?? 1);
  }
  if (site.outDir !== 'out') {
    const target = path.join(root, site.outDir);
    fs.rmSync(path.join(root, site.serveDir), { recursive: true, force: true });
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(path.join(root, 'out'), target);
    // A host serving a base-path site (GitHub Pages) answers unknown URLs with the 404 page at
    // its root; copy it there so the static server does the same.
    if (site.serveDir !== site.outDir) {
      fs.copyFileSync(path.join(target, '404.html'), path.join(root, site.serveDir, '404.html'));
    }
  }
  console.log(`✔ ${site.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
