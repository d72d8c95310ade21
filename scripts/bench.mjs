/**
 * `npm run bench`: builds the site, serves out/ on 127.0.0.1 and runs Lighthouse on the key pages
 * and on a reference page, mobile and desktop, several runs each, then prints the medians with each
 * page's LCP as a ratio to the reference page's LCP of the same run.
 *
 * The reference page (bench/reference.html: hand-written HTML, no script, no image, no web font) is
 * copied into the served folder for the run and removed afterwards, so the same server delivers it.
 * Its LCP is the floor this machine and this server reach; ratios stay comparable on a busy machine
 * where absolute times drift.
 *
 * Lighthouse 13 needs Node 22.19+, newer than the project's Node 20, so the script installs a
 * pinned Lighthouse and a pinned Node 22 binary (both plain npm packages) into bench/.tools once
 * and runs Lighthouse with that Node. Every non-local host is made unresolvable in Chromium, so
 * runs are comparable and nothing leaves the machine.
 *
 * Options:
 *   --runs N              runs per row (default 3); the medians are reported
 *   --profile P           mobile, desktop or both (default both); --only is an alias
 *   --pages a,b           a subset of the pages, by path or name: --pages /,/portofolio/1,404;
 *                         any other path is measured too, named by its path (--pages /cv,/tags/react)
 *   --no-build            reuse out/
 *   --serve name=dir      measure another exported folder beside out/ in the same run (repeatable;
 *                         e.g. --serve before=/tmp/out-before); rows are interleaved run by run
 *   --interactions        also measure the home page's interaction latency (Event Timing, input to
 *                         next paint) for every control, phone and desktop, median of 5 loads, CPU
 *                         slowed by the calibrated factor (scripts/bench-interactions.mjs), per folder
 *   --photos              also measure the `photos` test site (the same site with owner-like
 *                         photos, scripts/images/photo-fixture.mjs), built by `npm run build:e2e`
 *                         unless --no-build: its rows sit beside the sample art's
 * Only a full run (every page, both profiles, no --serve; --photos may join) writes bench/results.*
 * and the table in docs/performance.md; a subset prints its table and saves it to
 * bench/.lighthouse/last.md.
 * BENCH_PORT sets the first port (default 4400); each extra folder takes the next one.
 *
 * The CPU slowdown is calibrated: Lighthouse's fixed 4x assumes a high-end desktop, so on a slower
 * host it emulated a slower phone and the same build scored differently from day to day. Before
 * each Lighthouse run the host's `benchmarkIndex` is measured in Chromium with Lighthouse's own
 * function, and the run's slowdown is that index ÷ 600 (4x on a host of 2,400), clamped to 1-8,
 * on the phone profile (the desktop profile, unthrottled in Lighthouse, takes index ÷ 2,400);
 * both are printed under every table. Lighthouse measures the index again during the run; that
 * figure is reported too, so a run where the host changed speed shows.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ANALYTICS_MOCK_ORIGIN } from '../e2e/support/sites.mjs';
import { cpuSlowdown, measureBenchmarkIndex, PROFILE_INDEX } from './bench-calibration.mjs';
import { interactionsMarkdown, measureInteractions } from './bench-interactions.mjs';

const root = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(root, 'bench');
const toolsDir = path.join(benchDir, '.tools');
const args = process.argv.slice(2);

/** The value after a flag, or undefined. */
function option(name) {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
}

const runs = Number(option('--runs')) || 3;
const profileOption = option('--profile') ?? option('--only') ?? 'both';
const formFactors = profileOption === 'both' ? ['mobile', 'desktop'] : [profileOption];
if (!formFactors.every((factor) => ['mobile', 'desktop'].includes(factor))) {
  throw new Error(`--profile must be mobile, desktop or both, not ${profileOption}`);
}
const PORT = Number(process.env.BENCH_PORT) || 4400;

const LIGHTHOUSE_VERSION = '13.5.0';
const NODE_VERSION = '22.23.3';

/** Where the reference page is served inside each measured folder, for the length of the run. */
const REFERENCE_FILE = '__bench-reference.html';
// Requested by its clean URL, as the site's pages are (the server redirects the .html form).
const REFERENCE = { name: 'Reference (plain HTML)', path: '/__bench-reference', reference: true };

