import fs from 'node:fs';
import path from 'node:path';
import { CV_PDF_PALETTE } from '@/lib/cv/pdf-palette';

describe('the CV PDF palette', () => {
  const tokens = fs.readFileSync(path.join(process.cwd(), 'styles/_tokens.scss'), 'utf8');
  const light = tokens.match(/\$palette-light: \(([\s\S]*?)\n\);/)?.[1] ?? '';

  it.each(Object.entries(CV_PDF_PALETTE))('%s is the light token of that name', (name, value) => {
    expect(light).toMatch(new RegExp(`'${name}': ${value},`));
  });
});
