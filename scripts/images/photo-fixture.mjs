/**
 * Owner-like photos for measuring speed (the shipped sample art is flat illustrations of 8-12 KB,
 * which flatter every figure). Replaces the images of a folder laid out like public/images/ with
 * generated photographs' stand-ins: smooth colour fields under film grain, whose bytes compress
 * like a camera's (about 110 KB per 1200×900 JPEG at quality 82), nothing downloaded.
 *
 * - every project cover: a 1200×900 JPEG, except the cases below;
 * - `LARGE_COVER`: a 4000×3000 JPEG, as a camera writes it;
 * - covers of every other shape an owner has (`SHAPED_COVERS`), given to the first of the other
 *   covers in alphabetical order, whatever the content names them: a 1080×1920 phone screenshot,
 *   a 1500×1500 square, a 3000×1000 panorama and a 3000×2000 landscape photo;
 * - the profile photo: a 960×960 PNG (a PNG photo, as an owner might export one);
 * - note covers: 1200×630 JPEGs.
 * Figures (diagrams) keep the sample art. Deterministic: the same bytes every run, so the image
 * cache serves every build after the first.
 *
 * Usage: node scripts/images/photo-fixture.mjs <images folder>   (e.g. a copy's public/images)
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const LARGE_COVER = 'projects/persuratan-upana';
export const COVER_SIZE = { width: 1200, height: 900 };
export const LARGE_COVER_SIZE = { width: 4000, height: 3000 };
export const PORTRAIT_SIZE = { width: 960, height: 960 };
export const NOTE_COVER_SIZE = { width: 1200, height: 630 };
/** The shapes of the other covers, in the order they are handed out (see `shapedCovers`). */
export const SHAPED_COVERS = [
  { width: 1080, height: 1920 },
  { width: 1500, height: 1500 },
  { width: 3000, height: 1000 },
  { width: 3000, height: 2000 },
];

/**
 * Which covers get the shapes of SHAPED_COVERS: the project covers other than LARGE_COVER, in
 * alphabetical order, one shape each.
 * @param {string[]} ids every image id of the folder
 * @returns {Map<string, { width: number, height: number }>}
 */
export function shapedCovers(ids) {
  const covers = ids.filter((id) => id.startsWith('projects/') && id !== LARGE_COVER).sort();
  return new Map(
    SHAPED_COVERS.flatMap((size, index) => (covers[index] ? [[covers[index], size]] : [])),
  );
}

/** A small seeded random generator (mulberry32): the same picture for the same seed. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number from a string, to seed each image differently. */
const seedOf = (text) =>
  [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261);

/**
 * A photo-like picture: a few soft colour fields (a 6×5 grid of random colours, smoothly
 * enlarged, as light falls across a scene), fine detail from a sharper 60×45 layer, and grain.
 * @param {string} id
 * @param {{ width: number, height: number }} size
 * @returns {Promise<import('sharp').Sharp>}
 */
export async function photo(id, { width, height }) {
  const next = random(seedOf(id));
  const layer = async (w, h, spread) => {
    const pixels = Buffer.alloc(w * h * 3);
    const base = [next() * 255, next() * 255, next() * 255];
    for (let i = 0; i < pixels.length; i += 1) {
      pixels[i] = Math.max(0, Math.min(255, base[i % 3] + (next() - 0.5) * spread));
    }
    return sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
      .resize(width, height, { kernel: 'cubic', fit: 'fill' })
      .raw()
      .toBuffer();
  };
  const [fields, detail] = await Promise.all([layer(6, 5, 300), layer(60, 45, 120)]);
  const out = Buffer.alloc(width * height * 3);
  for (let i = 0; i < out.length; i += 1) {
    // Grain: the sum of three uniform draws, centred, is near enough to a film's Gaussian grain.
    const grain = (next() + next() + next() - 1.5) * 16;
    out[i] = Math.max(0, Math.min(255, fields[i] * 0.75 + detail[i] * 0.25 + grain));
  }
  return sharp(out, { raw: { width, height, channels: 3 } });
}

/**
 * What replaces one sample image, or undefined to keep it (figures).
 * @param {string} id
 * @param {Map<string, { width: number, height: number }>} [shaped] `shapedCovers` of the folder
 */
export function planFor(id, shaped = new Map()) {
  if (id === LARGE_COVER) return { size: LARGE_COVER_SIZE, format: 'jpg' };
  const shape = shaped.get(id);
  if (shape) return { size: shape, format: 'jpg' };
  if (id.startsWith('projects/')) return { size: COVER_SIZE, format: 'jpg' };
  if (id === 'profile') return { size: PORTRAIT_SIZE, format: 'png' };
  if (/^notes\/.*-cover$/.test(id)) return { size: NOTE_COVER_SIZE, format: 'jpg' };
  return undefined;
}

/**
 * Replaces the sample images under `dir` with photos (the old file removed, the new one under
 * the same id with its own extension).
 * @param {string} dir
 */
export async function writePhotoFixture(dir) {
  const written = [];
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const id = path
        .relative(dir, file)
        .replace(/\.[^.]+$/, '')
        .split(path.sep)
        .join('/');
      return { file, id };
    });
  const shaped = shapedCovers(files.map(({ id }) => id));
  for (const { file, id } of files) {
    const plan = planFor(id, shaped);
    if (!plan) continue;
    const picture = await photo(id, plan.size);
    const target = path.join(dir, `${id}.${plan.format}`);
    fs.rmSync(file);
    if (plan.format === 'png') await picture.png({ compressionLevel: 6 }).toFile(target);
    else await picture.jpeg({ quality: 82, mozjpeg: true }).toFile(target);
    written.push({ id, file: target, bytes: fs.statSync(target).size, ...plan.size });
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir || !fs.existsSync(dir)) {
    console.error(
      'Usage: node scripts/images/photo-fixture.mjs <images folder, e.g. a copy of public/images>',
    );
    process.exit(1);
  }
  for (const { id, file, bytes, width, height } of await writePhotoFixture(path.resolve(dir))) {
    console.log(
      `photo fixture: ${id} → ${path.basename(file)} ${width}×${height}, ${Math.round(bytes / 1024)} KB`,
    );
  }
}
