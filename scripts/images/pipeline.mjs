/**
 * The image pipeline, run before `next build` and `next dev` (scripts/images/prepare.mjs): every
 * JPEG, PNG, WebP or AVIF the owner put under public/images/ is read for its real size and
 * written as AVIF and WebP at a ladder of widths (never wider than the file), plus a tiny blurred
 * preview inlined by the pages. The encoded files are kept in a cache keyed by the file's bytes
 * and every setting that shapes them (IMAGE_SETTINGS in lib/media/image-settings.mjs), so an image that did not change is never encoded again (and the test
 * builds made from copies of the project share the checkout's cache). The pages read what was
 * written from the manifest (lib/media/images.ts).
 *
 * Plain JavaScript (JSDoc types) so Node runs it before any TypeScript tool; types in
 * pipeline.d.mts, tests in pipeline.test.ts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  ENCODE,
  encodeSettingsKey,
  IMAGE_SETTINGS,
  LADDER,
  MAX_STEP,
  PLACEHOLDER_WIDTH,
  phoneWidthsFor,
  widthsFor,
} from '../../lib/media/image-settings.mjs';
import { PUBLISHED_IMAGES_FOLDER } from '../../lib/media/image-paths.mjs';

export { ENCODE, LADDER, MAX_STEP, PLACEHOLDER_WIDTH, widthsFor };

/** The file types an owner may drop in; anything else under public/images/ is served as is. */
export const SOURCE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif'];

/** The formats written, best first: a `<picture>` offers them in this order. */
export const FORMATS = /** @type {const} */ (['avif', 'webp']);

/** An image problem the owner must fix; the message names the file. */
export class ImagePipelineError extends Error {}

/**
 * Every source image under `dir`, keyed by its public id (the path without extension, with `/`).
 * Two files with one id (tokoku.jpg and tokoku.webp) are an error: which one is meant?
 * @param {string} dir
 * @returns {{ id: string, file: string }[]}
 */
export function findSources(dir) {
  if (!fs.existsSync(dir)) return [];
  /** @type {Map<string, string>} */
  const byId = new Map();
  const walk = (/** @type {string} */ folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      const ext = path.extname(entry.name).toLowerCase();
      if (!SOURCE_EXTENSIONS.includes(ext)) continue;
      const id = path.relative(dir, full).slice(0, -ext.length).split(path.sep).join('/');
      const other = byId.get(id);
      if (other) {
        throw new ImagePipelineError(
          `${other} and ${full} are both the image "${id}": keep one of them.`,
        );
      }
      byId.set(id, full);
    }
  };
  walk(dir);
  return [...byId].sort(([a], [b]) => a.localeCompare(b)).map(([id, file]) => ({ id, file }));
}

/**
 * @typedef {object} Encoded
 * @property {number} width real width, after the EXIF orientation is applied
 * @property {number} height
 * @property {boolean} hasAlpha
 * @property {string} placeholder data URI of the blurred preview ('' for images with transparency)
 * @property {number[]} widths the widths written, each as `<w>.avif` and `<w>.webp`
 * @property {PhoneFiles} [phone] the phone files, when they were asked for
 */

/** @typedef {import('../../lib/media/image-settings.mjs').PhoneRequest} PhoneRequest */
/** @typedef {import('../../lib/media/image-settings.mjs').ImageSettings} ImageSettings */

/**
 * @typedef {object} PhoneFiles
 * @property {number} width the phone picture's size: the strip's, or the image's own
 * @property {number} height
 * @property {number[]} widths the widths written, each as `phone-<w>.avif` and `phone-<w>.webp`
 */

/**
 * Reads and encodes one image into `entryDir` (a fresh folder): every width in both formats, the
 * phone files when asked for, and the preview, then `meta.json` last. Fails naming the file when
 * it cannot be read.
 * @param {Buffer} bytes
 * @param {string} file shown in errors
 * @param {string} entryDir
 * @param {PhoneRequest} [phoneRequest]
 * @param {ImageSettings} [settings] every setting the files depend on (the tests change them)
 * @returns {Promise<Encoded>}
 */
