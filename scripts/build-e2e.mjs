/**
 * Builds every exported site the browser tests need (see e2e/support/sites.mjs).
 * Each build gets only its own NEXT_PUBLIC_* values, never the developer's .env.local values.
 *
 * Locally, a site whose inputs (sources, public files, lockfile, its environment) have not changed
 * since its last build here is not built again: see `inputsHash`. With CI=true every site is
 * always built. E2E_SKIP_BUILD=1 reuses whatever builds exist; E2E_FORCE_BUILD=1 rebuilds all;
 * E2E_SITES=a,b limits the run to those sites.
 *
 * What runs in parallel: two chains of builds, side by side. `next build` locks and writes `.next/`
 * of the checkout (export mode keeps its build files there whatever distDir says), so the builds
 * made in the checkout run one after another and share Turbopack's cache there. The sites built
 * from a copy of the project (`withoutPublic`, `onlyDefaultLanguage`, `overlay`) take turns in ONE copy,
 * refilled from the checkout before each: its `.next/` keeps Turbopack's cache from one to the
 * next, so only the first compiles cold (alone, a cold build took 28 s here and the next one in
 * the same copy 18 s). Each chain's single-threaded phases (page generation, the post-build) fill
 * the other's gaps on two cores. Four builds at once, as before, took 140 s where the two chains
 * took 108 (CI=true, in a checkout): they fought over the cores and each compiled everything cold.
 */
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtInCopy, DoesNotFit, skipNoteOf, testSites } from '../e2e/support/sites.mjs';
import { imageCacheDir } from '../lib/media/image-paths.mjs';

const root = path.resolve(import.meta.dirname, '..');
const stampDir = path.join(root, '.e2e-builds');
const isCI = Boolean(process.env.CI);

if (process.env.E2E_SKIP_BUILD === '1') {
  const missing = testSites.filter(
    (site) => !fs.existsSync(path.join(root, site.outDir, 'index.html')),
  );
  if (missing.length === 0) {
    console.log('E2E_SKIP_BUILD=1: reusing existing test builds.');
    process.exit(0);
  }
  console.log(`E2E_SKIP_BUILD=1 but ${missing.map((s) => s.name).join(', ')} missing: building.`);
}

/** Folders and files a build reads; everything else (tests, docs, e2e/) cannot change it. */
const BUILD_INPUTS = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'styles',
  'types',
  'hooks',
  'scripts/postbuild',
  'scripts/check',
  'scripts/images',
  'scripts/search-index.mjs',
  'next.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** Every file under `entry`, skipping unit tests (they never reach a build). */
function inputFiles(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((child) => !/\.test\.(ts|tsx|mjs)$/.test(child.name))
    .flatMap((child) => inputFiles(path.join(entry, child.name)));
}

/** A hash of everything a site's build depends on. */
function inputsHash(site, files) {
  const hash = crypto.createHash('sha256');
  hash.update(
    JSON.stringify({
      env: site.env,
      withoutPublic: site.withoutPublic,
      onlyDefaultLanguage: site.onlyDefaultLanguage,
      overlay: site.overlay,
      photoFixture: site.photoFixture,
      node: process.version,
    }),
  );
  for (const file of [...files, ...(site.overlay ? inputFiles(site.overlay).sort() : [])]) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/** What the last build of a site left: its inputs' hash and its index.html's size and time. */
function stampOf(site, hash) {
  const index = path.join(root, site.outDir, 'index.html');
  if (!fs.existsSync(index)) return undefined;
  if (site.contentDir && !fs.existsSync(path.join(root, site.contentDir))) return undefined;
  const { size, mtimeMs } = fs.statSync(index);
  return JSON.stringify({ hash, size, mtimeMs });
}

const stampFile = (site) => path.join(stampDir, `${site.name}.inputs.json`);

// Start from the machine's environment minus any site configuration it carries.
const baseEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.startsWith('NEXT_PUBLIC_')),
);

/** Entries of a copy kept from one site's build to the next: Turbopack's cache, the modules. */
const KEPT_IN_COPY = new Set(['.next', 'node_modules']);

/**
 * The copy of the project the sites that differ from the checkout are built in, in turn.
 * node_modules is hard-linked (fast, no extra space; Turbopack refuses a symlink that leaves the
 * project root); `fillCopy` puts each site's sources in.
 */
function makeCopy() {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-e2e-'));
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(copy, 'node_modules')]);
  return copy;
}

/**
 * Refills the copy for a site: everything but its `.next/` and node_modules removed, then the
 * checkout's files put back without the given public/ folders (a build that must prove it does
 * not need them), with fewer languages, or with another owner's content; the checkout is never
 * touched.
 * @param {string} copy
 * @param {import('../e2e/support/sites.mjs').TestSite} site
 */
