/**
 * Builds every exported site the browser tests need (see e2e/sites.mjs), one after another.
 * Each build gets only its own NEXT_PUBLIC_* values, never the developer's .env.local values.
 * Set E2E_SKIP_BUILD=1 to reuse the builds from a previous run while iterating on tests.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testSites } from '../e2e/sites.mjs';

const root = path.resolve(import.meta.dirname, '..');

let sites = testSites;
if (process.env.E2E_SKIP_BUILD === '1') {
  const missing = testSites.filter((site) => !fs.existsSync(path.join(root, site.outDir, 'index.html')));
  if (missing.length === 0) {
    console.log('E2E_SKIP_BUILD=1: reusing existing test builds.');
    process.exit(0);
  }
  console.log(`E2E_SKIP_BUILD=1 but ${missing.map((s) => s.name).join(', ')} missing: building those.`);
  sites = missing;
}

// Start from the machine's environment minus any site configuration it carries.
const baseEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.startsWith('NEXT_PUBLIC_')),
);

/**
 * A copy of the project without the given public/ folders, for a build that must prove it does
 * not need them; the real public/ is never touched. node_modules is hard-linked (fast, no extra
 * space; a symlink out of the project root is refused by Turbopack).
 * @param {string[]} withoutPublic
 */
function sourceCopyWithout(withoutPublic) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-e2e-'));
  const skipped = withoutPublic.map((folder) => `public/${folder}/`);
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && !skipped.some((prefix) => file.startsWith(prefix)));
  for (const file of files) {
    if (!fs.existsSync(path.join(root, file))) continue; // deleted but not yet committed
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(copy, file));
  }
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(copy, 'node_modules')]);
  return copy;
}

// Build the variants first and `main` last, so out/ and .next/ end as the main build.
const ordered = [...sites.filter((s) => s.name !== 'main'), ...sites.filter((s) => s.name === 'main')];

for (const site of ordered) {
  const started = Date.now();
  console.log(`\n▶ Building test site "${site.name}" → ${site.outDir}`);
  const cwd = site.withoutPublic ? sourceCopyWithout(site.withoutPublic) : root;
  const result = spawnSync('npm', ['run', 'build'], {
    cwd,
    stdio: 'inherit',
    env: { ...baseEnv, NEXT_TELEMETRY_DISABLED: '1', ...site.env },
  });
  if (result.status !== 0) {
    if (cwd !== root) fs.rmSync(cwd, { recursive: true, force: true });
    console.error(`✖ Build of test site "${site.name}" failed.`);
    process.exit(result.status ?? 1);
  }
  if (site.outDir !== 'out') {
    const target = path.join(root, site.outDir);
    fs.rmSync(path.join(root, site.serveDir), { recursive: true, force: true });
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // cpSync, not rename: the copy may sit on another file system (the system's temp folder).
    fs.cpSync(path.join(cwd, 'out'), target, { recursive: true });
    fs.rmSync(path.join(cwd, 'out'), { recursive: true, force: true });
    if (cwd !== root) fs.rmSync(cwd, { recursive: true, force: true });
    // A host serving a base-path site (GitHub Pages) answers unknown URLs with the 404 page at
    // its root; copy it there so the static server does the same.
    if (site.serveDir !== site.outDir) {
      fs.copyFileSync(path.join(target, '404.html'), path.join(root, site.serveDir, '404.html'));
    }
  }
  console.log(`✔ ${site.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