export async function encodeImage(bytes, file, entryDir, phoneRequest, settings = IMAGE_SETTINGS) {
  let meta;
  try {
    meta = await sharp(bytes).metadata();
  } catch (error) {
    throw new ImagePipelineError(
      `${file} cannot be read as an image (${/** @type {Error} */ (error).message}): save it again as JPEG, PNG, WebP or AVIF.`,
    );
  }
  if (!meta.width || !meta.height) {
    throw new ImagePipelineError(`${file} has no width or height: save it again as JPEG or PNG.`);
  }
  // EXIF orientations 5-8 turn the picture a quarter: its real width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const widths = widthsFor(width, settings, height);
  fs.mkdirSync(entryDir, { recursive: true });
  const base = () => sharp(bytes).rotate();
  // Transparent only if some pixel is: a phone's screenshot or an exported PNG often carries an
  // alpha channel that is opaque everywhere, and deserves its blurred preview like any photo.
  const hasAlpha = Boolean(meta.hasAlpha) && !(await base().stats()).isOpaque;
  /** Writes `<prefix><w>.avif` and `.webp` of `picture` at each width. */
  const write = async (
    /** @type {() => sharp.Sharp} */ picture,
    /** @type {number[]} */ writtenWidths,
    /** @type {ImageSettings['ENCODE']} */ encode,
    prefix = '',
  ) => {
    for (const w of writtenWidths) {
      const resized = picture().resize({ width: w, withoutEnlargement: true });
      await resized
        .clone()
        .avif(encode.avif)
        .toFile(path.join(entryDir, `${prefix}${w}.avif`));
      await resized
        .clone()
        .webp(encode.webp)
        .toFile(path.join(entryDir, `${prefix}${w}.webp`));
    }
  };
  /** @type {PhoneFiles | undefined} */
  let phone;
  try {
    await write(base, widths, settings.ENCODE);
    if (phoneRequest) {
      phone = { width, height, widths: phoneWidthsFor(width, settings) };
      await write(base, phone.widths, settings.PHONE_ENCODE, 'phone-');
    }
  } catch (error) {
    throw new ImagePipelineError(
      `${file} could not be converted (${/** @type {Error} */ (error).message}): save it again as JPEG or PNG.`,
    );
  }
  const placeholder = hasAlpha
    ? ''
    : `data:image/webp;base64,${(
        await base()
          .resize({ width: settings.PLACEHOLDER_WIDTH })
          .webp(settings.PLACEHOLDER_ENCODE)
          .toBuffer()
      ).toString('base64')}`;
  const encoded = { width, height, hasAlpha, placeholder, widths, ...(phone && { phone }) };
  fs.writeFileSync(path.join(entryDir, 'meta.json'), JSON.stringify(encoded));
  return encoded;
}

/**
 * The revision of what `encodeImage` decides for the same bytes and settings, in every cache key:
 * raised when a decision changes (2: an alpha channel opaque everywhere gets a preview).
 */
const ENCODING_RULES = 2;

/**
 * The cached encoding of `bytes`, made now if the cache does not hold it. Written to a folder of
 * its own and renamed into place, so builds running at the same time never read a half-written
 * entry; when two encode the same image, the first rename wins and the other is dropped.
 * The phone files are part of the entry (and of its key): an image that becomes a cover is
 * encoded again, once. The key hashes the settings the encoder is given, whole, so no setting
 * that changes a file can be left out of it.
 * @param {Buffer} bytes
 * @param {string} file
 * @param {string} cacheDir
 * @param {PhoneRequest} [phoneRequest]
 * @param {ImageSettings} [settings]
 * @returns {Promise<{ key: string, dir: string, encoded: Encoded, fromCache: boolean }>}
 */
