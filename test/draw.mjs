/**
 * Draws one file the build draws, in plain Node as the build does, for the unit tests of the
 * owner's fonts (Jest cannot load `next/og` or `@react-pdf/renderer`, ES modules loaded at run
 * time): `share-card <card JSON> <out.png>` or `cv-pdf <{ cv, copy, language } JSON> <out.pdf>`.
 * Prints, as JSON, the addresses fetched beyond Satori's own WebAssembly (data: URLs): a font
 * fetched from the network for a letter none of the build's fonts has.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createJiti } from 'jiti';

const root = path.resolve(import.meta.dirname, '..');
const [what, json, out] = process.argv.slice(2);
const fetched = [];
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = String(input instanceof Request ? input.url : input);
  if (url.startsWith('data:')) return realFetch(input, init);
  fetched.push(url);
  return Promise.reject(new Error('offline'));
};
const jiti = createJiti(`${root}/`, {
  alias: { '@': root, 'server-only': path.join(root, 'scripts', 'check', 'server-only.cjs') },
  jsx: { runtime: 'automatic' },
});
const given = JSON.parse(json);
if (what === 'share-card') {
  const { renderShareImage } = await jiti.import(path.join(root, 'lib', 'seo', 'share-image.tsx'));
  fs.writeFileSync(out, await renderShareImage(given));
} else {
  const { renderCvPdf } = await jiti.import(path.join(root, 'lib', 'cv', 'pdf.tsx'));
  const { cv, copy, language } = given;
  const absoluteUrl = (route) => new URL(route, 'https://owner.example').href;
  fs.writeFileSync(out, await renderCvPdf(cv, { copy, language, absoluteUrl }));
}
console.log(JSON.stringify(fetched));
