import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  addCompileHints,
  COMPILE_HINT,
  withCompileHint,
} from '@/scripts/postbuild/compile-hints.mjs';

describe('withCompileHint', () => {
  it('puts the hint on its own first line, once', () => {
    const hinted = withCompileHint('(globalThis.TURBOPACK||[]).push([])');
    expect(hinted).toBe(`${COMPILE_HINT}\n(globalThis.TURBOPACK||[]).push([])`);
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe('addCompileHints', () => {
  it('hints every script under the folder and nothing else', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
    fs.mkdirSync(path.join(dir, 'nested'));
    fs.writeFileSync(path.join(dir, 'a.js'), 'a()');
    fs.writeFileSync(path.join(dir, 'nested', 'b.js'), 'b()');
    fs.writeFileSync(path.join(dir, 'c.css'), 'body{}');
    expect(addCompileHints(dir)).toEqual({ changed: 2, of: 2 });
    expect(fs.readFileSync(path.join(dir, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}\na()`);
    expect(fs.readFileSync(path.join(dir, 'nested', 'b.js'), 'utf8')).toBe(`${COMPILE_HINT}\nb()`);
    expect(fs.readFileSync(path.join(dir, 'c.css'), 'utf8')).toBe('body{}');
    // A second run finds nothing left to change, which the pipeline reports.
    expect(addCompileHints(dir)).toEqual({ changed: 0, of: 2 });
    fs.rmSync(dir, { recursive: true });
  });
});