export async function cachedEncoding(
  bytes,
  file,
  cacheDir,
  phoneRequest,
  settings = IMAGE_SETTINGS,
) {
  const key = crypto
    .createHash('sha256')
    .update(`rules ${ENCODING_RULES}`)
    .update(encodeSettingsKey(settings))
    .update(phoneRequest ? JSON.stringify({ phoneRequest }) : '')
    .update(bytes)
    .digest('hex');
  const dir = path.join(cacheDir, key.slice(0, 32));
  const metaFile = path.join(dir, 'meta.json');
  if (fs.existsSync(metaFile)) {
    return { key, dir, encoded: JSON.parse(fs.readFileSync(metaFile, 'utf8')), fromCache: true };
  }
  fs.mkdirSync(cacheDir, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(cacheDir, `.tmp-${key.slice(0, 8)}-`));
  try {
    const encoded = await encodeImage(bytes, file, tmp, phoneRequest, settings);
    try {
      fs.renameSync(tmp, dir);
    } catch (error) {
      // Another build finished the same image first: its entry is identical.
      if (!fs.existsSync(metaFile)) throw error;
    }
    return { key, dir, encoded, fromCache: false };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * @typedef {object} ManifestImage
 * @property {string} file the original, relative to the project (e.g. public/images/profile.png)
 * @property {number} width
 * @property {number} height
 * @property {string} tag part of the content hash, in each file name `<id>-<width>.<tag>.<format>`
 * @property {string} placeholder
 * @property {string} placeholderClass the class of the site-wide stylesheet that shows the preview
 *   ('' when there is none, or when the image shows it in its own style attribute)
 * @property {Record<'avif' | 'webp', { width: number, path: string }[]>} sources public paths, narrowest first
 * @property {{ width: number, height: number, sources: Record<'avif' | 'webp', { width: number, path: string }[]> }} [phone]
 *   the phone files (`<id>-phone-<width>.<tag>.<format>`), for the images asked for
 */

/** @typedef {{ images: Record<string, ManifestImage> }} Manifest */

/**
 * The shared previews as one stylesheet, a class per image: the pages name the class, so the data URI
 * sits once in each page's inlined CSS instead of in every copy of the image's markup (the
 * slider, the phone grid and the quick view show the same cover) and in the page's React payload.
 * `img.` outranks a component's own `background` on the image.
 * @param {Manifest} manifest
 */
export function placeholdersCss(manifest) {
  const rules = Object.values(manifest.images)
    .filter((image) => image.placeholderClass)
    .map(
      (image) =>
        `img.${image.placeholderClass}{background-image:url(${image.placeholder});background-size:cover}`,
    );
  return `/* Generated by scripts/images/prepare.mjs: the blurred preview of each image. */\n${rules.join('\n')}\n`;
}

/** Writes a file through a temporary one, so a build reading it never sees half of it. */
function writeAtomically(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}

/**
 * Hard-links a cached file into the site (a copy when the cache is on another disk). A file
 * already there is the same bytes (its name carries the content hash) and is left as it is.
 */
function place(from, to) {
  if (fs.existsSync(to)) return;
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    fs.linkSync(from, to);
  } catch {
    fs.copyFileSync(from, to);
  }
}

/**
 * Removes every file under `dir` that is not in `keep` (paths relative to `dir`, with `/`), and
 * the folders left empty. The folder itself stays: `next dev` serves public/ from a watch of it,
 * which a deleted and recreated folder would leave blind to the new files.
 * @param {string} dir
 * @param {Set<string>} keep
 */
function removeAllBut(dir, keep) {
  if (!fs.existsSync(dir)) return;
  const sweep = (/** @type {string} */ folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        sweep(full);
        if (fs.readdirSync(full).length === 0) fs.rmdirSync(full);
      } else if (!keep.has(path.relative(dir, full).split(path.sep).join('/'))) {
        fs.rmSync(full, { force: true });
      }
    }
  };
  sweep(dir);
}

