/**
 * Reads where a PDF's text is drawn, with pdf.js (through unpdf), in plain Node: Jest cannot load
 * pdf.js, published as ES modules only. `<PDF file>`: prints, as JSON, each text item of each page:
 * its text, its page (from 1), its left and right edges and its baseline, in points from the page's
 * bottom-left corner, and the page's width.
 */
import fs from 'node:fs';
import { getDocumentProxy } from 'unpdf';

const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(process.argv[2])));
const items = [];
for (let number = 1; number <= pdf.numPages; number += 1) {
  const page = await pdf.getPage(number);
  const [, , pageWidth] = page.view;
  for (const item of (await page.getTextContent()).items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    const [, , , , x, y] = item.transform;
    items.push({ text: item.str, page: number, left: x, right: x + item.width, y, pageWidth });
  }
}
console.log(JSON.stringify(items));
