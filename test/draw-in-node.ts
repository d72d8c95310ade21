/**
 * Runs test/draw.mjs: draws share cards and CV PDFs in plain Node, in one process, with the
 * current environment (the owner's fonts of withOwnerFonts), and returns each file and what was
 * fetched while drawing it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** One file to draw: a share card, or a CV PDF ({ cv, copy, language, direction? }). */
export interface Drawing {
  what: 'share-card' | 'cv-pdf';
  given: unknown;
  /** Fonts copied into the owner's fonts folder before it is drawn (name → a font file's path). */
  addFonts?: Record<string, string>;
}

/** Draws each of `drawings` in turn, in one process. */
export function drawAllInNode(drawings: Drawing[]): { file: Buffer; fetched: string[] }[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drawn-'));
  try {
    const withFiles = drawings.map((drawing, index) => ({
      ...drawing,
      out: path.join(dir, String(index)),
    }));
    const printed = execFileSync(
      process.execPath,
      [path.join('test', 'draw.mjs'), JSON.stringify(withFiles)],
      { encoding: 'utf8', env: process.env },
    );
    const fetched = JSON.parse(printed.trim().split('\n').at(-1)!) as string[][];
    return withFiles.map(({ out }, index) => ({
      file: fs.readFileSync(out),
      fetched: fetched[index]!,
    }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Draws one file. */
export const drawInNode = (what: Drawing['what'], given: unknown) =>
  drawAllInNode([{ what, given }])[0]!;
