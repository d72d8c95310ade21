/**
 * Draws files the build draws, in plain Node as the build does, for the unit tests of the owner's
 * fonts and of the drawings' layout (Jest cannot load `next/og` or `@react-pdf/renderer`, ES
 * modules loaded at run time): `<drawings JSON>`, a list of { what, given, out, addFonts? }, drawn
 * in turn in one process: `share-card` (given: the card) into out.png, or `cv-pdf` (given: { cv,
 * copy, language, direction? }, left to right unless given) into out.pdf; `addFonts` (name → a
 * font file's path) is copied into the owner's fonts folder first, as a font added while `npm run
 * dev` runs. Prints, as JSON, for each drawing the addresses it fetched
 * beyond Satori's own WebAssembly (data: URLs): a font fetched from the network for a letter none
 * of the build's fonts has.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createJiti } from 'jiti';

const root = path.resolve(import.meta.dirname, '..');
const drawings = JSON.parse(process.argv[2]);
let fetched = [];
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
const { ownerFontsDir } = await jiti.import(path.join(root, 'lib', 'fonts', 'owner-fonts.ts'));
const fetchedByDrawing = [];
for (const { what, given, out, addFonts = {} } of drawings) {
  for (const [name, file] of Object.entries(addFonts)) {
    fs.copyFileSync(file, path.join(ownerFontsDir(), name));
  }
  fetched = [];
  if (what === 'share-card') {
    const { renderShareImage } = await jiti.import(
      path.join(root, 'lib', 'seo', 'share-image.tsx'),
    );
    fs.writeFileSync(out, await renderShareImage(given));
  } else {
    const { renderCvPdf } = await jiti.import(path.join(root, 'lib', 'cv', 'pdf.tsx'));
    const { cv, copy, language, direction = 'ltr' } = given;
    const absoluteUrl = (route) => new URL(route, 'https://owner.example').href;
    fs.writeFileSync(out, await renderCvPdf(cv, { copy, language, direction, absoluteUrl }));
  }
  fetchedByDrawing.push(fetched);
}
console.log(JSON.stringify(fetchedByDrawing));
