/**
 * Loads the site's TypeScript modules in plain Node, for the content check: jiti compiles them on
 * the fly with the project's `@/` alias (Node 20 cannot strip types itself), and the settings are
 * read from `.env*` files the way `next build` reads them.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import { createJiti } from 'jiti';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Imports `relativePath` (from the project root) as the build would see it. */
export async function loadModule(relativePath) {
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
  const jiti = createJiti(import.meta.url, {
    alias: {
      '@': root,
      // Guards the browser bundle only; the check runs on the build machine.
      'server-only': path.join(root, 'scripts', 'check', 'server-only.cjs'),
    },
    // Compiled modules are cached by their content (in the system's temporary folder), so a
    // second run takes about a second.
    fsCache: true,
  });
  return jiti.import(path.join(root, relativePath));
}