async function fillCopy(copy, { name, withoutPublic = [], onlyDefaultLanguage }) {
  for (const entry of fs.readdirSync(copy)) {
    if (!KEPT_IN_COPY.has(entry))
      fs.rmSync(path.join(copy, entry), { recursive: true, force: true });
  }
  const skipped = withoutPublic.map((folder) => `public/${folder}/`);
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  for (const file of listed.split('\0')) {
    if (!file || skipped.some((prefix) => file.startsWith(prefix))) continue;
    if (!fs.existsSync(path.join(root, file))) continue; // deleted, not yet committed
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(copy, file));
  }
  if (onlyDefaultLanguage) keepDefaultLanguage(path.join(copy, 'content', 'languages.ts'));
  await overlays.get(name)?.(copy);
}

/**
 * Leaves only the first (default) language in a copy's content/languages.ts, as an owner who
 * deletes the other entries would (one entry per line, `{ code: 'id', … }`), and deletes the other
 * languages' folders of content/translations/.
 * @param {string} file
 */
function keepDefaultLanguage(file) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  // The first entry is the default language; an owner's content of one language stays as it is.
  const first = lines.findIndex((line) => /^\s*\{ code: '[^']+'/.test(line));
  if (first < 0) throw new Error(`no language entry found in ${file}`);
  const codes = [/^\s*\{ code: '([^']+)'/.exec(lines[first])[1]];
  const kept = lines.filter((line, index) => index === first || !/^\s*\{ code: '[^']+'/.test(line));
  fs.writeFileSync(file, kept.join('\n'));
  // And deletes the words of the languages left out, as the README allows: nothing reads them.
  const translations = path.join(path.dirname(file), 'translations');
  for (const entry of fs.readdirSync(translations, { withFileTypes: true })) {
    if (entry.isDirectory() && !codes.includes(entry.name)) {
      fs.rmSync(path.join(translations, entry.name), { recursive: true });
    }
  }
}

// E2E_SITES=main,cloudinary builds only those (while iterating on the specs that use them).
const only = process.env.E2E_SITES?.split(',').map((name) => name.trim());
const chosen = only ? testSites.filter((site) => only.includes(site.name)) : testSites;
const files = BUILD_INPUTS.flatMap(inputFiles).sort();
const buildEnv = (site) => ({
  ...baseEnv,
  NEXT_TELEMETRY_DISABLED: '1',
  // E2E_BUILD: next.config.ts skips the type check, which `npm test` runs once on its own.
  E2E_BUILD: '1',
  // One cache of encoded images for every build, the copies' included: each image is encoded once.
  IMAGE_CACHE_DIR: imageCacheDir(root),
  ...site.env,
});

/** Whether a site's last build here is still current (never on CI). */
function isCurrent(site, hash) {
  if (isCI || process.env.E2E_FORCE_BUILD === '1' || !fs.existsSync(stampFile(site))) return false;
  return fs.readFileSync(stampFile(site), 'utf8') === stampOf(site, hash);
}

/**
 * Moves or copies a finished build from `cwd`/out to the site's folder and stamps it; keeps the
 * content/ it was built from where the site's tests read it (`contentDir`).
 */
function place(site, cwd, hash) {
  if (site.contentDir) {
    const target = path.join(root, site.contentDir);
    fs.rmSync(target, { recursive: true, force: true });
    fs.cpSync(path.join(cwd, 'content'), target, { recursive: true });
  }
  if (site.outDir !== 'out') {
    const target = path.join(root, site.outDir);
    fs.rmSync(path.join(root, site.serveDir), { recursive: true, force: true });
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (cwd === root) {
      fs.renameSync(path.join(root, 'out'), target);
    } else {
      // Copied, not renamed: the source copy sits in the system's temp folder, maybe another disk.
      fs.cpSync(path.join(cwd, 'out'), target, { recursive: true });
    }
    // A host serving a base-path site (GitHub Pages) answers unknown URLs with the 404 page at
    // its root; copy it there so the static server does the same.
    if (site.serveDir !== site.outDir) {
      fs.copyFileSync(path.join(target, '404.html'), path.join(root, site.serveDir, '404.html'));
    }
  }
  fs.mkdirSync(stampDir, { recursive: true });
  fs.writeFileSync(stampFile(site), stampOf(site, hash));
}

const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const hashed = chosen.map((site) => ({ site, hash: inputsHash(site, files) }));
// A variant built in the checkout passes through out/, where the main build lives: main is then
// rebuilt too, even if its inputs are unchanged.
const outReused = !hashed.some(
  ({ site, hash }) => site.outDir !== 'out' && !builtInCopy(site) && !isCurrent(site, hash),
);
const toBuild = hashed.filter(({ site, hash }) => {
  if (!isCurrent(site, hash) || (site.outDir === 'out' && !outReused)) return true;
  console.log(`✔ ${site.name}: inputs unchanged since its last build, reused (${site.outDir})`);
  return false;
});
for (const { site } of toBuild) fs.rmSync(stampFile(site), { force: true });

/** Each overlay's edit, loaded before any build starts (`fillCopy` applies it, awaited). */
const overlays = new Map();
for (const { site } of toBuild.filter(({ site }) => site.overlay)) {
  const { default: apply } = await import(path.join(root, site.overlay, 'apply.mjs'));
  overlays.set(site.name, apply);
}

/**
 * Runs `npm run build` (or `command`) for a site in `cwd`; resolves to whether it passed. The
 * checkout's builds print live; the copy's keep their output in a log, printed when one fails.
 * `keepCache: false` builds without Turbopack's cache in .next/ (neither read nor written).
 */
function runBuild(site, cwd, live, { keepCache = true, command = ['npm', ['run', 'build']] } = {}) {
  const log = path.join(cwd, 'build.log');
  const fd = live ? undefined : fs.openSync(log, 'w');
  const child = spawn(command[0], command[1], {
    cwd,
    stdio: live ? 'inherit' : ['ignore', fd, fd],
    env: { ...buildEnv(site), ...(keepCache ? {} : { E2E_BUILD_CACHE: 'off' }) },
  });
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1))).then((code) => {
    if (fd !== undefined) fs.closeSync(fd);
    if (code !== 0) {
      if (!live) console.error(fs.readFileSync(log, 'utf8'));
      console.error(`✖ Build of test site "${site.name}" failed.`);
    }
    return code === 0;
  });
}

