import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  deferFrameworkScripts,
  loaderScript,
  loaderSources,
} from '@/scripts/postbuild/defer-scripts.mjs';
import {
  externalPayloadStep,
  payloadScript,
  withExternalPayload,
} from '@/scripts/postbuild/external-payload.mjs';
import type { Page, Site } from '@/scripts/postbuild/pipeline.mjs';

const exported = deferFrameworkScripts(
  [
    '<!DOCTYPE html><html><head>',
    '<script src="/_next/static/chunks/a.js" async=""></script>',
    '<script type="application/ld+json">{"@type":"Person"}</script>',
    '</head><body><h1>Hi</h1>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    '<script>self.__next_f.push([1,"0:[\\"$\\",\\"h1\\",null,{}]\\n"])</script>',
    '<script>$RC("B:0","S:0")</script>',
    // React escapes a closing tag inside the payload, so a script ends at its own end.
    '<script>self.__next_f.push([1,"1:\\"\\u003c/script>\\"\\n"])</script>',
    '</body></html>',
  ].join(''),
);

describe('payloadScript', () => {
  it("joins the page's payload scripts in order, and nothing else", () => {
    expect(payloadScript(exported)).toBe(
      '(self.__next_f=self.__next_f||[]).push([0]);\n' +
        'self.__next_f.push([1,"0:[\\"$\\",\\"h1\\",null,{}]\\n"]);\n' +
        'self.__next_f.push([1,"1:\\"\\u003c/script>\\"\\n"]);\n',
    );
  });
});

describe('withExternalPayload', () => {
  const html = withExternalPayload(exported, '/_next/static/payload/p.js');

  it('removes the inline payload and keeps every other script', () => {
    expect(html).not.toContain('__next_f');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Person"}</script>');
    expect(html).toContain('<script>$RC("B:0","S:0")</script>');
    expect(html).toContain('<h1>Hi</h1>');
  });

  it("names the payload file in the page's loader", () => {
    expect(html).toContain(
      loaderScript(['/_next/static/chunks/a.js'], [], '/_next/static/payload/p.js'),
    );
  });
});

describe('externalPayloadStep', () => {
  const page = [
    '<!DOCTYPE html><html><head>',
    '<script src="/portfolio/_next/static/chunks/a.js" async=""></script>',
    '</head><body><h1>Hi</h1>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    '<script>self.__next_f.push([1,"0:\\"Hi\\"\\n"])</script>',
    '</body></html>',
  ].join('');

  function run(html: string) {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payload-'));
    const site = { outDir, basePath: '/portfolio', pages: [] } as Site;
    const result = externalPayloadStep.page(html, {} as Page, site) as string;
    return { outDir, result };
  }

  it('writes the payload to a file named by its contents, under the base path, and the framework finds it whole', () => {
    const { outDir, result } = run(deferFrameworkScripts(page));
    const url = loaderSources(result).find((source) => source.includes('/payload/'))!;
    expect(url).toMatch(/^\/portfolio\/_next\/static\/payload\/[0-9a-f]{16}\.js$/);
    const script = fs.readFileSync(path.join(outDir, url.replace('/portfolio/', '')), 'utf8');
    const global = globalThis as { self?: { __next_f?: unknown[] } };
    global.self = {};
    new Function('self', script)(global.self);
    expect(global.self.__next_f).toEqual([[0], [1, '0:"Hi"\n']]);
    // The same payload, the same name: a host may cache it for good.
    expect(run(deferFrameworkScripts(page)).result).toBe(result);
  });

  it('leaves a page without the loader as it is (its payload stays inline)', () => {
    expect(run(page).result).toBe(page);
  });
});
