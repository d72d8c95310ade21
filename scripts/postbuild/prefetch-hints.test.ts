import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  pageWithoutInlineHints,
  stripPrefetchHints,
  withoutPrefetchHints,
} from '@/scripts/postbuild/prefetch-hints.mjs';

const payload = [
  '1:"$Sreact.fragment"',
  ':HL["/_next/static/chunks/a.css","style"]',
  '2:I[123,["/_next/static/chunks/x.js"],"default"]',
  ':HL["/img/profile-640.1234abcd.avif","image",{"type":"image/avif","fetchPriority":"high","imageSrcSet":"/img/profile-320.1234abcd.avif 320w","imageSizes":"400px"}]',
  '3:HL["/fonts/x.woff2","font",{"crossOrigin":""}]',
  '0:{"P":null,"b":"build","c":["",""]}',
  '',
].join('\n');

describe('withoutPrefetchHints', () => {
  it('drops the image and style hint rows and keeps every other row', () => {
    expect(withoutPrefetchHints(payload)).toBe(
      [
        '1:"$Sreact.fragment"',
        '2:I[123,["/_next/static/chunks/x.js"],"default"]',
        '3:HL["/fonts/x.woff2","font",{"crossOrigin":""}]',
        '0:{"P":null,"b":"build","c":["",""]}',
        '',
      ].join('\n'),
    );
  });

  it('leaves a page without hints as it is', () => {
    expect(withoutPrefetchHints('0:{"a":1}\n')).toBe('0:{"a":1}\n');
  });
});

describe('stripPrefetchHints', () => {
  it('rewrites the payloads of out/, not robots.txt or the search index', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
    fs.mkdirSync(path.join(dir, 'portofolio', '1'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'pagefind'));
    fs.writeFileSync(path.join(dir, 'index.txt'), payload);
    fs.writeFileSync(path.join(dir, 'portofolio', '1', '__next._full.txt'), payload);
    fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
    fs.writeFileSync(path.join(dir, 'pagefind', 'x.txt'), payload);
    expect(stripPrefetchHints(dir)).toEqual({ changed: 2, of: 3 });
    expect(fs.readFileSync(path.join(dir, 'index.txt'), 'utf8')).toBe(
      withoutPrefetchHints(payload),
    );
    expect(fs.readFileSync(path.join(dir, 'pagefind', 'x.txt'), 'utf8')).toBe(payload);
    expect(stripPrefetchHints(dir)).toEqual({ changed: 0, of: 3 });
  });
});

describe('pageWithoutInlineHints', () => {
  it('drops the image and style rows of the inline payload and keeps the rest of the page', () => {
    const push = (text: string) =>
      `<script>self.__next_f.push([1,${JSON.stringify(text)}])</script>`;
    const html = `<head><link rel="preload" as="image"/></head><body>${push(payload)}${push(':HL["/b.css","style"]\n4:"x"\n')}</body>`;
    expect(pageWithoutInlineHints(html)).toBe(
      `<head><link rel="preload" as="image"/></head><body>${push(withoutPrefetchHints(payload))}${push('4:"x"\n')}</body>`,
    );
  });
});
