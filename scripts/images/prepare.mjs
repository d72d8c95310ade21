/**
 * `npm run images` (run first by `npm run build` and `npm run dev`): the owner's images under
 * public/images/ become AVIF and WebP files at several widths in public/img/ and the manifest the
 * pages read (see pipeline.mjs). Stops with the file's name when an image cannot be read.
 *
 * IMAGE_CACHE_DIR sets where encoded images are kept between builds (default
 * node_modules/.cache/portfolio-images, which CI caches with node_modules); the test builds made
 * in copies of the project point it at the checkout's, so each image is encoded once.
 *
 * The images that are a page's largest paint also get files for phones; which they are is read
 * from the content (lib/media/phone-variants.ts). Content that cannot be read only costs those
 * files (the pages then send phones the usual ones): `npm run check` names the mistake. So do
 * the images whose blurred preview the site-wide stylesheet holds (lib/media/shared-previews.ts).
 */
import path from 'node:path';
import { loadModule } from '../check/load.mjs';
import { ImagePipelineError, prepareImages } from './pipeline.mjs';
import { imageCacheDir, MANIFEST_FILE } from '../../lib/media/image-paths.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const started = Date.now();

/**
 * The images whose preview is a class of the site-wide stylesheet (lib/media/shared-previews.ts);
 * undefined when the content cannot be read, and then every image's is, as a page needs it.
 * @returns {Promise<Set<string> | undefined>}
 */
async function readSharedPreviewIds() {
  try {
    const { sharedPreviewIds } = await loadModule('lib/media/shared-previews.ts');
    return new Set(sharedPreviewIds());
  } catch {
    return undefined;
  }
}

/** @returns {Promise<Record<string, import('./pipeline.mjs').PhoneRequest>>} */
async function readPhoneRequests() {
  try {
    const { phoneRequests } = await loadModule('lib/media/phone-variants.ts');
    return phoneRequests();
  } catch (error) {
    console.warn(`⚠ images: no phone files, the content could not be read (${error?.message})`);
    return {};
  }
}

try {
  const { manifest, encoded, cached } = await prepareImages({
    root,
    cacheDir: imageCacheDir(root),
    manifestFile: path.join(root, MANIFEST_FILE),
    phoneRequests: await readPhoneRequests(),
    sharedPreviewIds: await readSharedPreviewIds(),
    log: (line) => console.log(line),
  });
  const count = Object.keys(manifest.images).length;
  console.log(
    `images: ${count} images ready (${encoded} encoded, ${cached} from the cache) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  if (!(error instanceof ImagePipelineError)) throw error;
  console.error(`\n✖ images: ${error.message}\n`);
  process.exit(1);
}