/** Pages measured; the 404 page is requested as /404 because Lighthouse refuses a 404 status. */
const allPages = [
  { name: 'Home', path: '/' },
  { name: 'Home (id)', path: '/id' },
  { name: 'Project 1', path: '/portofolio/1' },
  { name: 'Project 1 (id)', path: '/id/portofolio/1' },
  { name: 'Project 6 (demo)', path: '/portofolio/6' },
  { name: 'Project 4 (case study)', path: '/portofolio/4' },
  { name: 'All projects', path: '/portofolio' },
  { name: 'Note', path: '/notes/google-login-tokoku' },
  { name: 'CV', path: '/cv' },
  { name: 'Tag', path: '/tags/react' },
  { name: '404', path: '/404' },
];
const pageFilter = option('--pages')
  ?.split(',')
  .map((entry) => entry.trim().toLowerCase());
const listed = (entry) =>
  allPages.find(
    (page) =>
      entry === page.path.toLowerCase() ||
      entry === page.name.toLowerCase() ||
      entry === page.path.replace(/^\//, '').toLowerCase(),
  );
// Any other path given (`/cv`, `/tags/react`) is measured too, named by its path.
const pages = pageFilter
  ? pageFilter
      .map((entry) => listed(entry) ?? (entry.startsWith('/') && { name: entry, path: entry }))
      .filter(Boolean)
  : allPages;
if (pages.length === 0) throw new Error(`--pages matched none of ${allPages.map((p) => p.path)}`);

/** The folders served side by side: out/ first, then every --serve name=dir. */
const variants = [{ name: 'out', dir: path.join(root, 'out') }];
args.forEach((arg, index) => {
  if (arg !== '--serve') return;
  const [name, dir] = (args[index + 1] ?? '').split('=');
  if (!name || !dir) throw new Error('--serve takes name=dir');
  variants.push({ name, dir: path.resolve(dir) });
});
const PHOTOS_DIR = path.join(root, '.e2e-builds', 'photos');
if (args.includes('--photos')) variants.push({ name: 'photos', dir: PHOTOS_DIR });
variants.forEach((variant, index) => {
  variant.port = PORT + index;
  variant.origin = `http://127.0.0.1:${variant.port}`;
});
// A full run: every page, both profiles, the site alone or beside its photos build (not --serve).
const fullRun = !pageFilter && profileOption === 'both' && !args.includes('--serve');

const chromePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE || '/usr/bin/chromium';

function ensureTools() {
  const nodePackage = `node-${process.platform}-${process.arch}`;
  const nodeBin = path.join(toolsDir, 'node_modules', nodePackage, 'bin', 'node');
  const lighthouseCli = path.join(toolsDir, 'node_modules', 'lighthouse', 'cli', 'index.js');
  if (!fs.existsSync(nodeBin) || !fs.existsSync(lighthouseCli)) {
    console.log(
      `Installing lighthouse@${LIGHTHOUSE_VERSION} and ${nodePackage}@${NODE_VERSION} into bench/.tools …`,
    );
    fs.mkdirSync(toolsDir, { recursive: true });
    execFileSync(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--no-save',
        '--prefix',
        toolsDir,
        `lighthouse@${LIGHTHOUSE_VERSION}`,
        `${nodePackage}@${NODE_VERSION}`,
      ],
      { stdio: 'inherit' },
    );
  }
  const pageFunctions = path.join(
    toolsDir,
    'node_modules',
    'lighthouse',
    'core',
    'lib',
    'page-functions.js',
  );
  return { nodeBin, lighthouseCli, pageFunctions };
}

function build() {
  if (args.includes('--no-build')) return;
  console.log('Building the site …');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  if (!args.includes('--photos')) return;
  console.log('Building the photos site …');
  const photos = spawnSync('node', ['scripts/build-e2e.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', E2E_SITES: 'photos' },
  });
  if (photos.status !== 0) process.exit(photos.status ?? 1);
}