/**
 * @typedef {object} PrepareOptions
 * @property {string} root the project folder
 * @property {string} [sourceDir] default public/images
 * @property {string} [outputDir] where the variants are published, default public/img (served at /img)
 * @property {string} [publicPrefix] default /img
 * @property {string} cacheDir
 * @property {string} manifestFile
 * @property {string} [placeholdersFile] the stylesheet of previews, default beside the manifest
 * @property {Record<string, PhoneRequest>} [phoneRequests] the images that get phone files, by id
 * @property {Set<string>} [sharedPreviewIds] the images whose preview is a class of the stylesheet
 *   (default: every image); the others' previews are for their own style attribute
 * @property {(line: string) => void} [log]
 * @property {ImageSettings} [settings] every setting the files depend on (the tests change them)
 */

/**
 * Encodes (or takes from the cache) every source image, publishes the variants under
 * `outputDir` and writes the manifest, then removes from `outputDir` what the manifest no longer
 * names (a removed or replaced image leaves nothing behind). Files that stay are not touched, and
 * the old files go only once the new manifest is in place: a page `next dev` renders during a
 * run finds the files of the manifest it read.
 * File names carry part of the content hash, so a changed image gets a new URL.
 * @param {PrepareOptions} options
 * @returns {Promise<{ manifest: Manifest, encoded: number, cached: number }>}
 */
export async function prepareImages({
  root,
  sourceDir = path.join(root, 'public', 'images'),
  outputDir = path.join(root, 'public', PUBLISHED_IMAGES_FOLDER),
  publicPrefix = `/${PUBLISHED_IMAGES_FOLDER}`,
  cacheDir,
  manifestFile,
  placeholdersFile = path.join(path.dirname(manifestFile), 'placeholders.css'),
  phoneRequests = {},
  sharedPreviewIds,
  log = () => {},
  settings = IMAGE_SETTINGS,
}) {
  const sources = findSources(sourceDir);
  /** @type {Set<string>} */
  const published = new Set();
  /** @type {Manifest} */
  const manifest = { images: {} };
  let encoded = 0;
  let cached = 0;
  // Two at a time: the encoder is single-threaded per image, and the machine may have two cores.
  const queue = [...sources];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { id, file } = next;
      const shown = path.relative(root, file).split(path.sep).join('/');
      const started = Date.now();
      const entry = await cachedEncoding(
        fs.readFileSync(file),
        shown,
        cacheDir,
        phoneRequests[id],
        settings,
      );
      if (entry.fromCache) cached += 1;
      else {
        encoded += 1;
        log(
          `images: encoded ${shown} (${entry.encoded.widths.length} widths) in ${Date.now() - started} ms`,
        );
      }
      const tag = entry.key.slice(0, 8);
      const sourcesOf = (
        /** @type {'avif' | 'webp'} */ format,
        /** @type {number[]} */ widths = entry.encoded.widths,
        prefix = '',
      ) =>
        widths.map((width) => {
          const name = `${id}-${prefix}${width}.${tag}.${format}`;
          published.add(name);
          place(path.join(entry.dir, `${prefix}${width}.${format}`), path.join(outputDir, name));
          return { width, path: `${publicPrefix}/${name}` };
        });
      const { phone } = entry.encoded;
      manifest.images[id] = {
        file: shown,
        width: entry.encoded.width,
        height: entry.encoded.height,
        tag,
        placeholder: entry.encoded.placeholder,
        placeholderClass:
          entry.encoded.placeholder && (!sharedPreviewIds || sharedPreviewIds.has(id))
            ? `ph-${tag}`
            : '',
        sources: { avif: sourcesOf('avif'), webp: sourcesOf('webp') },
        ...(phone && {
          phone: {
            width: phone.width,
            height: phone.height,
            sources: {
              avif: sourcesOf('avif', phone.widths, 'phone-'),
              webp: sourcesOf('webp', phone.widths, 'phone-'),
            },
          },
        }),
      };
    }
  };
  await Promise.all([worker(), worker()]);
  const ordered = Object.fromEntries(
    Object.entries(manifest.images).sort(([a], [b]) => a.localeCompare(b)),
  );
  const result = { images: ordered };
  writeAtomically(manifestFile, `${JSON.stringify(result, null, 1)}\n`);
  writeAtomically(placeholdersFile, placeholdersCss(result));
  removeAllBut(outputDir, published);
  return { manifest: result, encoded, cached };
}
