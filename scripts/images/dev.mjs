/**
 * `npm run dev`: prepares the images, starts `next dev` (with the arguments given, e.g.
 * `npm run dev -- -p 3300`), and prepares them again whenever an original under public/images/
 * is added, replaced or removed, so the next reload shows it (the rules: watch.mjs). Stopping
 * this stops `next dev`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isImageSource, prepareQueue } from './watch.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const prepareScript = path.join(root, 'scripts', 'images', 'prepare.mjs');

/** One run of the image step in its own process, so it reads the content as it is now. */
function prepare() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [prepareScript], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`images: exit ${code}`)),
    );
  });
}

// The first run as before `next dev`, so its first page has every image; a failure (an
// unreadable file) is printed and the server starts anyway, the watcher retrying on change.
await prepare().catch(() => {});

const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const next = spawn(process.execPath, [nextBin, 'dev', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});

const queue = prepareQueue({
  run: async () => {
    console.log('images: an image under public/images/ changed; preparing it');
    await prepare();
  },
});
// Recursive: new folders (public/images/projects/...) are watched as they appear. Watching
// public/ lets public/images/ itself be created while the server runs.
const watcher = fs.watch(path.join(root, 'public'), { recursive: true }, (_event, file) => {
  if (isImageSource(file)) queue.changed();
});

const stop = (/** @type {NodeJS.Signals} */ signal) => {
  watcher.close();
  next.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
next.on('exit', (code, signal) => {
  watcher.close();
  process.exit(code ?? (signal ? 1 : 0));
});
