/**
 * `npm run bench`: builds the site, serves out/ on 127.0.0.1 and runs Lighthouse on the key pages,
 * mobile and desktop, several runs each, then prints and saves the medians (bench/results.json,
 * bench/results.md) and refreshes the table in README.md.
 *
 * Lighthouse 13 needs Node 22.19+, newer than the project's Node 20, so the script installs a
 * pinned Lighthouse and a pinned Node 22 binary (both plain npm packages) into bench/.tools once
 * and runs Lighthouse with that Node. Every non-local host is made unresolvable in Chromium, so
 * runs are comparable and nothing leaves the machine.
 *
 * Options: --no-build (reuse out/), --runs N (default 3), --only mobile|desktop.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(root, 'bench');
const toolsDir = path.join(benchDir, '.tools');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const onlyFormFactor = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const PORT = 4400;
const ORIGIN = `http://127.0.0.1:${PORT}`;

const LIGHTHOUSE_VERSION = '13.5.0';
const NODE_VERSION = '22.23.3';

/** Pages measured; the 404 page is requested as /404 because Lighthouse refuses a 404 status. */
const pages = [
  { name: 'Home', path: '/' },
  { name: 'Project 1', path: '/portofolio/1' },
  { name: 'Project 6 (demo)', path: '/portofolio/6' },
  { name: '404', path: '/404' },
];
const formFactors = (onlyFormFactor ? [onlyFormFactor] : ['mobile', 'desktop']);

const chromePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE || '/usr/bin/chromium';

function ensureTools() {
  const nodePackage = `node-${process.platform}-${process.arch}`;
  const nodeBin = path.join(toolsDir, 'node_modules', nodePackage, 'bin', 'node');
  const lighthouseCli = path.join(toolsDir, 'node_modules', 'lighthouse', 'cli', 'index.js');
  if (!fs.existsSync(nodeBin) || !fs.existsSync(lighthouseCli)) {
    console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} and ${nodePackage}@${NODE_VERSION} into bench/.tools …`);
    fs.mkdirSync(toolsDir, { recursive: true });
    execFileSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', toolsDir, `lighthouse@${LIGHTHOUSE_VERSION}`, `${nodePackage}@${NODE_VERSION}`],
      { stdio: 'inherit' },
    );
  }
  return { nodeBin, lighthouseCli };
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
}

async function startServer() {
  const server = spawn(
    path.join(root, 'node_modules', '.bin', 'serve'),
    ['out', '--listen', `tcp://127.0.0.1:${PORT}`, '--no-clipboard', '--no-request-logging'],
    { cwd: root, stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      const response = await fetch(`${ORIGIN}/`);
      if (response.ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error('The static server did not start');
}

function runLighthouse(tools, url, formFactor, outputPath) {
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

function toMarkdown(results, meta) {
  const lines = [
    `Medians of ${meta.runs} Lighthouse ${LIGHTHOUSE_VERSION} runs per row, ${meta.date}, on this repository's 2-core machine, every non-local host blocked.`,
    '',
    '| Page | Profile | Perf | A11y | Best pr. | SEO | FCP | LCP | TBT | CLS | JS | Total |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of results) {
    const m = row.median;
    lines.push(
      `| ${row.page} | ${row.formFactor} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${ms(m.fcpMs)} | ${ms(m.lcpMs)} | ${ms(m.tbtMs)} | ${m.cls.toFixed(3)} | ${kb(m.jsBytes)} | ${kb(m.totalBytes)} |`,
    );
  }
  return lines.join('\n');
}

function updateReadme(markdown) {
  const readmePath = path.join(root, 'README.md');
  const readme = fs.readFileSync(readmePath, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  if (!readme.includes(start) || !readme.includes(end)) return;
  const updated = readme.replace(
    new RegExp(`${start}[\\s\\S]*?${end}`),
    `${start}\n${markdown}\n${end}`,
  );
  fs.writeFileSync(readmePath, updated);
}

const tools = ensureTools();
build();
const server = await startServer();
const rawDir = path.join(benchDir, '.lighthouse');
fs.mkdirSync(rawDir, { recursive: true });
const results = [];
try {
  for (const formFactor of formFactors) {
    for (const page of pages) {
      const samples = [];
      for (let run = 1; run <= runs; run++) {
        const file = path.join(rawDir, `${formFactor}-${page.path.replace(/\W+/g, '_') || 'home'}-${run}.json`);
        samples.push(summarise(runLighthouse(tools, `${ORIGIN}${page.path}`, formFactor, file)));
        process.stdout.write('.');
      }
      const row = { page: page.name, path: page.path, formFactor, median: medians(samples), samples };
      results.push(row);
      const m = row.median;
      console.log(
        `\n${formFactor.padEnd(7)} ${page.name.padEnd(18)} perf ${m.performance} a11y ${m.accessibility} bp ${m.bestPractices} seo ${m.seo}  FCP ${ms(m.fcpMs)} LCP ${ms(m.lcpMs)} TBT ${ms(m.tbtMs)} CLS ${m.cls.toFixed(3)} JS ${kb(m.jsBytes)} total ${kb(m.totalBytes)}`,
      );
    }
  }
} finally {
  server.kill();
}

const meta = { date: new Date().toISOString().slice(0, 10), runs, lighthouse: LIGHTHOUSE_VERSION };
fs.writeFileSync(path.join(benchDir, 'results.json'), `${JSON.stringify({ ...meta, results }, null, 2)}\n`);
const markdown = toMarkdown(results, meta);
fs.writeFileSync(path.join(benchDir, 'results.md'), `# Benchmark\n\n${markdown}\n`);
updateReadme(markdown);
console.log(`\n${markdown}\n\nWrote bench/results.json and bench/results.md`);