/** Removes a site's build and content and writes why it was not built (its skip note). */
function leaveOut(site, reason) {
  fs.rmSync(path.join(root, site.serveDir), { recursive: true, force: true });
  if (site.contentDir)
    fs.rmSync(path.join(root, site.contentDir), { recursive: true, force: true });
  fs.mkdirSync(path.dirname(path.join(root, skipNoteOf(site))), { recursive: true });
  fs.writeFileSync(path.join(root, skipNoteOf(site)), `${reason}\n`);
  console.log(`⚠ Test site "${site.name}" left out: ${reason}`);
}

/** The sites built from a copy, one after another in the same copy, in the background. */
async function buildInCopy(sites) {
  if (sites.length === 0) return true;
  const copy = makeCopy();
  try {
    for (const { site, hash } of sites) {
      const started = Date.now();
      console.log(
        `▶ Building test site "${site.name}" → ${site.outDir} (in a copy, in the background)`,
      );
      fs.rmSync(path.join(root, skipNoteOf(site)), { force: true });
      try {
        await fillCopy(copy, site);
      } catch (error) {
        if (!(error instanceof DoesNotFit)) throw error;
        // Another owner's site is made from the sample's content: an owner who rewrote content/
        // gets her own site tested, and this one is left out with its reason (the test stages
        // print it), not a failed build. Its old build goes, so no test reads a stale one.
        leaveOut(site, error.message);
        continue;
      }
      // The photo site's images are drawn in the copy first, by a child process like the build.
      const command = site.photoFixture
        ? ['sh', ['-c', 'node scripts/images/photo-fixture.mjs public/images && npm run build']]
        : undefined;
      if (!(await runBuild(site, copy, false, { command }))) return false;
      place(site, copy, hash);
      console.log(`✔ ${site.name} built in ${seconds(started)} (in the background)`);
    }
    return true;
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * The sites built in the checkout, one after another: the variants first and `main` last, so
 * out/ and .next/ end as the main build.
 */
async function buildInCheckout(sites) {
  const ordered = [...sites].sort(
    (a, b) => Number(a.site.name === 'main') - Number(b.site.name === 'main'),
  );
  for (const { site, hash } of ordered) {
    const started = Date.now();
    console.log(`\n▶ Building test site "${site.name}" → ${site.outDir}`);
    // A variant's cache is of no use to main: it differs in next.config's values (the base path),
    // and Turbopack's cache does not survive that (main compiled in 25 s after the base-path
    // build, as cold; both builds took 9 s longer for writing theirs). Main keeps its cache for
    // the next local run; on CI there is none. (Turning the cache off stops reading it too: the
    // copy's builds keep it, each but the first reads the one before's.)
    const keepCache = site.name === 'main' && !isCI;
    if (!(await runBuild(site, root, true, { keepCache }))) return false;
    place(site, root, hash);
    console.log(`✔ ${site.name} built in ${seconds(started)}`);
  }
  return true;
}

const results = await Promise.all([
  buildInCopy(toBuild.filter(({ site }) => builtInCopy(site))),
  buildInCheckout(toBuild.filter(({ site }) => !builtInCopy(site))),
]);
if (results.includes(false)) process.exit(1);
