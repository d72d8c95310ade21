/**
 * `npm test`: every check of the project, in stages; the steps of a stage run side by side.
 *
 *   1. the images (scripts/images/), alone: the next stage's three all read what it writes;
 *   2. lint, type check and unit tests, side by side (each alone leaves one of two cores idle:
 *      together they take about half the time they take in turn);
 *   3. the test sites' builds (scripts/build-e2e.mjs, which runs its own builds side by side);
 *   4. the static checks of the builds (seconds: they fail first when a build is wrong);
 *   5. the browser tests, then those on another owner's site (both serve the same local
 *      imitations of EmailJS and the analytics providers, so they cannot run together). The
 *      browser tests keep both cores busy: run beside them, the static checks took 169 s instead
 *      of 45 and saved nothing.
 *
 * A stage starts only when the one before it passed. One step of a stage prints live; the others'
 * output is printed whole when they end, so no two logs interleave. The time of every step and
 * stage is printed at the end.
 */
import { spawn } from 'node:child_process';

/**
 * A stage: its steps run side by side; a step is an npm script, or a list of them run in turn.
 * The first step of a stage prints live.
 * @type {{ name: string, steps: (string | string[])[] }[]}
 */
const STAGES = [
  // The images first, alone: the unit tests, the type check and the lint all read what it writes.
  { name: 'images', steps: ['images'] },
  { name: 'checks', steps: ['test:unit', 'typecheck', 'lint'] },
  { name: 'builds', steps: ['build:e2e'] },
  { name: 'static checks', steps: ['test:static'] },
  { name: 'browser tests', steps: [['test:browser', 'test:owner']] },
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
/** @type {string[]} */
const timings = [];

/** Runs one npm script; resolves to whether it passed. */
function runScript(script, live) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const passed = code === 0;
      if (!live) {
        process.stdout.write(`\n──── npm run ${script} ────\n${Buffer.concat(output)}`);
      }
      const line = `${passed ? '✔' : '✖'} npm run ${script}: ${seconds(Date.now() - started)}`;
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
  console.log(`\n════ ${stage.name}: ${stage.steps.flat().join(', ')} ════`);
  // The stage's line goes above its steps' lines, which are added as they end.
  const stageLine = timings.push('') - 1;
  const results = await Promise.all(stage.steps.map((step, index) => runStep(step, index === 0)));
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
