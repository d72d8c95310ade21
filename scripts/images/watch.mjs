/**
 * What `npm run dev` does when a picture under public/images/ is added, replaced or removed:
 * the image step runs again, so the next reload shows it (the pages read the manifest again when
 * it changes, lib/media/manifest.ts) instead of failing on an image that was never prepared.
 * Pure and tested (watch.test.ts); scripts/images/dev.mjs wires it to the file system and to
 * `next dev`.
 *
 * Rules:
 * - only originals count: a file of a type the image step reads, under public/images/ (what the
 *   step writes, public/img/, never starts it again);
 * - a burst of changes (a folder copied in, an editor saving twice) makes one run, `delayMs`
 *   after the last of them;
 * - a change during a run makes exactly one more run after it, however many changes came;
 *   two runs never overlap (they write the same folder);
 * - a failed run (an unreadable file) is reported by the step itself and changes nothing here:
 *   the next change runs it again.
 */
import { SOURCE_EXTENSIONS } from './pipeline.mjs';

/**
 * Whether a path under public/ (as fs.watch reports it, with the system's separators) is an
 * original the image step reads.
 * @param {string | null | undefined} file
 */
export function isImageSource(file) {
  if (!file) return false;
  const parts = file.split(/[\\/]/);
  if (parts[0] !== 'images' || parts.length < 2) return false;
  const name = parts.at(-1) ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 && SOURCE_EXTENSIONS.includes(name.slice(dot).toLowerCase());
}

/**
 * @typedef {object} PrepareQueue
 * @property {() => void} changed an original changed: run the step after the quiet delay
 * @property {() => Promise<void>} idle resolves once no run is waiting or under way
 */

/**
 * @param {{
 *   run: () => Promise<unknown>,
 *   delayMs?: number,
 *   timers?: { setTimeout: typeof setTimeout, clearTimeout: typeof clearTimeout },
 * }} options
 * @returns {PrepareQueue}
 */
export function prepareQueue({ run, delayMs = 250, timers = globalThis }) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  let running = false;
  let again = false;
  /** @type {(() => void)[]} */
  let waiting = [];

  const settle = () => {
    if (timer !== undefined || running) return;
    const resolve = waiting;
    waiting = [];
    for (const done of resolve) done();
  };

  const start = async () => {
    timer = undefined;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      await run();
    } catch {
      // The step prints its own error; the next change tries again.
    } finally {
      running = false;
    }
    if (again) {
      again = false;
      await start();
    } else settle();
  };

  return {
    changed() {
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = timers.setTimeout(() => void start(), delayMs);
    },
    idle() {
      if (timer === undefined && !running) return Promise.resolve();
      return new Promise((resolve) => waiting.push(() => resolve()));
    },
  };
}