/** Serves one folder (with the reference page copied in) the way `npm run preview` does. */
async function startServer(variant) {
  fs.copyFileSync(path.join(benchDir, 'reference.html'), path.join(variant.dir, REFERENCE_FILE));
  const server = spawn(
    path.join(root, 'node_modules', '.bin', 'serve'),
    [
      variant.dir,
      '--listen',
      `tcp://127.0.0.1:${variant.port}`,
      '--no-clipboard',
      '--no-request-logging',
    ],
    { cwd: root, stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      const response = await fetch(`${variant.origin}/`);
      if (response.ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`The static server for ${variant.dir} did not start on port ${variant.port}`);
}

/**
 * The local imitation of the analytics providers, for a measured build that counts visits (the
 * photos site counts with Plausible, sent to it as a self-hosted instance). Without it the
 * tracker's call fails, the console shows the error, and Best Practices marks the page down for
 * the bench's own doing. An imitation already listening (the browser tests') is used as it is.
 */
async function startAnalyticsMock() {
  const healthy = async () => {
    try {
      return (await fetch(`${ANALYTICS_MOCK_ORIGIN}/__mock/health`)).ok;
    } catch {
      return false;
    }
  };
  if (await healthy()) return undefined;
  const mock = spawn('node', ['e2e/support/analytics-mock-server.mjs'], {
    cwd: root,
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await healthy()) return mock;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  mock.kill();
  throw new Error(`The analytics imitation did not start at ${ANALYTICS_MOCK_ORIGIN}`);
}

/** Whether an exported folder's pages send to the analytics imitation (a test build's setting). */
const countsVisits = (variant) =>
  fs.readFileSync(path.join(variant.dir, 'index.html'), 'utf8').includes(ANALYTICS_MOCK_ORIGIN);

function stopServer(variant, server) {
  server?.kill();
  fs.rmSync(path.join(variant.dir, REFERENCE_FILE), { force: true });
}

function runLighthouse(tools, url, formFactor, outputPath, slowdown) {
  const chromeFlags = [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // Every host but the local server is unresolvable: no third party can skew a run.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ].join(' ');
  const lighthouseArgs = [
    tools.lighthouseCli,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outputPath}`,
    `--chrome-path=${chromePath}`,
    `--chrome-flags=${chromeFlags}`,
    '--only-categories=performance,accessibility,best-practices,seo',
  ];
  if (formFactor === 'desktop') lighthouseArgs.push('--preset=desktop');
  lighthouseArgs.push(`--throttling.cpuSlowdownMultiplier=${slowdown}`);
  const result = spawnSync(tools.nodeBin, lighthouseArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (result.status !== 0) {
    throw new Error(`Lighthouse failed on ${url} (${formFactor}):\n${result.stderr}`);
  }
  return JSON.parse(fs.readFileSync(outputPath, 'utf8'));
}

function summarise(report) {
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const resources = report.audits['resource-summary']?.details?.items ?? [];
  const bytesOf = (type) => resources.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsBytes: bytesOf('script'),
    // The index Lighthouse measured in this run, and the slowdown the run was given.
    benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
    cpuSlowdown: report.configSettings?.throttling?.cpuSlowdownMultiplier ?? NaN,
    requests: resources.find((item) => item.resourceType === 'total')?.requestCount ?? 0,
    totalBytes: audit('total-byte-weight'),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function medians(samples) {
  const keys = Object.keys(samples[0]);
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))]));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

const ratio = (value) => `${value.toFixed(2)}x`;

function toMarkdown(results, meta) {
  const showVariant = variants.length > 1;
  const lines = [
    `Medians of ${meta.runs} Lighthouse ${LIGHTHOUSE_VERSION} runs per row, ${meta.date}, on this repository's 2-core machine shared with other jobs, every non-local host blocked. LCP ratio: the page's median LCP over the reference page's median LCP in the same run and profile (mobile: simulated slow 4G). CPU slowdown calibrated per run: host benchmarkIndex ÷ ${PROFILE_INDEX.mobile} on the phone profile (÷ ${PROFILE_INDEX.desktop} on the desktop one), clamped to 1-8.`,
    '',
    `|${showVariant ? ' Build |' : ''} Page | Profile | Perf | A11y | Best pr. | SEO | FCP | LCP | LCP ratio | TBT | CLS | JS | Total |`,
    `|${showVariant ? ' --- |' : ''} --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`,
  ];
  for (const row of results) {
    const m = row.median;
    lines.push(
      `|${showVariant ? ` ${row.variant} |` : ''} ${row.page} | ${row.formFactor} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${ms(m.fcpMs)} | ${ms(m.lcpMs)} | ${ratio(row.lcpRatio)} | ${ms(m.tbtMs)} | ${m.cls.toFixed(3)} | ${kb(m.jsBytes)} | ${kb(m.totalBytes)} |`,
    );
  }
  const all = results.flatMap((row) => row.samples);
  const range = (key, digits) => {
    const values = all.map((sample) => sample[key]).filter(Number.isFinite);
    return values.length === 0
      ? 'n/a'
      : `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)} (median ${median(values).toFixed(digits)})`;
  };
  lines.push(
    '',
    `Host benchmarkIndex before each run: ${range('hostIndex', 0)}; CPU slowdown given: ${range('cpuSlowdown', 2)}x; index Lighthouse measured during the runs: ${range('benchmarkIndex', 0)}.`,
  );
  return lines.join('\n');
}

function updateResultsTable(markdown) {
  const docPath = path.join(root, 'docs', 'performance.md');
  const doc = fs.readFileSync(docPath, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  if (!doc.includes(start) || !doc.includes(end)) return;
  const updated = doc.replace(
    new RegExp(`${start}[\\s\\S]*?${end}`),
    `${start}\n${markdown}\n${end}`,
  );
  fs.writeFileSync(docPath, updated);
}

const tools = ensureTools();
build();
const servers = new Map();
const rawDir = path.join(benchDir, '.lighthouse');
fs.mkdirSync(rawDir, { recursive: true });
/** Samples by row key; runs are the outer loop so a busy spell hits every row alike. */
const samples = new Map();
const rowKey = (variant, formFactor, page) => `${variant.name}|${formFactor}|${page.path}`;
const measured = [REFERENCE, ...pages];
let analyticsMock;
const stopAll = () => {
  for (const [variant, server] of servers) stopServer(variant, server);
  servers.clear();
  analyticsMock?.kill();
  analyticsMock = undefined;
};
// An interrupted run still stops its servers and takes the reference page back out.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}
/** Loads per profile for the interaction medians. */
const INTERACTION_LOADS = 5;
/** The interaction tables (--interactions), one per measured folder, printed under the table. */
const interactionTables = [];
const calibration = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
try {
  for (const variant of variants) servers.set(variant, await startServer(variant));
  if (variants.some(countsVisits)) analyticsMock = await startAnalyticsMock();
  for (let run = 1; run <= runs; run++) {
    for (const formFactor of formFactors) {
      for (const page of measured) {
        // The reference page is the same file everywhere: measure it once per run, from out/.
        for (const variant of page.reference ? variants.slice(0, 1) : variants) {
          const slug = page.path.replace(/\W+/g, '_') || 'home';
          const file = path.join(rawDir, `${variant.name}-${formFactor}-${slug}-${run}.json`);
          const hostIndex = await measureBenchmarkIndex(tools.pageFunctions, calibration);
          const slowdown = cpuSlowdown(hostIndex, formFactor);
          const report = runLighthouse(
            tools,
            `${variant.origin}${page.path}`,
            formFactor,
            file,
            slowdown,
          );
          const key = rowKey(variant, formFactor, page);
          samples.set(key, [...(samples.get(key) ?? []), { ...summarise(report), hostIndex }]);
          process.stdout.write('.');
        }
      }
    }
    console.log(` run ${run}/${runs}`);
  }
  if (args.includes('--interactions')) {
    const measuredInteractions = await measureInteractions({
      targets: variants.map((variant) => ({ name: variant.name, url: `${variant.origin}/` })),
      loads: INTERACTION_LOADS,
      chromePath,
      pageFunctionsFile: tools.pageFunctions,
    });
    for (const result of measuredInteractions) {
      interactionTables.push(interactionsMarkdown(result, INTERACTION_LOADS));
    }
  }
} finally {
  stopAll();
  await calibration.close();
}

const results = [];
for (const formFactor of formFactors) {
  const reference = medians(samples.get(rowKey(variants[0], formFactor, REFERENCE)));
  for (const page of measured) {
    for (const variant of page.reference ? variants.slice(0, 1) : variants) {
      const rowSamples = samples.get(rowKey(variant, formFactor, page));
      const median = medians(rowSamples);
      results.push({
        variant: page.reference ? 'reference' : variant.name,
        page: page.name,
        path: page.path,
        formFactor,
        median,
        lcpRatio: median.lcpMs / reference.lcpMs,
        samples: rowSamples,
      });
    }
  }
}

const meta = { date: new Date().toISOString().slice(0, 10), runs, lighthouse: LIGHTHOUSE_VERSION };
const markdown = [toMarkdown(results, meta), ...interactionTables].join('\n\n');
if (fullRun) {
  fs.writeFileSync(
    path.join(benchDir, 'results.json'),
    `${JSON.stringify({ ...meta, results }, null, 2)}\n`,
  );
  fs.writeFileSync(path.join(benchDir, 'results.md'), `# Benchmark\n\n${markdown}\n`);
  updateResultsTable(markdown);
  // The repository's formatter aligns the tables, so `npm run format:check` stays clean.
  spawnSync(
    path.join(root, 'node_modules', '.bin', 'prettier'),
    ['--write', 'docs/performance.md', 'bench/results.md'],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
  console.log(
    `\n${markdown}\n\nWrote bench/results.json, bench/results.md and the table in docs/performance.md`,
  );
} else {
  fs.writeFileSync(path.join(rawDir, 'last.md'), `${markdown}\n`);
  console.log(`\n${markdown}\n\nA subset: saved to bench/.lighthouse/last.md only`);
}
