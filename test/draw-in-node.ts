/**
 * Runs test/draw.mjs: draws a share card or a CV PDF in plain Node, with the current
 * environment (the owner's fonts of withOwnerFonts), and returns the file and what was fetched.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function drawInNode(
  what: 'share-card' | 'cv-pdf',
  given: unknown,
): { file: Buffer; fetched: string[] } {
  const out = path.join(os.tmpdir(), `drawn-${process.pid}-${Date.now()}`);
  try {
    const printed = execFileSync(
      process.execPath,
      [path.join('test', 'draw.mjs'), what, JSON.stringify(given), out],
      { encoding: 'utf8', env: process.env },
    );
    return { file: fs.readFileSync(out), fetched: JSON.parse(printed.trim().split('\n').at(-1)!) };
  } finally {
    fs.rmSync(out, { force: true });
  }
}
