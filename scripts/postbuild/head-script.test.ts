import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { headScriptStep, insertHeadScript } from './head-script.mjs';

describe('the head script step', () => {
  it('puts the script first in <head>, right after the charset', () => {
    expect(insertHeadScript('<head><meta charSet="utf-8"/><title>x</title></head>', 'a()')).toBe(
      '<head><meta charSet="utf-8"/><script>a()</script><title>x</title></head>',
    );
  });

  it('changes nothing without a charset (the pipeline then fails the build)', () => {
    expect(insertHeadScript('<head></head>', 'a()')).toBe('<head></head>');
  });

  it('reads the script the build wrote and removes the file', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'out-'));
    fs.writeFileSync(path.join(out, 'head-script.js'), 'b()');
    const step = headScriptStep(out);
    expect(fs.existsSync(path.join(out, 'head-script.js'))).toBe(false);
    expect('page' in step && step.page('<meta charSet="utf-8"/>', {} as never, {} as never)).toBe(
      '<meta charSet="utf-8"/><script>b()</script>',
    );
  });

  it('fails loudly when the build wrote no script', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'out-'));
    expect(() => headScriptStep(out)).toThrow(/expected out\/head-script\.js/);
  });
});
