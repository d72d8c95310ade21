/**
 * The owner's fonts in unit tests: a content folder of the test's own whose fonts/ holds the
 * files a test gives (lib/fonts/owner-fonts.ts reads content/fonts/).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The tests' font: a few Chinese and Japanese characters, no Latin (test/fonts/README.md). */
export const TEST_FONT = path.join(process.cwd(), 'test', 'fonts', 'cjk-subset.ttf');

/**
 * Runs `check` (sync or async) with a content folder of the test's own whose fonts/ holds `files`
 * (name → contents); every call is a new folder, as the fonts are read once per folder.
 */
export function withOwnerFonts<T>(files: Record<string, string | Buffer>, check: () => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-fonts-'));
  fs.mkdirSync(path.join(dir, 'fonts'));
  for (const [name, contents] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, 'fonts', name), contents);
  }
  const saved = process.env.WRITING_CONTENT_DIR;
  process.env.WRITING_CONTENT_DIR = dir;
  const restore = () => {
    if (saved === undefined) delete process.env.WRITING_CONTENT_DIR;
    else process.env.WRITING_CONTENT_DIR = saved;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  let result: T;
  try {
    result = check();
  } catch (error) {
    restore();
    throw error;
  }
  if (result instanceof Promise) return result.finally(restore) as T;
  restore();
  return result;
}
