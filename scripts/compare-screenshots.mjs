/**
 * `node scripts/compare-screenshots.mjs before main`: compares, pixel by pixel, the screenshots
 * `npm run screenshots` wrote for two sites (screenshots/<a>/ and screenshots/<b>/, same file
 * names: every page kind at 390 and 1440 px, both themes, both languages), e.g. the build of the
 * commit before a change (`npm run screenshots -- --dir before=/tmp/out-before`) and the build
 * after it. A change meant to leave the pages' look alone (critical CSS, hydration seams) must
 * show no difference, or each one explained.
 *
 * For each pair it prints the share of pixels that differ (a channel by more than THRESHOLD, so
 * the encoder's rounding is not counted) and, where the page's height changed, both heights; for
 * each pair that differs it writes screenshots/diff/<file>: the "after" image with every
 * differing pixel painted magenta. Exits 1 when any pair differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: node scripts/compare-screenshots.mjs <site before> <site after>');
  process.exit(2);
}
const dirOf = (site) => path.join(root, 'screenshots', site);
const diffDir = path.join(root, 'screenshots', 'diff');
/** A channel may differ by this much before its pixel counts as changed (0-255). */
const THRESHOLD = 8;

/** The RGBA pixels of a PNG, with its size. */
async function pixels(file) {
  const { data, info } = await sharp(file)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The pixels of `b` that differ from `a` over the area both cover, counting every pixel outside
 * it (a page that grew or shrank) as different, and `b` with those pixels marked.
 */
export function comparePixels(a, b) {
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const marked = Buffer.alloc(width * height * 4, 255);
  let changed = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const out = (y * width + x) * 4;
      const inA = x < a.width && y < a.height;
      const inB = x < b.width && y < b.height;
      const ia = (y * a.width + x) * 4;
      const ib = (y * b.width + x) * 4;
      let differs = inA !== inB;
      if (inA && inB) {
        for (let c = 0; c < 4 && !differs; c++) {
          differs = Math.abs(a.data[ia + c] - b.data[ib + c]) > THRESHOLD;
        }
      }
      if (differs) {
        changed += 1;
        marked.set([255, 0, 255, 255], out);
      } else if (inB) {
        // Unchanged pixels are faded, so the changes stand out.
        for (let c = 0; c < 3; c++) marked[out + c] = 128 + (b.data[ib + c] >> 1);
      }
    }
  }
  return { changed, total: width * height, marked, width, height };
}

const files = fs.existsSync(dirOf(before))
  ? fs.readdirSync(dirOf(before)).filter((name) => name.endsWith('.png'))
  : [];
if (files.length === 0) {
  console.error(`No screenshots in screenshots/${before}/: run npm run screenshots first`);
  process.exit(2);
}
fs.mkdirSync(diffDir, { recursive: true });
let differing = 0;
for (const name of files.sort()) {
  const other = path.join(dirOf(after), name);
  if (!fs.existsSync(other)) {
    console.log(`${name.padEnd(40)} missing in screenshots/${after}/`);
    differing += 1;
    continue;
  }
  const a = await pixels(path.join(dirOf(before), name));
  const b = await pixels(other);
  const { changed, total, marked, width, height } = comparePixels(a, b);
  const heights = a.height === b.height ? '' : ` (height ${a.height} -> ${b.height} px)`;
  console.log(
    `${name.padEnd(40)} ${changed === 0 ? 'same' : `${((100 * changed) / total).toFixed(3)} % of pixels differ${heights}`}`,
  );
  if (changed > 0) {
    differing += 1;
    await sharp(marked, { raw: { width, height, channels: 4 } })
      .png()
      .toFile(path.join(diffDir, name));
  }
}
console.log(
  `\n${differing} of ${files.length} screenshots differ${differing ? ` (marked in screenshots/diff/)` : ''}`,
);
process.exit(differing > 0 ? 1 : 0);
