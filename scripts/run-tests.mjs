/**
 * `npm test`: every check of the project, in stages; the steps of a stage run side by side.
 *
 *   1. the images (scripts/images/), alone: the next stage's three all read what it writes;
 *   2. lint, type check and unit tests, side by side (each alone leaves one of two cores idle:
 *      together they take about half the time they take in turn; the unit tests get a worker
 *      per core, as the other two end first);
 *   3. the test sites' builds (scripts/build-e2e.mjs), in two chains side by side: those built in
 *      the checkout (main, the base path) and those built in a copy of it (scripts/build-e2e.mjs
 *      says why). The static checks that read only the checkout's builds run as soon as those are
 *      done (jest.static.config.mjs, STATIC_PART), and then the last of the copies' sites is built
 *      in a copy of its own, so both chains end together;
 *   4. the rest of the static checks (seconds: they fail first when a build is wrong);
 *   5. the browser tests on the sample's sites (three workers) and, beside them, those on the
 *      other owners' sites (one worker): one run after the other, each run's start and end left a
 *      core idle. Both runs use the same local imitations of EmailJS and the analytics providers
 *      (the builds name their ports), started here for the stage; each test reads only its own
 *      requests from them. The browser tests keep both cores busy: run beside them, the static
 *      checks took 169 s instead of 45 and saved nothing.
 *
 * A stage starts only when the one before it passed. One step of a stage prints live; the others'
 * output is printed whole when they end, so no two logs interleave. The time of every step and
 * stage is printed at the end.
 */
import { spawn } from 'node:child_process';
import {
  ANALYTICS_MOCK_ORIGIN,
  builtInCopy,
  EMAILJS_MOCK_ORIGIN,
  testSites,
} from '../e2e/support/sites.mjs';

/**
 * The two chains of builds, as E2E_SITES lists them. The sites built in a copy took one build
 * longer than the checkout's two and the static checks that follow them (168 s against 112 in one
 * run), so the last of them is built at the end of the checkout's chain, in a copy of its own.
 */
const copySites = testSites.filter((site) => builtInCopy(site)).map((site) => site.name);
const checkoutSites = testSites.filter((site) => !builtInCopy(site)).map((site) => site.name);
const lastCopySite = copySites.slice(-1);
const otherCopySites = copySites.slice(0, -1);

/**
 * An npm script, or one with settings of its own (`env`, named in the log after the script).
 * @typedef {string | { script: string, env: Record<string, string> }} Script
 */

/**
 * A stage: its steps run side by side; a step is a script, or a list of them run in turn.
 * The first step of a stage prints live. `mocks`: the local imitations run for the stage.
 * @type {{ name: string, steps: (Script | Script[])[], mocks?: boolean }[]}
 */
const STAGES = [
  // The images first, alone: the unit tests, the type check and the lint all read what it writes.
  { name: 'images', steps: ['images'] },
  {
    name: 'checks',
    steps: [{ script: 'test:unit', env: { UNIT_WORKERS: '100%' } }, 'typecheck', 'lint'],
  },
  {
    name: 'builds',
    steps: [
      [
        { script: 'build:e2e', env: { E2E_SITES: checkoutSites.join(',') } },
        { script: 'test:static', env: { STATIC_PART: 'checkout' } },
        ...(lastCopySite.length > 0
          ? [{ script: 'build:e2e', env: { E2E_SITES: lastCopySite.join(',') } }]
          : []),
      ],
      ...(otherCopySites.length > 0
        ? [{ script: 'build:e2e', env: { E2E_SITES: otherCopySites.join(',') } }]
        : []),
    ],
  },
  { name: 'static checks', steps: [{ script: 'test:static', env: { STATIC_PART: 'rest' } }] },
  {
    name: 'browser tests',
    steps: ['test:browser', { script: 'test:owner', env: { OWNER_WORKERS: '1' } }],
    mocks: true,
  },
];

/** The local imitations the browser runs share, and where each says it is ready. */
const MOCKS = [
  { file: 'e2e/support/emailjs-mock-server.mjs', health: `${EMAILJS_MOCK_ORIGIN}/__mock/health` },
  {
    file: 'e2e/support/analytics-mock-server.mjs',
    health: `${ANALYTICS_MOCK_ORIGIN}/__mock/health`,
  },
];

/** Starts the imitations and waits until each answers; resolves to a function that stops them. */
async function startMocks() {
  const children = MOCKS.map(({ file }) => spawn(process.execPath, [file], { stdio: 'ignore' }));
  const stop = () => children.forEach((child) => child.kill());
  for (const { file, health } of MOCKS) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const ready = await fetch(health).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) {
        stop();
        throw new Error(`${file} did not answer at ${health}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return stop;
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
/** @type {string[]} */
const timings = [];

/** How a script is named in the log. */
const nameOf = (entry) =>
  typeof entry === 'string'
    ? entry
    : `${entry.script} (${Object.entries(entry.env)
        .map(([key, value]) => `${key}=${value}`)
        .join(' ')})`;

/** Runs one npm script; resolves to whether it passed. */
function runScript(entry, live) {
  const started = Date.now();
  const { script, env = {} } = typeof entry === 'string' ? { script: entry } : entry;
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const passed = code === 0;
      if (!live) {
        process.stdout.write(`\n──── npm run ${nameOf(entry)} ────\n${Buffer.concat(output)}`);
      }
      const line = `${passed ? '✔' : '✖'} npm run ${nameOf(entry)}: ${seconds(Date.now() - started)}`;
      console.log(line);
      timings.push(`  ${line}`);
      resolve(passed);
    });
  });
}

/** Runs a step: one script, or several in turn (stopping at the first that fails). */
async function runStep(step, live) {
  for (const script of [step].flat()) {
    if (!(await runScript(script, live))) return false;
  }
  return true;
}

const startedAll = Date.now();
let passedAll = true;
for (const stage of STAGES) {
  const started = Date.now();
  console.log(`\n════ ${stage.name}: ${stage.steps.flat().map(nameOf).join(', ')} ════`);
  // The stage's line goes above its steps' lines, which are added as they end.
  const stageLine = timings.push('') - 1;
  const stopMocks = stage.mocks ? await startMocks() : () => {};
  const results = await Promise.all(
    stage.steps.map((step, index) => runStep(step, index === 0)),
  ).finally(stopMocks);
  timings[stageLine] = `${stage.name}: ${seconds(Date.now() - started)}`;
  if (results.includes(false)) {
    passedAll = false;
    break;
  }
}

console.log(
  `\nnpm test ${passedAll ? 'passed' : 'FAILED'} in ${seconds(Date.now() - startedAll)}:`,
);
console.log(timings.join('\n'));
process.exit(passedAll ? 0 : 1);
